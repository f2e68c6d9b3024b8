import type { FastifyRequest } from 'fastify';
import { actorFromPortalSession, actorFromSession, type Actor, type Core } from '@eta/core';
import { PORTAL_COOKIE, sessionToken } from './session-cookie.ts';

const cache = new WeakMap<FastifyRequest, Promise<Actor>>();

/** The caller of this request, resolved once per request: a staff session first, else an applicant's portal session. */
export function actorOf(core: Core, request: FastifyRequest): Promise<Actor> {
  let actor = cache.get(request);
  if (!actor) {
    actor = resolveActor(core, request);
    cache.set(request, actor);
  }
  return actor;
}

async function resolveActor(core: Core, request: FastifyRequest): Promise<Actor> {
  const staff = await actorFromSession(core, sessionToken(request), request.ip);
  const portalToken = staff.type === 'anonymous' ? sessionToken(request, PORTAL_COOKIE) : undefined;
  return portalToken ? actorFromPortalSession(core, portalToken, request.ip) : staff;
}
