import { randomBytes } from 'node:crypto';
import type { Core } from '../core.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import type { WebhookOutcome } from '@eta/domain';
import { Payment, Refund } from './entities.ts';
import { handlePaymentWebhook } from './webhook.ts';

export type SandboxSession = { sessionId: string; reference: string; amountPence: number; email: string; status: Payment['status'] };

async function findSandboxPayment(core: Core, sessionId: string) {
  const payment = await core.em().findOne(Payment, { providerSessionId: sessionId, provider: 'sandbox' }, { populate: ['application', 'application.client'] });
  if (!payment) throw new NotFoundError('This test checkout session does not exist.');
  return payment;
}

export async function sandboxSession(core: Core, sessionId: string): Promise<SandboxSession> {
  const payment = await findSandboxPayment(core, sessionId);
  return {
    sessionId,
    reference: payment.application.reference,
    amountPence: payment.amountPence,
    email: payment.application.client.email,
    status: payment.status,
  };
}

/**
 * "Pay" on the sandbox page: builds the event Stripe would send, signs it the way Stripe signs
 * webhooks, and hands it to the same handler as real webhooks.
 */
export async function paySandboxSession(core: Core, sessionId: string): Promise<void> {
  const payment = await findSandboxPayment(core, sessionId);
  if (payment.status === 'PAID') return;
  if (payment.status !== 'PENDING') throw new ConflictError('This test checkout session has expired. Go back and pay again.', 'SESSION_CLOSED');
  const payload = JSON.stringify({
    id: `evt_sandbox_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        status: 'complete',
        amount_total: payment.amountPence,
        currency: 'gbp',
        client_reference_id: payment.application.id,
        metadata: { applicationId: payment.application.id, reference: payment.application.reference },
        payment_intent: `pi_sandbox_${randomBytes(12).toString('hex')}`,
      },
    },
  });
  const signature = core.payments.stripe.webhooks.generateTestHeaderString({ payload, secret: core.payments.webhookSecret });
  await handlePaymentWebhook(core, payload, signature);
}

/** How long the sandbox takes to settle a refund it accepted: long enough to be seen processing. */
export const SANDBOX_REFUND_SETTLE_MS = 300;

const settling = new Set<Promise<unknown>>();

/**
 * What Stripe does after answering `pending`: a signed `refund.updated` event (succeeded) for the
 * refund, handed to the one webhook handler, so sandbox refunds settle through the same path.
 */
export async function settleSandboxRefund(core: Core, refundId: string): Promise<WebhookOutcome> {
  const refund = await core.em().findOne(Refund, { id: refundId }, { populate: ['application', 'payment'] });
  if (!refund?.providerRefundId) throw new NotFoundError('This refund was not sent to the sandbox.');
  const payload = JSON.stringify({
    id: `evt_sandbox_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type: 'refund.updated',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: refund.providerRefundId,
        object: 'refund',
        amount: refund.amountPence,
        currency: 'gbp',
        status: 'succeeded',
        failure_reason: null,
        payment_intent: refund.payment?.providerPaymentIntentId ?? null,
        metadata: { refundId: refund.id, applicationId: refund.application.id },
      },
    },
  });
  const signature = core.payments.stripe.webhooks.generateTestHeaderString({ payload, secret: core.payments.webhookSecret });
  return handlePaymentWebhook(core, payload, signature);
}

/** Settles a sandbox refund shortly after its approval, without holding up the approval's answer. */
export function scheduleSandboxRefundSettlement(core: Core, refundId: string, delayMs = SANDBOX_REFUND_SETTLE_MS): void {
  const settled = new Promise((resolve) => setTimeout(resolve, delayMs))
    .then(() => settleSandboxRefund(core, refundId))
    // A core closed meanwhile: the refund stays APPROVED, as a Stripe refund would until its webhook.
    .catch(() => undefined)
    .finally(() => settling.delete(settled));
  settling.add(settled);
}

/** Resolves once every scheduled sandbox settlement has been delivered (tests await it). */
export async function sandboxRefundsSettled(): Promise<void> {
  while (settling.size) await Promise.all([...settling]);
}
