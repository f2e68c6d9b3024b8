import type { FastifyInstance } from 'fastify';
import { formatPence } from '@eta/domain';
import { paySandboxSession, sandboxSession, type Core, type SandboxSession } from '@eta/core';
import { publicOrigin } from '../http/origin.ts';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The local stand-in for Stripe's hosted checkout, served only when no Stripe key is configured.
 * Paying here sends a Stripe-signed event through the same webhook handler as real payments.
 */
export function registerSandboxCheckout(app: FastifyInstance, core: Core): void {
  if (core.payments.kind !== 'sandbox') return;
  void app.register(async (scope) => sandboxRoutes(scope, core));
}

function sandboxRoutes(app: FastifyInstance, core: Core): void {
  // The page's buttons are plain HTML forms; they carry no fields we read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
  const sessionParam = (params: unknown) => String((params as { sessionId: string }).sessionId);

  app.get('/sandbox/checkout/:sessionId', async (request, reply) => {
    const session = await sandboxSession(core, sessionParam(request.params));
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(sandboxPage(session));
  });
  app.post('/sandbox/checkout/:sessionId/pay', async (request, reply) => {
    const sessionId = sessionParam(request.params);
    await paySandboxSession(core, sessionId);
    return reply.redirect(`${publicOrigin(core, request)}/apply/success?session_id=${encodeURIComponent(sessionId)}`, 303);
  });
  app.post('/sandbox/checkout/:sessionId/cancel', async (request, reply) => {
    await sandboxSession(core, sessionParam(request.params));
    return reply.redirect(`${publicOrigin(core, request)}/apply/cancel`, 303);
  });
}

function sandboxPage(session: SandboxSession): string {
  const paid = session.status === 'PAID';
  const id = encodeURIComponent(session.sessionId);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test payment — ETA Assist</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Arial,sans-serif;background:#f4f6fb;color:#0f1f3d}
.banner{background:#b45309;color:#fff;text-align:center;padding:10px 16px;font-weight:700}
main{max-width:440px;margin:40px auto;background:#fff;border-radius:14px;padding:28px;box-shadow:0 8px 30px rgba(15,31,61,.12)}
h1{font-size:1.4rem;margin:0 0 4px}.muted{color:#4b5876}.amount{font-size:2rem;font-weight:800;margin:18px 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 14px;margin:0 0 22px}dt{color:#4b5876}dd{margin:0;font-weight:600;word-break:break-all}
.actions{display:flex;gap:12px;flex-wrap:wrap}button{font:inherit;font-weight:700;border-radius:10px;padding:12px 20px;cursor:pointer;border:2px solid #1d4ed8}
.pay{background:#1d4ed8;color:#fff;flex:1}.cancel{background:#fff;color:#1d4ed8}
</style></head><body>
<div class="banner" role="note">TEST PAYMENT — sandbox checkout. No card is charged and no money moves.</div>
<main>
<h1>Pay the service fee</h1>
<p class="muted">ETA Assist is a private agency, not a government service.</p>
<p class="amount">${escape(formatPence(session.amountPence))}</p>
<dl><dt>Application</dt><dd>${escape(session.reference)}</dd><dt>E-mail</dt><dd>${escape(session.email)}</dd></dl>
${
  paid
    ? `<p><strong>This test payment is already complete.</strong></p><form method="post" action="/sandbox/checkout/${id}/pay"><button class="pay">Continue</button></form>`
    : `<div class="actions"><form method="post" action="/sandbox/checkout/${id}/pay" style="flex:1;display:flex"><button class="pay" type="submit">Pay ${escape(formatPence(session.amountPence))}</button></form>
<form method="post" action="/sandbox/checkout/${id}/cancel"><button class="cancel" type="submit">Cancel</button></form></div>`
}
</main></body></html>`;
}
