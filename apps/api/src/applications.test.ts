import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Stripe from 'stripe';
import {
  Activity,
  Application,
  AuditLog,
  Client,
  EmailOutbox,
  Payment,
  Setting,
  StoredFile,
  changeApplicationStatus,
  fileStore,
  readFile,
  storeFile,
  cliActor,
  events,
  type AppEvent,
  type Core,
} from '@eta/core';
import { createTestCore } from '@eta/core/testing';
import { createServer, type Server } from './server.ts';
import { startStripeStub } from './testing/stripe-stub.ts';
import { applyPayload } from './testing/fixtures.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
let core: Core;
let server: Server;
let stub: Awaited<ReturnType<typeof startStripeStub>>;
const stripe = new Stripe('sk_test_unused');

beforeAll(async () => {
  stub = await startStripeStub();
  core = await createTestCore({
    env: { STRIPE_SECRET_KEY: 'sk_test_stub', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stub.url, PUBLIC_URL: 'https://eta.example' },
  });
  server = await createServer(core, { webDist: null });
});
afterAll(async () => {
  await server.stop();
  await core.close();
  await stub.close();
});

const post = (url: string, payload: unknown) => server.app.inject({ method: 'POST', url, payload: payload as object });
const counts = async () => ({ applications: await core.em().count(Application), clients: await core.em().count(Client) });

function signedEvent(type: string, object: Record<string, unknown>, id = `evt_${Math.random().toString(36).slice(2)}`) {
  const payload = JSON.stringify({ id, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } });
  return { id, payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
}
const sendWebhook = (payload: string, signature?: string) =>
  server.app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) }, payload });

async function applyAndCheckout(overrides: Parameters<typeof applyPayload>[1] = {}) {
  const applied = await post('/api/apply', await applyPayload(core, overrides));
  const { id, reference } = applied.json().application;
  const checkout = await post('/api/checkout', { applicationId: id });
  return { id, reference, checkout, sessionId: stub.sessions.at(-1)!.id };
}

describe('POST /api/apply', () => {
  /** Exactly the spec's payload (applicant §3, §7), as an API client sends it: no draft key, no uploads, ISO dates. */
  const specPayload = (email: string) => ({
    personal: { firstName: 'Ana', lastName: 'Silva', dateOfBirth: '1988-03-09', nationality: 'Canada' },
    travel: { arrivalDate: `${new Date().getUTCFullYear() + 1}-07-01`, departureDate: `${new Date().getUTCFullYear() + 1}-07-15`, addressLine1: '10 Downing Street', town: 'London', country: 'United Kingdom', purposeOfVisit: 'tourism' },
    passport: { number: 'CA7654321', expiryDate: `${new Date().getUTCFullYear() + 6}-01-31`, country: 'Canada', placeOfIssue: 'Toronto' },
    declarations: { termsAccepted: true },
    email,
  });

  it('accepts the spec payload as an API client sends it, storing dates as dates and the documents it lacks', async () => {
    const res = await post('/api/apply', specPayload('api.client@example.com'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ success: true, application: { id: expect.any(String), reference: expect.stringMatching(/^ETA-/) } });
    const [row] = await core.em().getConnection().execute(
      `select date_of_birth::text, passport_expiry::text, arrival_date::text, departure_date::text, missing_documents, draft_key, personal, travel from application where id = ?`,
      [res.json().application.id],
    );
    const year = new Date().getUTCFullYear();
    expect(row).toMatchObject({ date_of_birth: '1988-03-09', passport_expiry: `${year + 6}-01-31`, arrival_date: `${year + 1}-07-01`, departure_date: `${year + 1}-07-15`, missing_documents: ['passport_scan', 'photo'], draft_key: null });
    expect(row!.personal).not.toHaveProperty('dateOfBirth');
    expect(row!.travel).not.toHaveProperty('arrivalDate');
  });

  it('stores a dd/mm/yyyy date and its ISO twin as the same date', async () => {
    const payload = specPayload('dmy@example.com');
    const res = await post('/api/apply', { ...payload, personal: { ...payload.personal, dateOfBirth: '09/03/1988' } });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await core.em().getConnection().execute(`select date_of_birth::text from application where id = ?`, [res.json().application.id]);
    expect(row!.date_of_birth).toBe('1988-03-09');
  });

  it('de-duplicates by the Idempotency-Key header, and only when one is given', async () => {
    const payload = specPayload('idempotent@example.com');
    const withKey = () => server.app.inject({ method: 'POST', url: '/api/apply', payload, headers: { 'idempotency-key': 'order-7f3a-2026' } });
    const [first, second] = [await withKey(), await withKey()];
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().application).toEqual(first.json().application);
    const [a, b] = [await post('/api/apply', payload), await post('/api/apply', payload)];
    expect(a.json().application.id).not.toBe(b.json().application.id);
    const bad = await server.app.inject({ method: 'POST', url: '/api/apply', payload, headers: { 'idempotency-key': 'x'.repeat(300) } });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses impossible or malformed dates naming each field, and writes nothing', async () => {
    const before = await counts();
    const payload = specPayload('baddates@example.com');
    const res = await post('/api/apply', { ...payload, personal: { ...payload.personal, dateOfBirth: '1988-02-30' }, travel: { ...payload.travel, arrivalDate: '2027/07/01' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual(
      expect.arrayContaining([
        { field: 'personal.dateOfBirth', message: 'Enter a real date as dd/mm/yyyy' },
        { field: 'travel.arrivalDate', message: 'Enter a real date as dd/mm/yyyy' },
      ]),
    );
    expect(await counts()).toEqual(before);
  });

  it('keeps no passport number in plain text in any column or stored file', async () => {
    const number = 'ZQ9081726';
    const scan = await storeFile(core.em(), fileStore(core), { kind: 'passport_scan', bytes: Buffer.from(`PNG-ish bytes P<CANSILVA<<ANA ${number} MRZ`), contentType: 'image/png' });
    const payload = await applyPayload(core, { email: 'plaintext@example.com' });
    const ocrData = { passportNumber: number, expiryDate: '2032-01-31', nationality: 'Canada', dateOfBirth: '1988-03-09', surname: 'Silva', givenNames: 'Ana' };
    const res = await post('/api/apply', { ...payload, passport: { ...payload.passport, number, confirmNumber: number, ocrData, scanUploadId: scan.id } });
    expect(res.statusCode, res.body).toBe(201);

    const connection = core.em().getConnection();
    const columns = await connection.execute<{ table_name: string; column_name: string }[]>(
      `select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY')`,
    );
    expect(columns.length).toBeGreaterThan(20);
    for (const { table_name, column_name } of columns) {
      const [found] = await connection.execute(`select count(*)::int as n from "${table_name}" where "${column_name}"::text ilike ?`, [`%${number}%`]);
      expect(found!.n, `${table_name}.${column_name}`).toBe(0);
    }
    const [stored] = await connection.execute(`select ocr_result from application where id = ?`, [res.json().application.id]);
    expect(stored!.ocr_result).toMatchObject({ surname: 'Silva', passportNumberMatches: true });

    const filesRoot = join(core.config.dataDir, 'files');
    const files = readdirSync(filesRoot, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(readFileSync(join(file.parentPath, file.name)).includes(number), file.name).toBe(false);
    expect((await readFile(core, scan.id)).bytes.toString()).toContain(number);
  });

  it('creates a DRAFT with a reference, an internal mailbox and an encrypted passport number', async () => {
    const payload = await applyPayload(core, { email: ' Jane.Doe@Example.com ' });
    const res = await post('/api/apply', payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ success: true, application: { id: expect.any(String), reference: expect.stringMatching(/^ETA-[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/) } });
    const application = await core.em().findOneOrFail(Application, { id: body.application.id }, { populate: ['client'] });
    expect(application).toMatchObject({ status: 'DRAFT', paymentStatus: 'UNPAID', passportNumberLast4: '4567' });
    expect(application.client.email).toBe('jane.doe@example.com');
    expect(application.internalEmail).toBe(`${body.application.reference.toLowerCase()}@inbox.eta-assist.localhost`);
    expect(application.passportNumberEncrypted).not.toContain('AB1234567');
    expect(core.dataBox.open(application.passportNumberEncrypted!)).toBe('AB1234567');
    expect(JSON.stringify(application.passport)).not.toContain('AB1234567');
    expect(await core.em().count(StoredFile, { application: application.id })).toBe(2);
  });

  it('updates the same draft when the browser resubmits it, never duplicating', async () => {
    const payload = await applyPayload(core, { email: 'again@example.com' });
    const first = (await post('/api/apply', payload)).json();
    const second = (await post('/api/apply', { ...payload, personal: { ...payload.personal, firstName: 'Janet' } })).json();
    expect(second.application).toEqual(first.application);
    const rows = await core.em().find(Application, { draftKey: payload.draftKey });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.personal).toMatchObject({ firstName: 'Janet' });
  });

  it('answers invalid fields with 400 naming them, and writes nothing', async () => {
    const before = await counts();
    const payload = await applyPayload(core, { email: 'bad@example.com' });
    const res = await post('/api/apply', { ...payload, personal: { ...payload.personal, lastName: '' }, travel: { ...payload.travel, town: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual(
      expect.arrayContaining([
        { field: 'personal.lastName', message: 'Last name is required' },
        { field: 'travel.town', message: 'Town or city is required' },
      ]),
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses an unknown photo upload and rolls everything back', async () => {
    const before = await counts();
    const payload = await applyPayload(core, { email: 'nophoto@example.com' });
    const res = await post('/api/apply', { ...payload, photo: { usePhoto: 'yes', photoUploadId: '00000000-0000-4000-8000-000000000000' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Photo required: Please upload a photo to continue.');
    expect(await counts()).toEqual(before);
  });

  it('creates one draft when the same draft is submitted twice at once (a double click)', async () => {
    const payload = await applyPayload(core, { email: 'double@example.com' });
    const answers = await Promise.all([post('/api/apply', payload), post('/api/apply', payload), post('/api/apply', payload)]);
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((res) => res.json().application.id)).size).toBe(1);
    expect(await core.em().count(Application, { draftKey: payload.draftKey })).toBe(1);
    expect(await core.em().count(Activity, { application: answers[0]!.json().application.id })).toBe(1);
  });

  it("refuses a photo another application already holds, and writes nothing", async () => {
    const first = await applyPayload(core, { email: 'owner@example.com' });
    expect((await post('/api/apply', first)).statusCode).toBe(201);
    const before = await counts();
    const second = await applyPayload(core, { email: 'borrower@example.com' });
    const res = await post('/api/apply', { ...second, photo: first.photo });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual([{ field: 'photo.photoUploadId', message: 'Upload not found' }]);
    expect(await counts()).toEqual(before);
    expect(await core.em().count(StoredFile, { application: null })).toBeGreaterThanOrEqual(2);
  });
});

describe('checkout and webhook', () => {
  it('opens a Stripe Checkout Session for the admin fee in GBP, capturing it on the application', async () => {
    await core.em().nativeUpdate(Setting, { key: 'applicationFee' }, { value: 8000 });
    const { id, reference, checkout, sessionId } = await applyAndCheckout({ email: 'pay@example.com' });
    await core.em().nativeUpdate(Setting, { key: 'applicationFee' }, { value: 7500 });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.json()).toEqual({ sessionUrl: `https://checkout.stripe.test/c/pay/${sessionId}` });
    const params = stub.sessions.at(-1)!.params;
    expect(params).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': '8000',
      'metadata[applicationId]': id,
      'metadata[reference]': reference,
      success_url: 'https://eta.example/apply/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://eta.example/apply/cancel',
      customer_email: 'pay@example.com',
    });
    expect(await core.em().findOneOrFail(Application, { id })).toMatchObject({ feePence: 8000 });
    expect(await core.em().findOneOrFail(Payment, { providerSessionId: sessionId })).toMatchObject({ status: 'PENDING', amountPence: 8000, provider: 'stripe' });
  });

  it('moves the application to RECEIVED/PAID once, on a signed checkout.session.completed', async () => {
    const { id, reference, sessionId } = await applyAndCheckout({ email: 'webhook@example.com' });
    const received: AppEvent[] = [];
    const listener = await events.listen(core.databaseUrl, (e) => received.push(e));
    try {
      const status = await server.app.inject(`/api/checkout/status?session_id=${sessionId}`);
      expect(status.json()).toMatchObject({ reference, paid: false, status: 'DRAFT' });

      const event = signedEvent('checkout.session.completed', { id: sessionId, object: 'checkout.session', payment_status: 'paid', amount_total: 7500, currency: 'gbp', payment_intent: 'pi_123' });
      const res = await sendWebhook(event.payload, event.signature);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true, type: 'checkout.session.completed', effect: 'paid' });

      const application = await core.em().findOneOrFail(Application, { id });
      expect(application).toMatchObject({ status: 'RECEIVED', paymentStatus: 'PAID' });
      expect(await core.em().findOneOrFail(Payment, { providerSessionId: sessionId })).toMatchObject({ status: 'PAID', providerPaymentIntentId: 'pi_123' });
      expect(await core.em().count(Activity, { application: id, description: { $like: 'Payment of £75.00 received%' } })).toBe(1);
      expect(await core.em().count(AuditLog, { action: 'payment.completed' })).toBeGreaterThan(0);
      const mail = await core.em().findOneOrFail(EmailOutbox, { application: id });
      expect(mail).toMatchObject({ to: 'webhook@example.com', template: 'payment_confirmation' });
      expect(mail.textBody).toContain(reference);
      expect(mail.textBody).toContain('not a government service');
      await expect.poll(() => received.find((e) => e.type === 'application_updated')?.data).toMatchObject({ applicationId: id, status: 'RECEIVED' });
      expect((await server.app.inject(`/api/checkout/status?session_id=${sessionId}`)).json()).toMatchObject({ paid: true, status: 'RECEIVED' });

      const replay = await sendWebhook(event.payload, event.signature);
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual({ received: true, type: 'checkout.session.completed', effect: 'duplicate' });
      expect(await core.em().count(EmailOutbox, { application: id })).toBe(1);

      const again = await post('/api/checkout', { applicationId: id });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe('This application has already been paid.');
    } finally {
      await listener.close();
    }
  });

  it('flags a payment whose amount or currency differs from the captured fee instead of marking it paid', async () => {
    for (const [amount, currency] of [[100, 'gbp'], [7500, 'usd']] as const) {
      const { id, sessionId } = await applyAndCheckout({ email: `mismatch-${currency}@example.com` });
      const event = signedEvent('checkout.session.completed', { id: sessionId, object: 'checkout.session', payment_status: 'paid', amount_total: amount, currency });
      const res = await sendWebhook(event.payload, event.signature);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().effect).toBe('flagged');
      expect(await core.em().fork().findOneOrFail(Application, { id })).toMatchObject({ status: 'DRAFT', paymentStatus: 'UNPAID' });
      expect(await core.em().fork().findOneOrFail(Payment, { providerSessionId: sessionId })).toMatchObject({ status: 'NEEDS_REVIEW' });
      expect(await core.em().fork().count(Activity, { application: id, description: { $like: '%does not match the fee of £75.00 GBP; held for staff review' } })).toBe(1);
      expect(await core.em().fork().count(AuditLog, { action: 'payment.amount_mismatch' })).toBeGreaterThan(0);
    }
  });

  it('gives each checkout its own idempotency key, expires the older open session, and flags a second payment', async () => {
    const { id, sessionId: first } = await applyAndCheckout({ email: 'two-tabs@example.com' });
    const again = await post('/api/checkout', { applicationId: id });
    expect(again.statusCode, again.body).toBe(200);
    const second = stub.sessions.at(-1)!.id;
    expect(second).not.toBe(first);
    expect(new Set(stub.idempotencyKeys).size).toBe(stub.idempotencyKeys.length);
    expect(stub.expired).toContain(first);
    expect(await core.em().fork().findOneOrFail(Payment, { providerSessionId: first })).toMatchObject({ status: 'EXPIRED' });

    const paySecond = signedEvent('checkout.session.completed', { id: second, object: 'checkout.session', payment_status: 'paid', amount_total: 7500, currency: 'gbp' });
    expect((await sendWebhook(paySecond.payload, paySecond.signature)).json().effect).toBe('paid');
    // The first tab was paid before its session closed: the money moved, so staff are told to refund it.
    await core.em().nativeUpdate(Payment, { providerSessionId: first }, { status: 'PENDING' });
    const payFirst = signedEvent('checkout.session.completed', { id: first, object: 'checkout.session', payment_status: 'paid', amount_total: 7500, currency: 'gbp' });
    expect((await sendWebhook(payFirst.payload, payFirst.signature)).json().effect).toBe('flagged');
    expect(await core.em().fork().count(Activity, { application: id, description: { $like: 'A second payment of £75.00 GBP was received%' } })).toBe(1);
    expect(await core.em().fork().count(EmailOutbox, { application: id })).toBe(1);
  });

  it('refuses to reopen a paid draft: the same browser draft submitted again is a 409', async () => {
    const payload = await applyPayload(core, { email: 'paid-twice@example.com' });
    const { id } = (await post('/api/apply', payload)).json().application;
    await post('/api/checkout', { applicationId: id });
    const event = signedEvent('checkout.session.completed', { id: stub.sessions.at(-1)!.id, object: 'checkout.session', payment_status: 'paid', amount_total: 7500, currency: 'gbp' });
    expect((await sendWebhook(event.payload, event.signature)).statusCode).toBe(200);
    const again = await post('/api/apply', { ...payload, personal: { ...payload.personal, firstName: 'Changed' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_SUBMITTED');
    expect(await core.em().fork().findOneOrFail(Application, { id })).toMatchObject({ status: 'RECEIVED', personal: { firstName: payload.personal.firstName } });
  });

  it('rejects unsigned, tampered and wrongly signed events without changing anything', async () => {
    const { id, sessionId } = await applyAndCheckout({ email: 'tamper@example.com' });
    const event = signedEvent('checkout.session.completed', { id: sessionId, payment_status: 'paid' });
    expect((await sendWebhook(event.payload)).statusCode).toBe(400);
    expect((await sendWebhook(event.payload.replace('"paid"', '"paid" '), event.signature)).json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
    const forged = stripe.webhooks.generateTestHeaderString({ payload: event.payload, secret: 'whsec_attacker' });
    expect((await sendWebhook(event.payload, forged)).statusCode).toBe(400);
    const stale = stripe.webhooks.generateTestHeaderString({ payload: event.payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect((await sendWebhook(event.payload, stale)).statusCode).toBe(400);
    expect(await core.em().findOneOrFail(Application, { id })).toMatchObject({ status: 'DRAFT', paymentStatus: 'UNPAID' });
  });

  it('leaves the application a DRAFT when the session expires', async () => {
    const { id, sessionId } = await applyAndCheckout({ email: 'expire@example.com' });
    const event = signedEvent('checkout.session.expired', { id: sessionId, payment_status: 'unpaid' });
    expect((await sendWebhook(event.payload, event.signature)).json()).toMatchObject({ effect: 'expired' });
    expect(await core.em().findOneOrFail(Application, { id })).toMatchObject({ status: 'DRAFT' });
    expect(await core.em().findOneOrFail(Payment, { providerSessionId: sessionId })).toMatchObject({ status: 'EXPIRED' });
    const retry = await post('/api/checkout', { applicationId: id });
    expect(retry.statusCode).toBe(200);
  });

  it('answers checkout for an unknown or malformed id with 404 and 400', async () => {
    expect((await post('/api/checkout', { applicationId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await post('/api/checkout', { applicationId: 'nope' })).statusCode).toBe(400);
  });
});

describe('client portal', () => {
  it('matches e-mail and last name ignoring case and spaces, answering only what the portal shows', async () => {
    const { reference } = await applyAndCheckout({ email: 'portal@example.com', lastName: "O'Neil" });
    const res = await server.app.inject({ url: '/api/portal/applications', query: { email: '  PORTAL@example.com ', lastName: " o'neil " } });
    expect(res.statusCode, res.body).toBe(200);
    const { applications } = res.json();
    expect(applications).toEqual([{ reference, status: 'DRAFT', applicantName: "Jane O'Neil", createdAt: expect.any(String), paidAt: null }]);
    const wrongName = await server.app.inject({ url: '/api/portal/applications', query: { email: 'portal@example.com', lastName: 'Doe' } });
    expect(wrongName.json()).toEqual({ applications: [] });
  });

  it('says what is missing, and refuses a suspended client', async () => {
    const missing = await server.app.inject({ url: '/api/portal/applications', query: { email: 'x@example.com' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Please enter both email and last name');
    await applyAndCheckout({ email: 'suspended@example.com' });
    await core.em().nativeUpdate(Client, { email: 'suspended@example.com' }, { isActive: false });
    const suspended = await server.app.inject({ url: '/api/portal/applications', query: { email: 'suspended@example.com', lastName: 'Doe' } });
    expect(suspended.statusCode).toBe(403);
    expect(suspended.json().error).toBe('Unable to sign in. Please check your details and try again.');
  });

  it('rate limits look-ups for one e-mail', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await server.app.inject({ url: '/api/portal/applications', query: { email: 'limit@example.com', lastName: 'Doe' }, remoteAddress: `10.1.0.${i}` })).statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  // Look-ups arriving together are answered by one statement; each must still get only its own answer.
  const lookUp = (email: string, lastName: string, remoteAddress = '10.2.0.1') =>
    server.app.inject({ url: '/api/portal/applications', query: { email, lastName }, remoteAddress });

  it('answers simultaneous look-ups each with their own applications, suspension or nothing', async () => {
    const alpha = await applyAndCheckout({ email: 'alpha@example.com', lastName: 'Alpha' });
    const beta = await applyAndCheckout({ email: 'beta@example.com', lastName: 'Beta' });
    await applyAndCheckout({ email: 'held@example.com', lastName: 'Held' });
    await core.em().nativeUpdate(Client, { email: 'held@example.com' }, { isActive: false });

    const [a, b, held, nobody, wrongName] = await Promise.all([
      lookUp('alpha@example.com', 'Alpha', '10.2.0.1'),
      lookUp('BETA@example.com', ' beta ', '10.2.0.2'),
      lookUp('held@example.com', 'Held', '10.2.0.3'),
      lookUp('nobody@example.com', 'Alpha', '10.2.0.4'),
      lookUp('alpha@example.com', 'Beta', '10.2.0.5'),
    ]);
    expect(a.json().applications.map((x: { reference: string }) => x.reference)).toEqual([alpha.reference]);
    expect(b.json().applications.map((x: { reference: string }) => x.reference)).toEqual([beta.reference]);
    expect(held.statusCode).toBe(403);
    expect(nobody.json()).toEqual({ applications: [] });
    expect(wrongName.json()).toEqual({ applications: [] });
  });

  it('counts simultaneous look-ups one by one against the limits', async () => {
    const sameEmail = await Promise.all(Array.from({ length: 25 }, (_, i) => lookUp('together@example.com', 'Doe', `10.3.0.${i}`)));
    expect(sameEmail.filter((r) => r.statusCode === 200)).toHaveLength(20);
    expect(sameEmail.filter((r) => r.statusCode === 429)).toHaveLength(5);

    const sameAddress = await Promise.all(Array.from({ length: 65 }, (_, i) => lookUp(`visitor${i}@example.com`, 'Doe', '10.4.0.1')));
    expect(sameAddress.filter((r) => r.statusCode === 200)).toHaveLength(60);
    expect(sameAddress.filter((r) => r.statusCode === 429)).toHaveLength(5);
  });

  it('looks up the longest e-mail address allowed', async () => {
    const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(longest).toHaveLength(254);
    const res = await lookUp(longest, 'Doe');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ applications: [] });
  });
});

describe('status e-mails', () => {
  it('queues one e-mail per later status change, each only when its trigger is on', async () => {
    const { id } = await applyAndCheckout({ email: 'status@example.com' });
    // Paid, as the webhook leaves it: staff cannot move an unpaid draft.
    await core.em().nativeUpdate(Application, { id }, { status: 'RECEIVED', paymentStatus: 'PAID', paidAt: new Date() });
    const operator = cliActor('test');
    const templates = async () => (await core.em().find(EmailOutbox, { application: id }, { orderBy: { createdAt: 'asc' } })).map((m) => m.template);

    await changeApplicationStatus(core, operator, { applicationId: id, status: 'IN_REVIEW' });
    await changeApplicationStatus(core, operator, { applicationId: id, status: 'SUBMITTED_TO_UK' });
    await core.em().nativeUpdate(Setting, { key: 'emailSettings' }, { value: { approvalNotification: false } });
    await changeApplicationStatus(core, operator, { applicationId: id, status: 'APPROVED' });
    await core.em().nativeUpdate(Setting, { key: 'emailSettings' }, { value: {} });
    await changeApplicationStatus(core, operator, { applicationId: id, status: 'REFUSED', explanation: 'Travel history could not be verified.' });

    expect(await templates()).toEqual(['status_update', 'status_update', 'application_refused']);
    const refused = await core.em().findOneOrFail(EmailOutbox, { application: id, template: 'application_refused' });
    expect(refused.textBody).toContain('Travel history could not be verified.');
    expect(await core.em().count(Activity, { application: id, description: { $like: 'Status changed%' } })).toBe(4);
    expect(await core.em().count(AuditLog, { action: 'application.status_changed', details: { applicationId: id } })).toBe(4);
  });
});
