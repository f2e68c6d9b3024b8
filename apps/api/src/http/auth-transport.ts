import type { FastifyReply, FastifyRequest } from 'fastify';
import { endPortalSession, isStaffActor, openPortalSession, signIn, signOut, type Actor, type Core } from '@eta/core';
import { clearSessionCookie, PORTAL_COOKIE, sessionToken, setSessionCookie } from './session-cookie.ts';

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

/** Trades a portal link's token for the portal cookie. */
export async function openPortalAndSetCookie(core: Core, reply: FastifyReply, actor: Actor, input: unknown) {
  const { token, session } = await openPortalSession(core, actor, input);
  setSessionCookie(core, reply, token, new Date(session.expiresAt), PORTAL_COOKIE);
  return session;
}

export async function closePortalAndClearCookie(core: Core, request: FastifyRequest, reply: FastifyReply) {
  await endPortalSession(core, sessionToken(request, PORTAL_COOKIE));
  clearSessionCookie(core, reply, PORTAL_COOKIE);
  return { success: true as const };
}
