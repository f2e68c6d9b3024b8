import { z } from 'zod';
import { APPLICATION_STATUSES } from '../applications/statuses.ts';
import { idSchema } from '../staff/schemas.ts';

export const PAYMENT_PROVIDERS = ['stripe', 'sandbox'] as const;
export type PaymentProviderKind = (typeof PAYMENT_PROVIDERS)[number];

/** One checkout attempt. NEEDS_REVIEW: the provider reported an amount or currency other than the fee captured; staff decide. */
export const PAYMENT_RECORD_STATUSES = ['PENDING', 'PAID', 'FAILED', 'EXPIRED', 'NEEDS_REVIEW'] as const;
export type PaymentRecordStatus = (typeof PAYMENT_RECORD_STATUSES)[number];

/**
 * A refund's life: PENDING until an admin approves it; APPROVED once the provider was asked and
 * has not settled it yet; SUCCEEDED or FAILED as the provider (its answer or its `refund.*` /
 * `charge.refunded` webhooks) reports. Only SUCCEEDED refunds count as money returned.
 */
export const REFUND_STATUSES = ['PENDING', 'APPROVED', 'SUCCEEDED', 'FAILED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const checkoutSchema = z.object({ applicationId: idSchema });
export type CheckoutInput = z.input<typeof checkoutSchema>;
export const checkoutResultSchema = z.object({ sessionUrl: z.url() });

export const checkoutStatusQuerySchema = z.object({ sessionId: z.string({ error: 'Missing session_id' }).min(1, 'Missing session_id').max(200) });
export type CheckoutStatusQuery = z.input<typeof checkoutStatusQuerySchema>;

/** What the success page shows: the real reference, and whether the webhook has confirmed payment. */
export const checkoutStatusSchema = z.object({ reference: z.string(), paid: z.boolean(), status: z.enum(APPLICATION_STATUSES), email: z.string() });
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;

/** What a card provider's webhook did: `flagged` marks a payment for review, `duplicate` an event already handled. */
export const WEBHOOK_EFFECTS = ['paid', 'flagged', 'expired', 'failed', 'refund_pending', 'refund_succeeded', 'refund_failed', 'ignored', 'duplicate'] as const;
export const webhookOutcomeSchema = z.object({ received: z.literal(true), type: z.string(), effect: z.enum(WEBHOOK_EFFECTS) });
export type WebhookOutcome = z.infer<typeof webhookOutcomeSchema>;
