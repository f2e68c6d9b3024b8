import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type Stripe from 'stripe';
import type { Core } from '../core.ts';
import { systemActor } from '../auth/actor.ts';
import { audit } from '../audit/audit.ts';
import { AppError } from '../errors.ts';
import { publishEvent } from '../events/events.ts';
import { Activity } from '../applications/entities.ts';
import { notifyApplicant } from '../applications/notify.ts';
import { Payment, WebhookEvent } from './entities.ts';

const actor = systemActor('payments-webhook');

export type WebhookOutcome = { received: true; type: string; effect: 'paid' | 'expired' | 'failed' | 'ignored' };

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
    if (error instanceof UniqueConstraintViolationException) {
      throw new AppError(400, 'EVENT_ALREADY_HANDLED', 'This event has already been handled');
    }
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
    default:
      return 'ignored';
  }
}

async function markPaid(core: Core, tx: EntityManager, session: Stripe.Checkout.Session): Promise<'paid' | 'ignored'> {
  const payment = await tx.findOne(Payment, { providerSessionId: session.id }, { populate: ['application', 'application.client'] });
  if (!payment || payment.status === 'PAID') return 'ignored';
  const application = payment.application;
  const now = new Date();
  payment.status = 'PAID';
  payment.paidAt = now;
  payment.providerPaymentIntentId = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
  if (session.amount_total !== null && session.amount_total !== undefined) payment.amountPence = session.amount_total;
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

async function closeUnpaid(tx: EntityManager, sessionId: string, status: 'EXPIRED' | 'FAILED'): Promise<'expired' | 'failed' | 'ignored'> {
  const payment = await tx.findOne(Payment, { providerSessionId: sessionId });
  if (!payment || payment.status !== 'PENDING') return 'ignored';
  payment.status = status;
  audit(tx, actor, `payment.${status.toLowerCase()}`, { paymentId: payment.id });
  return status === 'EXPIRED' ? 'expired' : 'failed';
}
