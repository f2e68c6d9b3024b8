import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { AuditLog, User, cliActor, createStaff, publishEvent, type Core } from '@eta/core';
import { createTestCore } from '@eta/core/testing';
import { createServer, type Server } from './server.ts';
import { WS_MAX_PAYLOAD_BYTES } from './ws.ts';

let core: Core;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  core = await createTestCore();
  const webDist = mkdtempSync(join(tmpdir(), 'eta-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>ETA</title><div id="root"></div>');
  server = await createServer(core, { webDist, wsHeartbeatMs: 200 });
  baseUrl = await server.start(0, '127.0.0.1');
  await createStaff(core, cliActor('test'), { email: 'admin@agency.test', password: 'admin-password-1', role: 'ADMIN' });
  await createStaff(core, cliActor('test'), { email: 'staff@agency.test', password: 'staff-password-1', role: 'STAFF' });
});
afterAll(async () => {
  await server.stop();
  await core.close();
});

const auditCount = () => core.em().count(AuditLog);

async function signIn(email: string, password: string) {
  const res = await server.app.inject({ method: 'POST', url: '/api/staff/signin', payload: { email, password } });
  const cookie = String(res.headers['set-cookie'] ?? '').split(';')[0]!;
  return { res, cookie };
}

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await server.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await server.app.inject('/readyz')).json()).toEqual({ status: 'ready' });
  });
});

describe('staff sign-in over REST', () => {
  it('signs an admin in with a hardened session cookie, checks and signs out', async () => {
    const { res, cookie } = await signIn('Admin@Agency.test ', 'admin-password-1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, user: { role: 'ADMIN', email: 'admin@agency.test' } });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/eta_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/); // only in production

    const check = await server.app.inject({ url: '/api/auth/check', headers: { cookie } });
    expect(check.json()).toMatchObject({ authenticated: true, user: { role: 'ADMIN' } });

    const out = await server.app.inject({ method: 'POST', url: '/api/staff/signout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^eta_session=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/);
    const after = await server.app.inject({ url: '/api/auth/check', headers: { cookie } });
    expect(after.json()).toEqual({ authenticated: false, user: null });
  });

  it('answers wrong credentials with 401 "Invalid credentials" and no hint', async () => {
    const wrong = await signIn('admin@agency.test', 'bad');
    const unknown = await signIn('nobody@agency.test', 'bad');
    expect(wrong.res.statusCode).toBe(401);
    expect(wrong.res.json()).toEqual({ error: 'Invalid credentials', code: 'INVALID_CREDENTIALS' });
    expect(unknown.res.json()).toEqual(wrong.res.json());
  });

  it('answers missing fields with 400 and writes nothing', async () => {
    const before = await auditCount();
    const res = await server.app.inject({ method: 'POST', url: '/api/staff/signin', payload: { email: 'a@b.co' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Password is required', code: 'VALIDATION_ERROR' });
    expect(await auditCount()).toBe(before);
  });
});

describe('request errors', () => {
  it('malformed JSON is a 400 that writes nothing', async () => {
    const before = await auditCount();
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/staff/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The request body is not valid JSON', code: 'MALFORMED_JSON' });
    expect(await auditCount()).toBe(before);
  });

  it('an oversized body is a 413 that writes nothing', async () => {
    const before = await auditCount();
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/staff/signin',
      payload: { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(await auditCount()).toBe(before);
  });

  it('an unknown /api path is a JSON 404', async () => {
    const res = await server.app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('other paths fall back to the single-page app', async () => {
    const res = await server.app.inject('/staff/applications/123');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  it('sends security headers', async () => {
    const res = await server.app.inject('/');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBeDefined();
    for (const url of ['/healthz', '/api/no-such-thing']) {
      const api = await server.app.inject(url);
      expect(api.headers['content-security-policy']).toBe(res.headers['content-security-policy']);
      expect(api.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('admin staff management over REST', () => {
  it('lets an admin create, list and delete staff; a staff user gets 403; anonymous 401', async () => {
    const { cookie } = await signIn('admin@agency.test', 'admin-password-1');
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: { cookie },
      payload: { email: 'temp@agency.test', password: 'temp-password-1' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email: 'temp@agency.test', role: 'STAFF', isActive: true });
    expect(created.json()).not.toHaveProperty('passwordHash');

    const list = await server.app.inject({ url: '/api/admin/staff', headers: { cookie } });
    expect(list.json().map((s: { email: string }) => s.email)).toContain('temp@agency.test');

    const missing = await server.app.inject({ method: 'POST', url: '/api/admin/staff', headers: { cookie }, payload: { email: '' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Email and password are required');

    const badId = await server.app.inject({ method: 'DELETE', url: '/api/admin/staff/not-a-uuid', headers: { cookie } });
    expect(badId.statusCode).toBe(400);

    const staff = await signIn('staff@agency.test', 'staff-password-1');
    const forbidden = await server.app.inject({ url: '/api/admin/staff', headers: { cookie: staff.cookie } });
    expect(forbidden.statusCode).toBe(403);
    expect((await server.app.inject('/api/admin/staff')).statusCode).toBe(401);

    const removed = await server.app.inject({ method: 'DELETE', url: `/api/admin/staff/${created.json().id}`, headers: { cookie } });
    expect(removed.statusCode).toBe(200);
    expect(await core.em().count(User, { email: 'temp@agency.test' })).toBe(0);
  });
});

describe('tRPC', () => {
  it('checks the session and maps core errors to HTTP codes', async () => {
    const anon = await server.app.inject('/trpc/auth.check');
    expect(anon.json().result.data).toEqual({ authenticated: false, user: null });
    const denied = await server.app.inject('/trpc/admin.staff.list');
    expect(denied.statusCode).toBe(401);
    const bad = await server.app.inject({ method: 'POST', url: '/trpc/auth.signIn', payload: { email: 'x@y.z', password: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Password is required');
  });
});

describe('/ws', () => {
  const wsUrl = () => baseUrl.replace('http', 'ws') + '/ws';

  /** The HTTP status of a refused upgrade; the socket never opens. */
  const refusal = (socket: WebSocket) => new Promise<number | undefined>((resolve) => socket.on('unexpected-response', (_request, response) => resolve(response.statusCode)));

  it('refuses the upgrade without a staff session, or from another site', async () => {
    expect(await refusal(new WebSocket(wsUrl()))).toBe(401);
    const { cookie } = await signIn('staff@agency.test', 'staff-password-1');
    expect(await refusal(new WebSocket(wsUrl(), { headers: { cookie, origin: 'https://evil.example' } }))).toBe(403);
    const sameSite = new WebSocket(wsUrl(), { headers: { cookie, origin: baseUrl } });
    await new Promise((resolve) => sameSite.on('open', resolve));
    sameSite.close();
  });

  it('ends every session and live connection of a staff member an admin deactivates', async () => {
    await createStaff(core, cliActor('test'), { email: 'leaving@agency.test', password: 'leaving-password-1', role: 'STAFF' });
    const { cookie: staffCookie } = await signIn('leaving@agency.test', 'leaving-password-1');
    const { cookie: adminCookie } = await signIn('admin@agency.test', 'admin-password-1');
    const socket = new WebSocket(wsUrl(), { headers: { cookie: staffCookie } });
    await new Promise((resolve) => socket.on('open', resolve));
    const closed = new Promise<number>((resolve) => socket.on('close', resolve));
    const id = (await core.em().findOneOrFail(User, { email: 'leaving@agency.test' })).id;

    const off = await server.app.inject({ method: 'PATCH', url: `/api/admin/staff/${id}`, headers: { cookie: adminCookie }, payload: { isActive: false } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ email: 'leaving@agency.test', isActive: false });
    expect(await closed).toBe(4401);
    expect((await server.app.inject({ url: '/api/auth/check', headers: { cookie: staffCookie } })).json()).toMatchObject({ authenticated: false });
    expect((await signIn('leaving@agency.test', 'leaving-password-1')).res.statusCode).toBe(401);
    expect(await core.em().count(AuditLog, { action: 'staff.deactivated' })).toBe(1);

    const self = (await core.em().findOneOrFail(User, { email: 'admin@agency.test' })).id;
    const refused = await server.app.inject({ method: 'PATCH', url: `/api/admin/staff/${self}`, headers: { cookie: adminCookie }, payload: { isActive: false } });
    expect(refused.statusCode).toBe(409);
    const on = await server.app.inject({ method: 'PATCH', url: `/api/admin/staff/${id}`, headers: { cookie: adminCookie }, payload: { isActive: true } });
    expect(on.json()).toMatchObject({ isActive: true });
    expect((await signIn('leaving@agency.test', 'leaving-password-1')).res.statusCode).toBe(200);
  });

  it('drops a client that sends more than a few KiB, and closes a socket when its session ends', async () => {
    const { cookie } = await signIn('staff@agency.test', 'staff-password-1');
    const big = new WebSocket(wsUrl(), { headers: { cookie } });
    await new Promise((resolve) => big.on('open', resolve));
    const bigClosed = new Promise<number>((resolve) => big.on('close', resolve));
    big.send('x'.repeat(WS_MAX_PAYLOAD_BYTES + 1));
    expect(await bigClosed).toBe(1009);

    const socket = new WebSocket(wsUrl(), { headers: { cookie } });
    await new Promise((resolve) => socket.on('open', resolve));
    const closed = new Promise<number>((resolve) => socket.on('close', resolve));
    await server.app.inject({ method: 'POST', url: '/api/staff/signout', headers: { cookie } });
    expect(await closed).toBe(4401);
  });

  it('forwards NOTIFY events to signed-in staff and answers pings', async () => {
    const { cookie } = await signIn('staff@agency.test', 'staff-password-1');
    const socket = new WebSocket(wsUrl(), { headers: { cookie } });
    const messages: { type: string; data?: unknown }[] = [];
    socket.on('message', (raw) => messages.push(JSON.parse(String(raw))));
    await new Promise((resolve) => socket.on('open', resolve));
    await expect.poll(() => messages.map((m) => m.type)).toContain('connected');
    socket.send(JSON.stringify({ type: 'ping' }));
    await publishEvent(core.em(), { type: 'code_used', data: { id: 'abc' } });
    await expect.poll(() => messages.map((m) => m.type)).toEqual(expect.arrayContaining(['pong', 'code_used']));
    expect(messages.find((m) => m.type === 'code_used')?.data).toEqual({ id: 'abc' });
    socket.close();
  });
});
