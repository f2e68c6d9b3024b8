import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Writable } from 'node:stream';
import { AuditLog, lookupBatch, type Core } from '@eta/core';
import { createTestCore } from '@eta/core/testing';
import { MAX_TRPC_BATCH_SIZE } from '@eta/domain';
import { createServer, type Server } from './server.ts';
import { applyPayload } from './testing/fixtures.ts';

let core: Core;
let server: Server;
const logLines: string[] = [];

beforeAll(async () => {
  core = await createTestCore({ env: { LOG_LEVEL: 'info' } });
  const stream = new Writable({ write: (chunk, _encoding, done) => (logLines.push(String(chunk)), done()) });
  server = await createServer(core, { webDist: null, logStream: stream });
});
afterAll(async () => {
  await server.stop();
  await core.close();
});

describe('bad input is a 4xx that names the field', () => {
  it('a NUL in a portal look-up is a 400, not a 500', async () => {
    const res = await server.app.inject({ url: '/api/portal/applications?email=a%00b@example.com&lastName=Doe' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { fields: [{ field: 'email', message: 'Remove the unsupported characters from this field' }] } });
  });

  it('a 3,500-character e-mail on sign-in is a 400 and writes nothing', async () => {
    const before = await core.em().count(AuditLog);
    const res = await server.app.inject({ method: 'POST', url: '/api/staff/signin', payload: { email: `${'a'.repeat(3500)}@example.com`, password: 'whatever-it-is' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Please keep this under 254 characters');
    expect(await core.em().count(AuditLog)).toBe(before);
  });

  it('a batch of portal look-ups whose statement fails answers each look-up on its own', async () => {
    await applyPayload(core, {}).then((payload) => server.app.inject({ method: 'POST', url: '/api/apply', payload }));
    // A NUL never passes the schema; handed to the batch directly it breaks the shared statement.
    const answers = await lookupBatch(core, [
      { email: 'jane.doe@example.com', lastName: 'doe', ip: '192.0.2.1' },
      { email: 'bro\u0000ken@example.com', lastName: 'doe', ip: '192.0.2.1' },
      { email: 'nobody@example.com', lastName: 'doe', ip: '192.0.2.1' },
    ]);
    expect(answers[0]).toEqual([expect.objectContaining({ applicantName: 'Jane Doe', status: 'DRAFT' })]);
    expect(answers[1]).toBeInstanceOf(Error);
    expect(answers[2]).toEqual([]);
  });
});

describe('tRPC errors', () => {
  it('answers an internal failure with a generic message, no stack or path, and logs it', async () => {
    const leak = new Error('index row size exceeds btree maximum at /srv/app/packages/core/src/secret.ts:12');
    const spy = vi.spyOn(core, 'em').mockImplementation(() => {
      throw leak;
    });
    const res = await server.app.inject({ url: '/trpc/public.settings.fee' });
    spy.mockRestore();
    expect(res.statusCode).toBe(500);
    const body = res.body;
    expect(body).not.toContain('btree');
    expect(body).not.toContain('/srv/app');
    expect(body).not.toContain('"stack"');
    expect(res.json().error.message).toBe('Something went wrong on our side. Please try again.');
    expect(logLines.some((line) => line.includes('tRPC call failed') && line.includes('btree'))).toBe(true);
  });

  it('refuses batches over the cap', async () => {
    const paths = Array.from({ length: MAX_TRPC_BATCH_SIZE + 1 }, () => 'public.settings.fee').join(',');
    const res = await server.app.inject({ url: `/trpc/${paths}?batch=1&input={}` });
    expect(res.statusCode).toBe(400);
    const ok = await server.app.inject({ url: `/trpc/public.settings.fee,public.settings.fee?batch=1&input={}` });
    expect(ok.statusCode).toBe(200);
  });
});

describe('request logs', () => {
  it('carry no e-mail, last name or checkout session id from query strings', async () => {
    await server.app.inject({ url: '/api/portal/applications?email=private.person%40example.com&lastName=Secretname' });
    await server.app.inject({ url: '/api/checkout/status?session_id=cs_test_secret_session_42' });
    const logged = logLines.join('\n');
    expect(logged).toContain('/api/portal/applications');
    expect(logged).toContain('/api/checkout/status');
    for (const secret of ['private.person', 'Secretname', 'cs_test_secret_session_42']) expect(logged).not.toContain(secret);
  });
});

describe('caching', () => {
  it('marks answers with personal data no-store, and leaves health checks alone', async () => {
    for (const url of ['/api/portal/applications?email=a@example.com&lastName=Doe', '/api/auth/check', '/trpc/public.settings.fee', '/api/checkout/status?session_id=x']) {
      expect((await server.app.inject({ url })).headers['cache-control'], url).toBe('no-store');
    }
    expect((await server.app.inject({ method: 'POST', url: '/api/apply', payload: {} })).headers['cache-control']).toBe('no-store');
    expect((await server.app.inject({ url: '/healthz' })).headers['cache-control']).toBeUndefined();
  });
});
