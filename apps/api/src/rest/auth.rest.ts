import type { FastifyInstance } from 'fastify';
import type { Core } from '@eta/core';
import { restRoute } from './rest.ts';
import { sessionCheck, signInAndSetCookie, signOutAndClearCookie } from '../http/auth-transport.ts';

export function registerAuthRoutes(app: FastifyInstance, core: Core): void {
  restRoute(app, core, 'POST', '/api/staff/signin', ({ request, reply }) => signInAndSetCookie(core, request, reply, request.body));
  restRoute(app, core, 'POST', '/api/staff/signout', ({ request, reply, actor }) => signOutAndClearCookie(core, request, reply, actor));
  restRoute(app, core, 'GET', '/api/auth/check', ({ actor }) => sessionCheck(actor));
}
