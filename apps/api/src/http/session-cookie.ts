import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseCookie, stringifySetCookie, type SetCookie } from 'cookie';
import type { Core } from '@eta/core';

export const SESSION_COOKIE = 'eta_session';

/** The session token from the request's cookies (parsed here, only when a caller asks, not on every request). */
export function sessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  return header ? parseCookie(header)[SESSION_COOKIE] || undefined : undefined;
}

/** HttpOnly, SameSite=Lax, and Secure in production. */
function sessionCookie(core: Core, value: string, expires: Date): SetCookie {
  return { name: SESSION_COOKIE, value, path: '/', httpOnly: true, sameSite: 'lax', secure: core.config.isProduction, expires };
}

export function setSessionCookie(core: Core, reply: FastifyReply, token: string, expiresAt: Date): void {
  void reply.header('set-cookie', stringifySetCookie(sessionCookie(core, token, expiresAt)));
}

export function clearSessionCookie(core: Core, reply: FastifyReply): void {
  void reply.header('set-cookie', stringifySetCookie(sessionCookie(core, '', new Date(0))));
}
