import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { Application, Payment, deliverDueEmails, smtpMailer, type Core } from '@eta/core';
import { createTestCore } from '@eta/core/testing';
import { createServer, type Server } from './server.ts';
import { applyPayload } from './testing/fixtures.ts';

let core: Core;
let server: Server;
beforeAll(async () => {
  core = await createTestCore();
  server = await createServer(core, { webDist: null });
});
afterAll(async () => {
  await server.stop();
  await core.close();
});

async function draftWithCheckout(email: string) {
  const applied = await server.app.inject({ method: 'POST', url: '/api/apply', payload: await applyPayload(core, { email }) });
  const { id, reference } = applied.json().application;
  const checkout = await server.app.inject({ method: 'POST', url: '/api/checkout', headers: { host: 'localhost:3000' }, payload: { applicationId: id } });
  const sessionUrl: string = checkout.json().sessionUrl;
  return { id, reference, sessionUrl, path: new URL(sessionUrl).pathname };
}

it('without Stripe keys, checkout opens the local sandbox page, clearly a test payment', async () => {
  const { reference, sessionUrl, path } = await draftWithCheckout('sandbox@example.com');
  expect(sessionUrl).toMatch(/^http:\/\/localhost:3000\/sandbox\/checkout\/cs_test_sandbox_[0-9a-f]{32}$/);
  const page = await server.app.inject(path);
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  expect(page.body).toContain('TEST PAYMENT');
  expect(page.body).toContain(reference);
  expect(page.body).toContain('£75.00');
});

it('paying in the sandbox goes through the signed webhook path, then to the success page; the e-mail reaches SMTP', async () => {
  const { id, reference, path } = await draftWithCheckout('paid.sandbox@example.com');
  const sessionId = path.split('/').at(-1)!;
  const pay = await server.app.inject({ method: 'POST', url: `${path}/pay`, headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  expect(pay.statusCode).toBe(303);
  expect(pay.headers.location).toBe(`http://localhost:3000/apply/success?session_id=${sessionId}`);
  expect(await core.em().findOneOrFail(Application, { id })).toMatchObject({ status: 'RECEIVED', paymentStatus: 'PAID' });
  expect(await core.em().findOneOrFail(Payment, { providerSessionId: sessionId })).toMatchObject({ status: 'PAID', provider: 'sandbox' });
  const status = await server.app.inject(`/api/checkout/status?session_id=${sessionId}`);
  expect(status.json()).toMatchObject({ reference, paid: true });

  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => (received.push(raw), done()));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  try {
    const port = (smtp.server.address() as AddressInfo).port;
    const result = await deliverDueEmails(core, smtpMailer(`smtp://127.0.0.1:${port}`));
    expect(result.sent).toBeGreaterThanOrEqual(1);
    const mail = received.find((m) => m.includes(reference));
    expect(mail).toBeDefined();
    expect(mail).toContain('To: paid.sandbox@example.com');
    expect(mail).toMatch(/^Subject: .*Payment/m);
  } finally {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
});

it('cancelling returns to the cancel page and keeps the draft', async () => {
  const { id, path } = await draftWithCheckout('cancel@example.com');
  const cancel = await server.app.inject({ method: 'POST', url: `${path}/cancel`, headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  expect(cancel.statusCode).toBe(303);
  expect(cancel.headers.location).toBe('http://localhost:3000/apply/cancel');
  expect(await core.em().findOneOrFail(Application, { id })).toMatchObject({ status: 'DRAFT', paymentStatus: 'UNPAID' });
});

it('an unknown sandbox session is a 404', async () => {
  expect((await server.app.inject('/sandbox/checkout/cs_test_sandbox_nope')).statusCode).toBe(404);
});
