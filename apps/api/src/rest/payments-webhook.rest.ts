import type { FastifyInstance } from 'fastify';
import { webhookOutcomeSchema } from '@eta/domain';
import { handlePaymentWebhook, type Core } from '@eta/core';
import type { RawRouteDoc } from './declaration.ts';

export const PAYMENT_WEBHOOK_DOCS: RawRouteDoc[] = [
  {
    method: 'POST',
    path: '/api/webhooks/stripe',
    tag: 'webhooks',
    summary: "The card provider's signed event (checkout completed, expired or failed; refund created, updated or failed; charge refunded); each event id is handled once",
    body: { mediaType: 'application/json', description: 'A Stripe event, verified against the Stripe-Signature header over the exact bytes sent.' },
    headers: [{ name: 'Stripe-Signature', description: 'The provider’s signature of the raw body.', required: true }],
    response: webhookOutcomeSchema,
  },
];

export function registerPaymentWebhook(app: FastifyInstance, core: Core): void {
  // Signatures are computed over the exact bytes sent, so this route keeps the raw body.
  void app.register(async (webhooks) => {
    webhooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhooks.post('/api/webhooks/stripe', async (request) => {
      const signature = request.headers['stripe-signature'];
      return handlePaymentWebhook(core, request.body as Buffer, Array.isArray(signature) ? signature[0] : signature);
    });
  });
}
