import { z } from 'zod';
import { PAYMENT_STATUSES, type PaymentStatus } from '../applications/statuses.ts';
import { idSchema } from '../staff/schemas.ts';
import { applicationRefSchema } from '../applications/references.ts';
import { REFUND_STATUSES, type RefundStatus } from './contracts.ts';

/** Refund Management (staff-admin §2, §5, §7): create, list, approve. */

const FILL_IN_ALL_FIELDS = 'Please fill in all fields';

/** The application a refund is for: an application ref (id or ETA-XXXXXX), asked for with the refund form's message. */
export const refundApplicationRefSchema = z.string({ error: FILL_IN_ALL_FIELDS }).trim().min(1, FILL_IN_ALL_FIELDS).pipe(applicationRefSchema);

export const createRefundSchema = z.object({
  applicationId: refundApplicationRefSchema,
  /** In pence, as the screen sends it (pounds × 100, rounded). */
  amount: z
    .number({ error: FILL_IN_ALL_FIELDS })
    .int('The amount must be a whole number of pence')
    .positive('The amount must be greater than zero')
    .max(100_000_000, 'The amount is too large'),
  reason: z.string({ error: FILL_IN_ALL_FIELDS }).trim().min(1, FILL_IN_ALL_FIELDS).max(1000, 'The reason must be 1000 characters or fewer'),
});
export type CreateRefundInput = z.input<typeof createRefundSchema>;

export const refundIdSchema = z.object({ id: idSchema });
export type RefundIdInput = z.input<typeof refundIdSchema>;

/** The list's filter: PENDING unless asked (the spec's list), or ALL for the recent ones of every status. */
export const REFUND_LIST_FILTERS = [...REFUND_STATUSES, 'ALL'] as const;
export const listRefundsQuerySchema = z.object({
  status: z.enum(REFUND_LIST_FILTERS).default('PENDING'),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export type ListRefundsQuery = z.input<typeof listRefundsQuerySchema>;

export const refundViewSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  reference: z.string(),
  /** Pence. */
  amount: z.number().int(),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  /** The provider's own word (Stripe: pending, succeeded, failed, canceled, requires_action), once asked. */
  providerStatus: z.string().nullable(),
  /** Who asked for it: an admin's e-mail, or cli:<user> for an operator; null only for refunds older than that record. */
  requestedBy: z.string().nullable(),
  decidedBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  settledAt: z.iso.datetime().nullable(),
  /** Why the provider failed it. */
  error: z.string().nullable(),
});
export type RefundView = z.infer<typeof refundViewSchema>;

/** What can still be refunded on an application, shown beside the create form. */
export const refundableQuerySchema = z.object({ applicationId: refundApplicationRefSchema });
export type RefundableQuery = z.input<typeof refundableQuerySchema>;
export const refundableSchema = z.object({
  applicationId: z.string(),
  reference: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** Pence captured (payments PAID). */
  paidPence: z.number().int(),
  /** Pence returned (refunds SUCCEEDED). */
  refundedPence: z.number().int(),
  /** Pence a new refund may still ask for: paid minus every refund not FAILED. */
  remainingPence: z.number().int(),
});
export type Refundable = z.infer<typeof refundableSchema>;

/**
 * What a new refund may still return: what was paid minus every earlier refund that has not
 * FAILED (pending and approved ones included, so two pending refunds cannot together exceed
 * the payment). Never negative.
 */
export function refundableRemaining(paidPence: number, earlierRefunds: readonly { amount: number; status: RefundStatus }[]): number {
  const committed = earlierRefunds.filter((r) => r.status !== 'FAILED').reduce((sum, r) => sum + r.amount, 0);
  return Math.max(0, paidPence - committed);
}

/** The application's payment status once `refundedPence` (SUCCEEDED refunds) of `paidPence` went back. */
export function paymentStatusAfterRefunds(paidPence: number, refundedPence: number): Extract<PaymentStatus, 'PAID' | 'PARTIALLY_REFUNDED' | 'REFUNDED'> {
  if (refundedPence <= 0) return 'PAID';
  return refundedPence >= paidPence ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
}

/** How the screen names a refund's status. */
export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved — processing',
  SUCCEEDED: 'Succeeded',
  FAILED: 'Failed',
};
