import { randomBytes } from 'node:crypto';
import type { Core } from '../core.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { Payment } from './entities.ts';
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
