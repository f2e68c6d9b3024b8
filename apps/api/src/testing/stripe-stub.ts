import Fastify from 'fastify';
import formbody from '@fastify/formbody';

export type StubbedSession = { id: string; params: Record<string, string> };
export type StubbedRefund = { id: string; params: Record<string, string>; idempotencyKey: string | undefined; status: string };
/** How the stub answers the next refunds: a Stripe status, or `error` for a Stripe API error (402, not retried, not remembered). */
export type RefundAnswer = 'pending' | 'succeeded' | 'failed' | 'requires_action' | 'error';

/**
 * A local stand-in for the Stripe REST API, enough for the SDK's checkout and refund calls: it
 * records what was asked and answers like Stripe does. `refundSettings.answer` picks how the next
 * refunds are answered.
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
  const refunds: StubbedRefund[] = [];
  const refundSettings: { answer: RefundAnswer; failureReason: string; errorMessage: string } = {
    answer: 'pending',
    failureReason: 'expired_or_canceled_card',
    errorMessage: 'Charge has already been refunded.',
  };
  app.post('/v1/refunds', async (request, reply) => {
    const params = request.body as Record<string, string>;
    const key = request.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : undefined;
    // Like Stripe, the same key answers the same refund again.
    const earlier = idempotencyKey ? refunds.find((r) => r.idempotencyKey === idempotencyKey) : undefined;
    if (refundSettings.answer === 'error' && !earlier) {
      return reply.status(402).send({ error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: refundSettings.errorMessage } });
    }
    const refund = earlier ?? { id: `re_stub_${refunds.length + 1}`, params, idempotencyKey, status: refundSettings.answer };
    if (!earlier) refunds.push(refund);
    return {
      id: refund.id,
      object: 'refund',
      amount: Number(refund.params.amount),
      currency: 'gbp',
      payment_intent: refund.params.payment_intent,
      status: refund.status,
      failure_reason: refund.status === 'failed' ? refundSettings.failureReason : null,
      metadata: { refundId: refund.params['metadata[refundId]'], applicationId: refund.params['metadata[applicationId]'] },
    };
  });
  const keys: string[] = [];
  app.addHook('onRequest', async (request) => {
    const key = request.headers['idempotency-key'];
    if (typeof key === 'string') keys.push(key);
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, sessions, expired, refunds, refundSettings, idempotencyKeys: keys, close: () => app.close() };
}
