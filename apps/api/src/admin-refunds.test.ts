import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { Application, AuditLog, Payment, Refund, RolePermission, WebhookEvent, cliActor, createStaff, ensureFirstAdmin, type Core } from '@eta/core';
import { createTestCore } from '@eta/core/testing';
import { refundableSchema, refundViewSchema, type RefundView } from '@eta/domain';
import { createServer, type Server } from './server.ts';
import { startStripeStub } from './testing/stripe-stub.ts';
import { applyPayload } from './testing/fixtures.ts';
import { sessionCookie } from './testing/sign-in.ts';

const WEBHOOK_SECRET = 'whsec_refund_secret';
const PASSWORD = 'a-long-staff-password';
const stripe = new Stripe('sk_test_unused');
let core: Core;
let server: Server;
let stub: Awaited<ReturnType<typeof startStripeStub>>;
let admin: string;
let staff: string;

const signIn = (email: string) => sessionCookie(server, email, PASSWORD);

const call = (cookie: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });

/** A fresh draft, as /api/apply leaves it: unpaid. */
async function draftApplication(): Promise<{ id: string; reference: string }> {
  const res = await server.app.inject({ method: 'POST', url: '/api/apply', payload: await applyPayload(core, { email: `refund.${Math.random().toString(36).slice(2)}@example.com` }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ application: { id: string; reference: string } }>().application;
}

/** A paid application, as the checkout webhook leaves it: RECEIVED, PAID, one captured payment with its intent. */
async function paidApplication(amountPence = 7500): Promise<{ id: string; reference: string; intent: string }> {
  const { id, reference } = await draftApplication();
  const intent = `pi_test_${id.replaceAll('-', '').slice(0, 16)}`;
  const em = core.em();
  const application = await em.findOneOrFail(Application, { id });
  application.status = 'RECEIVED';
  application.paymentStatus = 'PAID';
  application.paidAt = new Date();
  em.create(Payment, { application, provider: 'stripe', providerSessionId: `cs_test_${intent}`, providerPaymentIntentId: intent, amountPence, status: 'PAID', paidAt: new Date() });
  await em.flush();
  return { id, reference, intent };
}

async function create(applicationId: string, amount: number, reason = 'Customer asked'): Promise<RefundView> {
  const res = await call(admin, 'POST', '/api/admin/refunds', { applicationId, amount, reason });
  expect(res.statusCode, res.body).toBe(201);
  return refundViewSchema.parse(res.json());
}

const approve = (id: string) => call(admin, 'POST', `/api/admin/refunds/${id}/approve`);

function signedEvent(type: string, object: Record<string, unknown>) {
  const id = `evt_${Math.random().toString(36).slice(2)}`;
  const payload = JSON.stringify({ id, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } });
  return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
}
const sendWebhook = ({ payload, signature }: { payload: string; signature: string }) =>
  server.app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });

const refundRow = (id: string) => core.em().findOneOrFail(Refund, { id });
const paymentStatusOf = async (id: string) => (await core.em().findOneOrFail(Application, { id })).paymentStatus;
const auditActions = async (refundId: string) =>
  (await core.em().find(AuditLog, { action: { $like: 'refund.%' } }, { orderBy: { createdAt: 'asc' } })).filter((row) => (row.details as { refundId?: string }).refundId === refundId).map((row) => row.action);

beforeAll(async () => {
  stub = await startStripeStub();
  core = await createTestCore({ env: { STRIPE_SECRET_KEY: 'sk_test_stub', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stub.url } });
  server = await createServer(core, { webDist: null });
  await ensureFirstAdmin(core, { email: 'admin@agency.test', password: PASSWORD });
  await createStaff(core, cliActor('test'), { email: 'staff@agency.test', password: PASSWORD, role: 'STAFF', firstName: 'Sam', lastName: 'Staff' });
  admin = await signIn('admin@agency.test');
  staff = await signIn('staff@agency.test');
});
afterAll(async () => {
  await server.stop();
  await core.close();
  await stub.close();
});
beforeEach(() => {
  stub.refundSettings.answer = 'pending';
});

describe('who may manage refunds', () => {
  const anyId = '00000000-0000-4000-8000-000000000000';
  const calls: [method: 'GET' | 'POST', url: string, body?: object][] = [
    ['GET', '/api/admin/refunds'],
    ['POST', '/api/admin/refunds', { applicationId: 'ETA-ABC234', amount: 100, reason: 'x' }],
    ['POST', `/api/admin/refunds/${anyId}/approve`],
  ];

  it.each(calls)('%s %s: 401 signed out, 403 for STAFF and for an ADMIN role without manage_refunds', async (method, url, body) => {
    expect((await call(null, method, url, body)).statusCode).toBe(401);
    const asStaff = await call(staff, method, url, body);
    expect(asStaff.statusCode).toBe(403);
    expect(asStaff.json()).toMatchObject({ code: 'FORBIDDEN' });
    await core.em().nativeDelete(RolePermission, { role: 'ADMIN', permission: 'manage_refunds' });
    try {
      const withoutPermission = await call(admin, method, url, body);
      expect(withoutPermission.statusCode).toBe(403);
      expect(withoutPermission.json()).toMatchObject({ code: 'FORBIDDEN', error: 'Your role does not have the manage_refunds permission' });
    } finally {
      const em = core.em();
      em.create(RolePermission, { role: 'ADMIN', permission: 'manage_refunds' });
      await em.flush();
    }
  });
});

describe('creating a refund', () => {
  it('takes the reference admins know, lists it as PENDING with the spec fields, and audits it', async () => {
    const app = await paidApplication();
    const created = await create(app.reference.toLowerCase(), 2500, 'Duplicate booking');
    expect(created).toMatchObject({ applicationId: app.id, reference: app.reference, amount: 2500, reason: 'Duplicate booking', status: 'PENDING', providerStatus: null, requestedBy: 'admin@agency.test' });
    const list = await call(admin, 'GET', '/api/admin/refunds');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(expect.objectContaining({ id: created.id, applicationId: app.id, amount: 2500, reason: 'Duplicate booking', status: 'PENDING' }));
    expect(await auditActions(created.id)).toEqual(['refund.created']);
    const refundable = await call(admin, 'GET', `/api/admin/refunds/refundable?applicationId=${app.reference}`);
    expect(refundableSchema.parse(refundable.json())).toEqual({ applicationId: app.id, reference: app.reference, paymentStatus: 'PAID', paidPence: 7500, refundedPence: 0, remainingPence: 5000 });
  });

  it('asks for every field (400, the spec message)', async () => {
    const res = await call(admin, 'POST', '/api/admin/refunds', { applicationId: '', reason: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: 'Please fill in all fields' });
  });

  it('refuses an unpaid application or one paid elsewhere (409 NOT_REFUNDABLE) and an unknown one (404)', async () => {
    const unpaid = await draftApplication();
    const res = await call(admin, 'POST', '/api/admin/refunds', { applicationId: unpaid.id, amount: 100, reason: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NOT_REFUNDABLE' });
    expect((await call(admin, 'POST', '/api/admin/refunds', { applicationId: 'ETA-ZZZZZZ', amount: 100, reason: 'x' })).statusCode).toBe(404);
    // Paid through the sandbox while Stripe is configured: Stripe has nothing to refund.
    const sandboxPaid = await paidApplication(7500);
    await core.em().nativeUpdate(Payment, { application: sandboxPaid.id }, { provider: 'sandbox', providerPaymentIntentId: null });
    const other = await call(admin, 'POST', '/api/admin/refunds', { applicationId: sandboxPaid.id, amount: 100, reason: 'x' });
    expect(other.json()).toMatchObject({ code: 'NOT_REFUNDABLE' });
  });

  it('never exceeds what was paid minus earlier refunds, pending ones included', async () => {
    const app = await paidApplication(7500);
    const over = await call(admin, 'POST', '/api/admin/refunds', { applicationId: app.id, amount: 7501, reason: 'x' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'REFUND_EXCEEDS_PAID' });
    await create(app.id, 5000);
    const together = await call(admin, 'POST', '/api/admin/refunds', { applicationId: app.id, amount: 3000, reason: 'x' });
    expect(together.statusCode).toBe(409);
    expect(together.json()).toMatchObject({ code: 'REFUND_EXCEEDS_PAID', error: expect.stringContaining('£25.00 of £75.00') });
    await create(app.id, 2500);
    expect((await call(admin, 'POST', '/api/admin/refunds', { applicationId: app.id, amount: 1, reason: 'x' })).statusCode).toBe(409);
  });

  it('lets only one of two racing creations take the last of the payment', async () => {
    const app = await paidApplication(7500);
    const results = await Promise.all([5000, 5000].map((amount) => call(admin, 'POST', '/api/admin/refunds', { applicationId: app.id, amount, reason: 'race' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('approving through Stripe', () => {
  it('sends the refund with its id as idempotency key, then a refund.updated webhook settles it: partial, then full', async () => {
    const app = await paidApplication(7500);
    const first = await create(app.reference, 2500);
    const approved = await approve(first.id);
    expect(approved.statusCode, approved.body).toBe(200);
    const sent = stub.refunds.at(-1)!;
    expect(sent.idempotencyKey).toBe(first.id);
    expect(sent.params).toMatchObject({ payment_intent: app.intent, amount: '2500', 'metadata[refundId]': first.id, 'metadata[applicationId]': app.id });
    expect(approved.json()).toMatchObject({ id: first.id, status: 'APPROVED', providerStatus: 'pending', decidedBy: 'admin@agency.test', settledAt: null });
    expect((await refundRow(first.id)).providerRefundId).toBe(sent.id);
    expect(await paymentStatusOf(app.id)).toBe('PAID');

    const event = signedEvent('refund.updated', { id: sent.id, object: 'refund', amount: 2500, status: 'succeeded', payment_intent: app.intent, metadata: { refundId: first.id } });
    const delivered = await sendWebhook(event);
    expect(delivered.json()).toEqual({ received: true, type: 'refund.updated', effect: 'refund_succeeded' });
    expect(await refundRow(first.id)).toMatchObject({ status: 'SUCCEEDED', providerStatus: 'succeeded', settledAt: expect.any(Date) });
    expect(await paymentStatusOf(app.id)).toBe('PARTIALLY_REFUNDED');
    // Stripe retries: the same event is acknowledged, and changes nothing.
    expect((await sendWebhook(event)).json()).toEqual({ received: true, type: 'refund.updated', effect: 'duplicate' });
    expect(await auditActions(first.id)).toEqual(['refund.created', 'refund.approved', 'refund.succeeded']);

    // The rest, answered succeeded at once by Stripe.
    stub.refundSettings.answer = 'succeeded';
    const rest = await create(app.id, 5000);
    const settled = await approve(rest.id);
    expect(settled.json()).toMatchObject({ status: 'SUCCEEDED', providerStatus: 'succeeded', settledAt: expect.any(String) });
    expect(await paymentStatusOf(app.id)).toBe('REFUNDED');
    const all = (await call(admin, 'GET', '/api/admin/refunds?status=ALL')).json() as RefundView[];
    expect(all.filter((r) => r.applicationId === app.id).map((r) => r.status)).toEqual(['SUCCEEDED', 'SUCCEEDED']);
    expect((await call(admin, 'GET', '/api/admin/refunds')).json()).not.toContainEqual(expect.objectContaining({ applicationId: app.id }));
  });

  it('records a failed refund with its reason and gives the money back to refund', async () => {
    const app = await paidApplication(7500);
    stub.refundSettings.answer = 'failed';
    const refund = await create(app.id, 7500);
    const res = await approve(refund.id);
    expect(res.json()).toMatchObject({ status: 'FAILED', providerStatus: 'failed', error: 'expired_or_canceled_card' });
    expect(await paymentStatusOf(app.id)).toBe('PAID');
    expect(await auditActions(refund.id)).toEqual(['refund.created', 'refund.approved', 'refund.failed']);
    // Not counted: the whole payment can be asked again.
    await create(app.id, 7500);
  });

  it('fails an approved refund on a refund.failed webhook', async () => {
    const app = await paidApplication(7500);
    const refund = await create(app.id, 1000);
    await approve(refund.id);
    const providerId = (await refundRow(refund.id)).providerRefundId!;
    const failed = await sendWebhook(signedEvent('refund.failed', { id: providerId, object: 'refund', amount: 1000, status: 'failed', failure_reason: 'lost_or_stolen_card' }));
    expect(failed.json()).toMatchObject({ effect: 'refund_failed' });
    expect(await refundRow(refund.id)).toMatchObject({ status: 'FAILED', error: 'lost_or_stolen_card' });
    // A late `pending` never undoes the result.
    const late = await sendWebhook(signedEvent('refund.created', { id: providerId, object: 'refund', amount: 1000, status: 'pending' }));
    expect(late.json()).toMatchObject({ effect: 'ignored' });
    expect((await refundRow(refund.id)).status).toBe('FAILED');
  });

  it('answers a provider error with 502, leaves the refund PENDING and audits it; approving again reuses the key', async () => {
    const app = await paidApplication(7500);
    const refund = await create(app.id, 3000);
    stub.refundSettings.answer = 'error';
    const res = await approve(refund.id);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'PROVIDER_ERROR', error: expect.stringContaining('Charge has already been refunded.') });
    expect(await refundRow(refund.id)).toMatchObject({ status: 'PENDING', providerRefundId: null, decidedAt: null });
    expect(await auditActions(refund.id)).toEqual(['refund.created', 'refund.approve_failed']);

    stub.refundSettings.answer = 'pending';
    expect((await approve(refund.id)).json()).toMatchObject({ status: 'APPROVED' });
    expect(stub.idempotencyKeys.filter((key) => key === refund.id)).toHaveLength(2);
    const again = await approve(refund.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'REFUND_NOT_PENDING' });
  });

  it('reconciles each known refund of a charge.refunded event and ignores refunds not ours', async () => {
    const app = await paidApplication(7500);
    const refund = await create(app.id, 7500);
    await approve(refund.id);
    const providerId = (await refundRow(refund.id)).providerRefundId!;
    const charge = (refunds: object[]) => ({ id: 'ch_test_1', object: 'charge', payment_intent: app.intent, amount: 7500, amount_refunded: 7500, refunded: true, refunds: { object: 'list', data: refunds } });
    const unknown = await sendWebhook(signedEvent('charge.refunded', charge([{ id: 're_someone_else', object: 'refund', status: 'succeeded' }])));
    expect(unknown.json()).toMatchObject({ effect: 'ignored' });
    const known = await sendWebhook(signedEvent('charge.refunded', charge([{ id: providerId, object: 'refund', status: 'succeeded', metadata: { refundId: refund.id } }])));
    expect(known.json()).toMatchObject({ effect: 'refund_succeeded' });
    expect(await paymentStatusOf(app.id)).toBe('REFUNDED');
    expect(await core.em().count(WebhookEvent, { type: 'charge.refunded' })).toBe(2);
  });

  it('settles approved refunds from amount_refunded when the charge does not list them', async () => {
    const app = await paidApplication(7500);
    const refund = await create(app.id, 2000);
    await approve(refund.id);
    const res = await sendWebhook(signedEvent('charge.refunded', { id: 'ch_test_2', object: 'charge', payment_intent: app.intent, amount: 7500, amount_refunded: 2000, refunded: false }));
    expect(res.json()).toMatchObject({ effect: 'refund_succeeded' });
    expect(await paymentStatusOf(app.id)).toBe('PARTIALLY_REFUNDED');
  });
});
