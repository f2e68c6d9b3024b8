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
  };
}

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
  };
}
