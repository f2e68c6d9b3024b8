import type { FastifyReply, FastifyRequest } from 'fastify';
import { isStaffActor, signIn, signOut, type Actor, type Core } from '@eta/core';
import { clearSessionCookie, sessionToken, setSessionCookie } from './session-cookie.ts';

/** Shared by the tRPC procedures and the REST shims: sign in and set the cookie. */
export async function signInAndSetCookie(core: Core, request: FastifyRequest, reply: FastifyReply, input: unknown) {
  const result = await signIn(core, input, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });
  setSessionCookie(core, reply, result.token, result.cookieExpiresAt);
  return { success: true as const, user: result.user };
}

export async function signOutAndClearCookie(core: Core, request: FastifyRequest, reply: FastifyReply, actor: Actor) {
  await signOut(core, sessionToken(request), actor);
  clearSessionCookie(core, reply);
  return { success: true as const };
}

/** The spec's session check: `{ authenticated, user: { role } }`. */
export function sessionCheck(actor: Actor) {
  if (!isStaffActor(actor)) return { authenticated: false as const, user: null };
  return { authenticated: true as const, user: { id: actor.userId, email: actor.email, role: actor.role } };
}
