import { randomBytes, randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { Config } from '../config.ts';

export type CheckoutRequest = {
  applicationId: string;
  reference: string;
  amountPence: number;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
};

export type RefundRequest = {
  /** Our refund row's id: the idempotency key, so approving again never refunds twice. */
  refundId: string;
  applicationId: string;
  /** The captured payment (Stripe's PaymentIntent id); the sandbox does without one. */
  paymentIntentId: string | null;
  amountPence: number;
};

/** The provider's answer: its refund id and its own status word (Stripe: pending, succeeded, failed, canceled, requires_action). */
export type ProviderRefund = { id: string; status: string; failureReason: string | null };

/**
 * Where card payments happen. Both kinds confirm payment the same way: a Stripe-signed
 * `checkout.session.completed` event delivered to the one webhook handler.
 */
export type PaymentProvider = {
  kind: 'stripe' | 'sandbox';
  webhookSecret: string;
  /** The SDK, used for webhook signatures in both kinds and for API calls with Stripe. */
  stripe: Stripe;
  createCheckout: (request: CheckoutRequest) => Promise<{ sessionId: string; url: string }>;
  /** Closes an open checkout session so it can no longer be paid. */
  expireCheckout: (sessionId: string) => Promise<void>;
  /**
   * Returns money on a captured payment. Throws when the provider refuses or cannot be reached;
   * a refund it accepted settles later through `refund.*` / `charge.refunded` webhooks.
   */
  createRefund: (request: RefundRequest) => Promise<ProviderRefund>;
};

const PRODUCT_NAME = 'UK ETA application service (private agency fee)';

export function stripeProvider(config: Config, webhookSecret: string): PaymentProvider {
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
  const stripe = new Stripe(config.STRIPE_SECRET_KEY!, {
    maxNetworkRetries: 2,
    ...(base ? { host: base.hostname, port: base.port, protocol: base.protocol.replace(':', '') as 'http' | 'https' } : {}),
  });
  return {
    kind: 'stripe',
    webhookSecret,
    stripe,
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          currency: 'gbp',
          line_items: [{ quantity: 1, price_data: { currency: 'gbp', unit_amount: request.amountPence, product_data: { name: PRODUCT_NAME } } }],
          customer_email: request.customerEmail,
          client_reference_id: request.applicationId,
          metadata: { applicationId: request.applicationId, reference: request.reference },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // One key per checkout attempt: the SDK's own retries reuse it, a new attempt gets a new session.
        { idempotencyKey: `checkout-${request.applicationId}-${randomUUID()}` },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { sessionId: session.id, url: session.url };
    },
    async expireCheckout(sessionId) {
      await stripe.checkout.sessions.expire(sessionId);
    },
    async createRefund(request) {
      if (!request.paymentIntentId) throw new Error('The payment has no Stripe PaymentIntent to refund');
      const refund = await stripe.refunds.create(
        { payment_intent: request.paymentIntentId, amount: request.amountPence, metadata: { refundId: request.refundId, applicationId: request.applicationId } },
        { idempotencyKey: request.refundId },
      );
      return { id: refund.id, status: refund.status ?? 'pending', failureReason: refund.failure_reason ?? null };
    },
  };
}

/** The sandbox's refund id for one of our refunds: one per refund, as an idempotency key gives with Stripe. */
export const sandboxRefundId = (refundId: string): string => `re_sandbox_${refundId.replaceAll('-', '')}`;

/** The local stand-in: a test-payment page served by our API, signing its events like Stripe. */
export function sandboxProvider(webhookSecret: string): PaymentProvider {
  return {
    kind: 'sandbox',
    webhookSecret,
    stripe: new Stripe('sk_test_sandbox_not_used_for_api_calls'),
    async createCheckout() {
      const sessionId = `cs_test_sandbox_${randomBytes(16).toString('hex')}`;
      return { sessionId, url: `/sandbox/checkout/${sessionId}` };
    },
    // The sandbox page refuses a session whose payment row is no longer PENDING.
    async expireCheckout() {},
    // Like Stripe: accepted as pending, the same id for the same key; core then delivers the signed
    // `refund.updated` (succeeded) event through the webhook handler (sandbox.ts, settleSandboxRefund).
    async createRefund(request) {
      return { id: sandboxRefundId(request.refundId), status: 'pending', failureReason: null };
    },
  };
}
