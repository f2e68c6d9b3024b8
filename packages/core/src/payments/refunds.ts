import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  createRefundSchema,
  formatPence,
  isApplicationReference,
  listRefundsQuerySchema,
  paymentStatusAfterRefunds,
  refundableQuerySchema,
  refundableRemaining,
  refundIdSchema,
  type Refundable,
  type RefundStatus,
  type RefundView,
  type WebhookOutcome,
} from '@eta/domain';
import type { Core } from '../core.ts';
import { actorName, isStaffActor, type Actor } from '../auth/actor.ts';
import { requireAdminPermission } from '../auth/authorize.ts';
import { audit } from '../audit/audit.ts';
import { AppError, ConflictError, NotFoundError } from '../errors.ts';
import { publishEvent } from '../events/events.ts';
import { parseInput } from '../validation.ts';
import { Application } from '../applications/entities.ts';
import { recordActivity } from '../applications/activity.ts';
import { User } from '../staff/entities.ts';
import { Payment, Refund } from './entities.ts';
import type { ProviderRefund } from './provider.ts';
import { scheduleSandboxRefundSettlement } from './sandbox.ts';

type RefundEffect = Extract<WebhookOutcome['effect'], 'refund_pending' | 'refund_succeeded' | 'refund_failed' | 'ignored'>;

const PROVIDER_NAMES = { stripe: 'Stripe', sandbox: 'the sandbox' } as const;

export function toRefundView(refund: Refund): RefundView {
  return {
    id: refund.id,
    applicationId: refund.application.id,
    reference: refund.application.reference,
    amount: refund.amountPence,
    reason: refund.reason,
    status: refund.status,
    providerStatus: refund.providerStatus ?? null,
    requestedBy: refund.requestedBy?.email ?? refund.requestedByName ?? null,
    decidedBy: refund.decidedBy?.email ?? refund.decidedByName ?? null,
    createdAt: refund.createdAt.toISOString(),
    decidedAt: refund.decidedAt?.toISOString() ?? null,
    settledAt: refund.settledAt?.toISOString() ?? null,
    error: refund.error ?? null,
  };
}

/** Refunds of one status, PENDING unless asked (the spec's list), or ALL: pending oldest first, the others newest first. */
export async function listRefunds(core: Core, actor: Actor, input: unknown): Promise<RefundView[]> {
  const { status, limit } = parseInput(listRefundsQuerySchema, input ?? {});
  const em = core.em();
  await requireAdminPermission(em, actor, 'manage_refunds');
  const refunds = await em.find(Refund, status === 'ALL' ? {} : { status }, {
    populate: ['application', 'requestedBy', 'decidedBy'],
    orderBy: { createdAt: status === 'PENDING' ? 'asc' : 'desc' },
    limit,
  });
  return refunds.map(toRefundView);
}

/** What was paid, returned and may still be refunded on an application (by id or reference). */
export async function refundableAmount(core: Core, actor: Actor, input: unknown): Promise<Refundable> {
  const { applicationId } = parseInput(refundableQuerySchema, input);
  const em = core.em();
  await requireAdminPermission(em, actor, 'manage_refunds');
  const application = await findApplication(em, applicationId, false);
  const { payments, refunds } = await ledgerOf(em, application);
  const paidPence = sum(payments.map((p) => p.amountPence));
  return {
    applicationId: application.id,
    reference: application.reference,
    paymentStatus: application.paymentStatus,
    paidPence,
    refundedPence: sum(refunds.filter((r) => r.status === 'SUCCEEDED').map((r) => r.amountPence)),
    remainingPence: refundableRemaining(paidPence, refunds.map(asEarlier)),
  };
}

/**
 * A PENDING refund of a captured payment, never more than what was paid minus every refund not
 * FAILED; the application's row is locked, so two creations racing cannot together exceed it.
 */
export async function createRefund(core: Core, actor: Actor, input: unknown): Promise<RefundView> {
  const { applicationId, amount, reason } = parseInput(createRefundSchema, input);
  const em = core.em();
  await requireAdminPermission(em, actor, 'manage_refunds');
  return em.transactional(async (tx) => {
    const application = await findApplication(tx, applicationId, true);
    const { payments, refunds } = await ledgerOf(tx, application);
    const refundable = payments.filter((p) => refundableBy(p, core.payments.kind));
    if (!refundable.length) throw new ConflictError('This application has no captured payment to refund', 'NOT_REFUNDABLE');
    // A provider refund returns money on one payment: the first with enough left (refunds of no payment count against the first).
    const remainingOf = (payment: Payment) =>
      refundableRemaining(payment.amountPence, refunds.filter((r) => (r.payment?.id ?? payments[0]!.id) === payment.id).map(asEarlier));
    const payment = refundable.find((p) => remainingOf(p) >= amount);
    if (!payment) {
      const remaining = Math.max(0, ...refundable.map(remainingOf));
      throw new ConflictError(
        `A refund of ${formatPence(amount)} exceeds what can still be refunded on ${application.reference} (${formatPence(remaining)} of ${formatPence(sum(payments.map((p) => p.amountPence)))} paid)`,
        'REFUND_EXCEEDS_PAID',
      );
    }
    const refund = tx.create(Refund, {
      application,
      payment,
      amountPence: amount,
      reason,
      status: 'PENDING',
      requestedBy: isStaffActor(actor) ? await tx.findOne(User, { id: actor.userId }) : null,
      requestedByName: actorName(actor),
    });
    await tx.flush();
    recordActivity(tx, application, actor, `Refund of ${formatPence(amount)} requested: ${reason}`);
    audit(tx, actor, 'refund.created', { refundId: refund.id, applicationId: application.id, reference: application.reference, paymentId: payment.id, amountPence: amount, reason });
    await tx.flush();
    return toRefundView(refund);
  });
}

/** Thrown inside the approval's transaction so it rolls back; answered as PROVIDER_ERROR after. */
class ProviderRefusal extends Error {}

/**
 * Approves a PENDING refund: asks the provider (the refund's id as idempotency key, so approving
 * again after a failure never refunds twice) while the refund's row is locked, and records its
 * answer. A provider error is a 502 with its message; the refund stays PENDING and the failure
 * is audited on its own.
 */
export async function approveRefund(core: Core, actor: Actor, input: unknown): Promise<RefundView> {
  const { id } = parseInput(refundIdSchema, input);
  await requireAdminPermission(core.em(), actor, 'manage_refunds');
  let view: RefundView;
  try {
    view = await core.em().transactional(async (tx) => {
      const refund = await tx.findOne(Refund, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!refund) throw new NotFoundError('Refund not found');
      if (refund.status !== 'PENDING') throw new ConflictError('Only a pending refund can be approved', 'REFUND_NOT_PENDING');
      await tx.populate(refund, ['application', 'payment', 'requestedBy']);
      const payment = refund.payment;
      if (!payment || !refundableBy(payment, core.payments.kind)) throw new ConflictError('This refund has no captured payment to return money on', 'NOT_REFUNDABLE');
      const paymentIntentId = payment.providerPaymentIntentId ?? null;
      let answer: ProviderRefund;
      try {
        answer = await core.payments.createRefund({ refundId: refund.id, applicationId: refund.application.id, paymentIntentId, amountPence: refund.amountPence });
      } catch (error) {
        throw new ProviderRefusal(error instanceof Error ? error.message : String(error));
      }
      refund.decidedBy = isStaffActor(actor) ? await tx.findOne(User, { id: actor.userId }) : null;
      refund.decidedByName = actorName(actor);
      refund.decidedAt = new Date();
      refund.providerRefundId = answer.id;
      const provider = PROVIDER_NAMES[core.payments.kind];
      recordActivity(tx, refund.application, actor, `Refund of ${formatPence(refund.amountPence)} approved and sent to ${provider} (${answer.status})`);
      audit(tx, actor, 'refund.approved', {
        refundId: refund.id,
        applicationId: refund.application.id,
        reference: refund.application.reference,
        amountPence: refund.amountPence,
        provider: core.payments.kind,
        providerRefundId: answer.id,
        providerStatus: answer.status,
      });
      await applyProviderRefund(tx, refund, answer, actor);
      await tx.flush();
      return toRefundView(refund);
    });
  } catch (error) {
    if (!(error instanceof ProviderRefusal)) throw error;
    await core.em().transactional(async (tx) => {
      audit(tx, actor, 'refund.approve_failed', { refundId: id, provider: core.payments.kind, error: error.message });
      await tx.flush();
    });
    throw new AppError(502, 'PROVIDER_ERROR', `The payment provider refused the refund: ${error.message}`);
  }
  if (core.payments.kind === 'sandbox' && view.status === 'APPROVED') scheduleSandboxRefundSettlement(core, view.id);
  return view;
}

/** Our status for the provider's word (Stripe: pending, requires_action, succeeded, failed, canceled). */
function refundStatusOf(providerStatus: string): Exclude<RefundStatus, 'PENDING'> {
  if (providerStatus === 'succeeded') return 'SUCCEEDED';
  if (providerStatus === 'failed' || providerStatus === 'canceled') return 'FAILED';
  return 'APPROVED';
}

/**
 * Whether the provider's report may move a refund: a FAILED refund stays failed, a succeeded one
 * can still fail (Stripe reports refunds that bounce), and a late `pending` never undoes a result.
 */
function mayMove(from: RefundStatus, to: Exclude<RefundStatus, 'PENDING'>): boolean {
  if (from === 'FAILED') return to === 'FAILED';
  if (from === 'SUCCEEDED') return to !== 'APPROVED';
  return true;
}

/**
 * Records the provider's answer or report on a refund whose row the caller has locked: its id and
 * status, and when it settles, the application's payment status (REFUNDED once succeeded refunds
 * sum to what was paid), a line in its history, an audit row and an `application_updated` event.
 */
export async function applyProviderRefund(tx: EntityManager, refund: Refund, answer: ProviderRefund, actor: Actor): Promise<RefundEffect> {
  const next = refundStatusOf(answer.status);
  if (!mayMove(refund.status, next)) return 'ignored';
  refund.providerRefundId ??= answer.id;
  refund.providerStatus = answer.status;
  if (next === refund.status) return 'ignored';
  const from = refund.status;
  refund.status = next;
  if (next === 'APPROVED') return 'refund_pending';
  const application = refund.application;
  refund.settledAt = new Date();
  refund.error = next === 'FAILED' ? (answer.failureReason ?? answer.status) : null;
  await tx.lock(application, LockMode.PESSIMISTIC_WRITE);
  await tx.flush();
  const [totals] = await tx.getConnection().execute<{ paid: string; refunded: string }[]>(
    `select (select coalesce(sum(amount_pence), 0) from payment where application_id = ? and status = 'PAID') as paid,
            (select coalesce(sum(amount_pence), 0) from refund where application_id = ? and status = 'SUCCEEDED') as refunded`,
    [application.id, application.id],
    'all',
    tx.getTransactionContext(),
  );
  const paymentStatus = paymentStatusAfterRefunds(Number(totals!.paid), Number(totals!.refunded));
  const amount = formatPence(refund.amountPence);
  recordActivity(tx, application, actor, next === 'SUCCEEDED' ? `Refund of ${amount} succeeded` : `Refund of ${amount} failed: ${refund.error}`, 'Payments');
  audit(tx, actor, next === 'SUCCEEDED' ? 'refund.succeeded' : 'refund.failed', {
    refundId: refund.id,
    applicationId: application.id,
    reference: application.reference,
    amountPence: refund.amountPence,
    providerRefundId: refund.providerRefundId,
    from,
    ...(refund.error ? { error: refund.error } : {}),
    paymentStatus,
  });
  if (application.paymentStatus !== 'UNPAID') application.paymentStatus = paymentStatus;
  await publishEvent(tx, {
    type: 'application_updated',
    data: { applicationId: application.id, reference: application.reference, status: application.status, paymentStatus: application.paymentStatus, refundId: refund.id, refundStatus: next },
  });
  return next === 'SUCCEEDED' ? 'refund_succeeded' : 'refund_failed';
}

/**
 * The refund a provider's report is about, locked: by its provider id, or by our id in its
 * metadata (a report that overtook the approval's commit waits for it on the lock). Null when it
 * is not one of ours.
 */
export async function lockRefundOfProvider(tx: EntityManager, providerRefundId: string, metadataRefundId: string | undefined): Promise<Refund | null> {
  const options = { lockMode: LockMode.PESSIMISTIC_WRITE } as const;
  let refund = await tx.findOne(Refund, { providerRefundId }, options);
  if (!refund && metadataRefundId && refundIdSchema.safeParse({ id: metadataRefundId }).success) {
    refund = await tx.findOne(Refund, { id: metadataRefundId }, options);
    if (refund?.providerRefundId && refund.providerRefundId !== providerRefundId) return null;
  }
  if (refund) await tx.populate(refund, ['application', 'requestedBy', 'decidedBy']);
  return refund;
}

async function findApplication(em: EntityManager, ref: string, lock: boolean): Promise<Application> {
  const application = await em.findOne(Application, isApplicationReference(ref) ? { reference: ref } : { id: ref }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  if (!application) throw new NotFoundError('Application not found');
  return application;
}

/** The application's captured payments (oldest first) and every refund asked on it. */
async function ledgerOf(em: EntityManager, application: Application): Promise<{ payments: Payment[]; refunds: Refund[] }> {
  const payments = await em.find(Payment, { application, status: 'PAID' }, { orderBy: { paidAt: 'asc', createdAt: 'asc' } });
  const refunds = await em.find(Refund, { application });
  return { payments, refunds };
}

/** A payment the configured provider can return money on: taken by it, and with Stripe, with its PaymentIntent. */
const refundableBy = (payment: Payment, kind: Core['payments']['kind']) => payment.provider === kind && (kind === 'sandbox' || Boolean(payment.providerPaymentIntentId));

const asEarlier = (refund: Refund) => ({ amount: refund.amountPence, status: refund.status });
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
