import type { FastifyRequest } from 'fastify';
import { actorFromSession, type Actor, type Core } from '@eta/core';
import { sessionToken } from './session-cookie.ts';

const cache = new WeakMap<FastifyRequest, Promise<Actor>>();

/** The caller of this request, resolved from the session cookie once per request. */
export function actorOf(core: Core, request: FastifyRequest): Promise<Actor> {
  let actor = cache.get(request);
  if (!actor) {
    actor = actorFromSession(core, sessionToken(request), request.ip);
    cache.set(request, actor);
  }
  return actor;
}
