import { cliActor, createStaff } from '@eta/core';
import { benchCore, load, printTable, serverThread } from './harness.ts';

/**
 * GET /api/auth/check signed in (a session look-up in PostgreSQL per request) under 50 concurrent
 * connections, against a bare Fastify route answering the same JSON, measured in the same run.
 */
export async function authCheckBench(): Promise<void> {
  const { core, env, close } = await benchCore();
  const bare = await serverThread({ kind: 'bare', path: '/api/auth/check', body: { authenticated: false, user: null } });
  const server = await serverThread({ kind: 'api', env });
  try {
    const bareUrl = bare.url;
    const apiUrl = server.url;
    await createStaff(core, cliActor('bench'), { email: 'bench@agency.test', password: 'bench-password-1', role: 'ADMIN' });
    const signIn = await fetch(`${apiUrl}/api/staff/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@agency.test', password: 'bench-password-1' }),
    });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    const check = (await (await fetch(`${apiUrl}/api/auth/check`, { headers: { cookie } })).json()) as { authenticated: boolean };
    if (!check.authenticated) throw new Error('bench sign-in failed');

    await load('warm-up', `${apiUrl}/api/auth/check`, { headers: { cookie }, seconds: 2 });
    const baseline = await load('bare Fastify route (baseline)', `${bareUrl}/api/auth/check`);
    const signedIn = await load('GET /api/auth/check signed in', `${apiUrl}/api/auth/check`, { headers: { cookie } });
    console.log('\nauth check, 50 connections, 8 s each');
    printTable([baseline, signedIn], baseline);
  } finally {
    await bare.stop();
    await server.stop();
    await close();
  }
}
