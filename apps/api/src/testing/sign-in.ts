import { expect } from 'vitest';
import type { Server } from '../server.ts';

/** Signs a staff member in through the REST call and returns the session cookie (`name=value`). */
export async function sessionCookie(server: Server, email: string, password: string): Promise<string> {
  const res = await server.app.inject({ method: 'POST', url: '/api/staff/signin', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return String(res.headers['set-cookie']).split(';')[0]!;
}
