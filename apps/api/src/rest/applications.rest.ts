import type { FastifyInstance } from 'fastify';
import { checkoutStatus, handlePaymentWebhook, lookupPortalApplications, startCheckout, submitApplication, type Core } from '@eta/core';
import { restRoute } from './rest.ts';
import { publicOrigin } from '../http/origin.ts';

export function registerApplicationRoutes(app: FastifyInstance, core: Core): void {
  restRoute(app, core, 'POST', '/api/apply', ({ actor, request }) => submitApplication(core, actor, request.body, { idempotencyKey: request.headers['idempotency-key'] }), { status: 201 });
  restRoute(app, core, 'POST', '/api/checkout', ({ actor, request }) => startCheckout(core, actor, request.body, publicOrigin(core, request)));
  restRoute(app, core, 'GET', '/api/checkout/status', ({ request }) => checkoutStatus(core, (request.query as { session_id?: string }).session_id));
  restRoute(app, core, 'GET', '/api/portal/applications', ({ actor, request }) => lookupPortalApplications(core, actor, request.query));

  // Signatures are computed over the exact bytes sent, so this route keeps the raw body.
  void app.register(async (webhooks) => {
    webhooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhooks.post('/api/webhooks/stripe', async (request) => {
      const signature = request.headers['stripe-signature'];
      return handlePaymentWebhook(core, request.body as Buffer, Array.isArray(signature) ? signature[0] : signature);
    });
  });
}
