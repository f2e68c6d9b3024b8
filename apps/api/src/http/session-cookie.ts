import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Core } from '@eta/core';

export const SESSION_COOKIE = 'eta_session';

export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE] || undefined;
}

/** HttpOnly, SameSite=Lax, and Secure in production. */
export function setSessionCookie(core: Core, reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: core.config.isProduction,
    expires: expiresAt,
  });
}

export function clearSessionCookie(core: Core, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: core.config.isProduction });
}
