import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type Stripe from 'stripe';
import type { WebhookOutcome } from '@eta/domain';
import type { Core } from '../core.ts';
import { systemActor } from '../auth/actor.ts';
import { audit } from '../audit/audit.ts';
import { AppError } from '../errors.ts';
import { publishEvent } from '../events/events.ts';
import { Activity, type Application } from '../applications/entities.ts';
import { notifyApplicant } from '../applications/notify.ts';
import { Payment, Refund, WebhookEvent } from './entities.ts';
import { applyProviderRefund, lockRefundOfProvider } from './refunds.ts';

const actor = systemActor('payments-webhook');

/**
 * The one place payment confirmations arrive, from Stripe or from the sandbox checkout. The raw
 * body's signature is checked with the Stripe SDK; each event id is recorded in the same
 * transaction as its effect, so an event is handled once.
 */
export async function handlePaymentWebhook(core: Core, rawBody: Buffer | string, signature: string | undefined): Promise<WebhookOutcome> {
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error('missing signature');
    event = core.payments.stripe.webhooks.constructEvent(rawBody, signature, core.payments.webhookSecret);
  } catch {
    throw new AppError(400, 'INVALID_SIGNATURE', 'The webhook signature is missing or does not match');
  }
  try {
    return await core.em().transactional(async (tx) => {
      tx.create(WebhookEvent, { id: event.id, provider: core.payments.kind, type: event.type });
      await tx.flush();
      return { received: true as const, type: event.type, effect: await applyEvent(core, tx, event) };
    });
  } catch (error) {
    // Stripe retries any answer but 2xx for days: an event handled before is acknowledged again.
    if (error instanceof UniqueConstraintViolationException) return { received: true, type: event.type, effect: 'duplicate' };
    throw error;
  }
}

async function applyEvent(core: Core, tx: EntityManager, event: Stripe.Event): Promise<WebhookOutcome['effect']> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return event.data.object.payment_status === 'paid' ? markPaid(core, tx, event.data.object) : 'ignored';
    case 'checkout.session.expired':
      return closeUnpaid(tx, event.data.object.id, 'EXPIRED');
    case 'checkout.session.async_payment_failed':
      return closeUnpaid(tx, event.data.object.id, 'FAILED');
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
      return reconcileRefund(tx, event.data.object);
    case 'charge.refunded':
      return reconcileChargeRefunded(tx, event.data.object);
    default:
      return 'ignored';
  }
}

async function markPaid(core: Core, tx: EntityManager, session: Stripe.Checkout.Session): Promise<'paid' | 'flagged' | 'ignored'> {
  const payment = await tx.findOne(Payment, { providerSessionId: session.id }, { populate: ['application', 'application.client'] });
  if (!payment || payment.status === 'PAID') return 'ignored';
  const application = payment.application;
  const now = new Date();
  payment.providerPaymentIntentId = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
  const paid = `£${((session.amount_total ?? 0) / 100).toFixed(2)} ${String(session.currency ?? '?').toUpperCase()}`;
  if (session.amount_total !== payment.amountPence || session.currency !== payment.currency) {
    payment.status = 'NEEDS_REVIEW';
    return flag(tx, application, `Payment of ${paid} does not match the fee of £${(payment.amountPence / 100).toFixed(2)} GBP; held for staff review`, 'payment.amount_mismatch', {
      paymentId: payment.id,
      amountPaid: session.amount_total,
      currencyPaid: session.currency,
      amountExpected: payment.amountPence,
    });
  }
  payment.status = 'PAID';
  payment.paidAt = now;
  if (application.paymentStatus === 'PAID') {
    return flag(tx, application, `A second payment of ${paid} was received for an application already paid; it should be refunded`, 'payment.duplicate', { paymentId: payment.id });
  }
  application.paymentStatus = 'PAID';
  application.paidAt = now;
  const wasDraft = application.status === 'DRAFT';
  if (wasDraft) application.status = 'RECEIVED';
  tx.create(Activity, { application, description: `Payment of £${(payment.amountPence / 100).toFixed(2)} received; application submitted for review`, actorType: actor.type, actorName: 'Payments' });
  audit(tx, actor, 'payment.completed', { applicationId: application.id, reference: application.reference, paymentId: payment.id, amountPence: payment.amountPence });
  if (wasDraft) await notifyApplicant(core, tx, application, { status: 'RECEIVED', payment: true });
  await publishEvent(tx, { type: 'application_updated', data: { applicationId: application.id, reference: application.reference, status: application.status, paymentStatus: 'PAID' } });
  return 'paid';
}

/** A payment staff must look at: written to the application's history and the audit log, and announced to the console. */
async function flag(tx: EntityManager, application: Application, description: string, action: string, details: Record<string, unknown>): Promise<'flagged'> {
  tx.create(Activity, { application, description, actorType: actor.type, actorName: 'Payments' });
  audit(tx, actor, action, { applicationId: application.id, reference: application.reference, ...details });
  await publishEvent(tx, { type: 'application_updated', data: { applicationId: application.id, reference: application.reference, status: application.status, paymentStatus: application.paymentStatus, flagged: action } });
  return 'flagged';
}

async function closeUnpaid(tx: EntityManager, sessionId: string, status: 'EXPIRED' | 'FAILED'): Promise<'expired' | 'failed' | 'ignored'> {
  const payment = await tx.findOne(Payment, { providerSessionId: sessionId });
  if (!payment || payment.status !== 'PENDING') return 'ignored';
  payment.status = status;
  audit(tx, actor, `payment.${status.toLowerCase()}`, { paymentId: payment.id });
  return status === 'EXPIRED' ? 'expired' : 'failed';
}

type RefundEffect = Awaited<ReturnType<typeof applyProviderRefund>>;

/** A `refund.*` event: the refund's provider status moves ours (pending → succeeded or failed); a refund not ours is ignored. */
async function reconcileRefund(tx: EntityManager, object: Stripe.Refund): Promise<RefundEffect> {
  const refund = await lockRefundOfProvider(tx, object.id, object.metadata?.refundId);
  if (!refund) return 'ignored';
  return applyProviderRefund(tx, refund, { id: object.id, status: object.status ?? 'pending', failureReason: object.failure_reason ?? null }, actor);
}

/**
 * `charge.refunded`: each of the charge's refunds we know is reconciled. Without the list (newer
 * API versions do not expand it), approved refunds of that payment succeed once `amount_refunded`
 * covers them.
 */
async function reconcileChargeRefunded(tx: EntityManager, charge: Stripe.Charge): Promise<RefundEffect> {
  const effects: RefundEffect[] = [];
  if (charge.refunds?.data.length) {
    for (const object of charge.refunds.data) effects.push(await reconcileRefund(tx, object));
  } else {
    const intent = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    const payment = intent ? await tx.findOne(Payment, { providerPaymentIntentId: intent }) : null;
    if (!payment) return 'ignored';
    const refunds = await tx.find(Refund, { payment, status: { $in: ['APPROVED', 'SUCCEEDED'] } }, { orderBy: { createdAt: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE });
    await tx.populate(refunds, ['application']);
    const covered = refunds.reduce((total, r) => total + r.amountPence, 0) <= charge.amount_refunded;
    for (const refund of refunds) {
      if (covered && refund.status === 'APPROVED' && refund.providerRefundId) {
        effects.push(await applyProviderRefund(tx, refund, { id: refund.providerRefundId, status: 'succeeded', failureReason: null }, actor));
      }
    }
  }
  return effects.find((effect) => effect !== 'ignored') ?? 'ignored';
}
