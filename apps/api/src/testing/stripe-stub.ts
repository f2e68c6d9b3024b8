import Fastify from 'fastify';
import formbody from '@fastify/formbody';

export type StubbedSession = { id: string; params: Record<string, string> };

/**
 * A local stand-in for the Stripe REST API, enough for the SDK's checkout calls: it records
 * what was asked and answers like Stripe does.
 */
export async function startStripeStub() {
  const sessions: StubbedSession[] = [];
  const app = Fastify();
  await app.register(formbody);
  app.post('/v1/checkout/sessions', async (request, reply) => {
    const params = request.body as Record<string, string>;
    if (request.headers.authorization !== 'Bearer sk_test_stub') {
      return reply.status(401).send({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    const id = `cs_test_stub_${sessions.length + 1}`;
    sessions.push({ id, params });
    return {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: Number(params['line_items[0][price_data][unit_amount]']),
      currency: params['line_items[0][price_data][currency]'],
      metadata: { applicationId: params['metadata[applicationId]'], reference: params['metadata[reference]'] },
      url: `https://checkout.stripe.test/c/pay/${id}`,
    };
  });
  const expired: string[] = [];
  app.post('/v1/checkout/sessions/:id/expire', async (request) => {
    const { id } = request.params as { id: string };
    expired.push(id);
    return { id, object: 'checkout.session', status: 'expired' };
  });
  const keys: string[] = [];
  app.addHook('onRequest', async (request) => {
    const key = request.headers['idempotency-key'];
    if (typeof key === 'string') keys.push(key);
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, sessions, expired, idempotencyKeys: keys, close: () => app.close() };
}
