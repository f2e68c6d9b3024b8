import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseCookie, stringifySetCookie, type SetCookie } from 'cookie';
import type { Core } from '@eta/core';

export const SESSION_COOKIE = 'eta_session';
/** The applicant's short portal session, apart from staff sessions: one browser may hold both. */
export const PORTAL_COOKIE = 'eta_portal';
type CookieName = typeof SESSION_COOKIE | typeof PORTAL_COOKIE;

/** A session token from the request's cookies (parsed here, only when a caller asks, not on every request). */
export function sessionToken(request: FastifyRequest, name: CookieName = SESSION_COOKIE): string | undefined {
  const header = request.headers.cookie;
  return header ? parseCookie(header)[name] || undefined : undefined;
}

/** HttpOnly, SameSite=Lax, and Secure in production. */
function sessionCookie(core: Core, name: CookieName, value: string, expires: Date): SetCookie {
  return { name, value, path: '/', httpOnly: true, sameSite: 'lax', secure: core.config.isProduction, expires };
}

export function setSessionCookie(core: Core, reply: FastifyReply, token: string, expiresAt: Date, name: CookieName = SESSION_COOKIE): void {
  void reply.header('set-cookie', stringifySetCookie(sessionCookie(core, name, token, expiresAt)));
}

export function clearSessionCookie(core: Core, reply: FastifyReply, name: CookieName = SESSION_COOKIE): void {
  void reply.header('set-cookie', stringifySetCookie(sessionCookie(core, name, '', new Date(0))));
}
