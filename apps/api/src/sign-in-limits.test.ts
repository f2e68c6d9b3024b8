import { afterAll, beforeAll, expect, it } from 'vitest';
import { cliActor, createStaff, type Core } from '@eta/core';
import { createTestCore } from '@eta/core/testing';
import { createServer, type Server } from './server.ts';

let core: Core;
let server: Server;

beforeAll(async () => {
  core = await createTestCore();
  server = await createServer(core, { webDist: null });
  await createStaff(core, cliActor('test'), { email: 'admin@agency.test', password: 'admin-password-1', role: 'ADMIN' });
  await createStaff(core, cliActor('test'), { email: 'staff@agency.test', password: 'staff-password-1', role: 'STAFF' });
});
afterAll(async () => {
  await server.stop();
  await core.close();
});

const attempt = (email: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: '/api/staff/signin', payload: { email, password }, remoteAddress, headers }).then((res) => res.statusCode);

it('an attacker guessing from one address cannot lock the real admin out', async () => {
  const attacker = [];
  for (let i = 0; i < 10; i++) attacker.push(await attempt('admin@agency.test', `guess-${i}`, '198.51.100.7'));
  expect(attacker).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
  expect(await attempt('admin@agency.test', 'admin-password-1', '203.0.113.20')).toBe(200);
  // The attacker's own pair stays locked, even with the right password.
  expect(await attempt('admin@agency.test', 'admin-password-1', '198.51.100.7')).toBe(429);
});

it('counts failures only, and a successful sign-in clears its pair', async () => {
  for (let i = 0; i < 4; i++) expect(await attempt('staff@agency.test', 'wrong-password', '203.0.113.30')).toBe(401);
  expect(await attempt('staff@agency.test', 'staff-password-1', '203.0.113.30')).toBe(200);
  for (let i = 0; i < 4; i++) expect(await attempt('staff@agency.test', 'wrong-password', '203.0.113.30')).toBe(401);
  for (let i = 0; i < 10; i++) expect(await attempt('staff@agency.test', 'staff-password-1', '203.0.113.31')).toBe(200);
});

it('limits an address across e-mails, an IPv6 client by its /64, and ignores a forged X-Forwarded-For', async () => {
  const answers = [];
  for (let i = 0; i < 21; i++) answers.push(await attempt(`nobody-${i}@agency.test`, 'wrong-password', `2001:db8:77:1::${i + 1}`, { 'x-forwarded-for': `192.0.2.${i + 1}` }));
  expect(answers.slice(0, 20).every((status) => status === 401)).toBe(true);
  expect(answers[20]).toBe(429);
  expect(await attempt('fresh@agency.test', 'wrong-password', '2001:db8:77:1:ffff::1')).toBe(429);
  expect(await attempt('fresh@agency.test', 'wrong-password', '2001:db8:77:2::1')).toBe(401);
});
