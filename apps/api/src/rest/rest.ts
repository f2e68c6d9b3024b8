import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { Actor, Core } from '@eta/core';
import { actorOf } from '../http/actor.ts';

export type RestContext = { core: Core; actor: Actor; request: FastifyRequest; reply: FastifyReply };

/**
 * A REST shim for a documented `/api/*` path: it resolves the actor, hands body, params and query
 * to one core call, and returns its result as JSON. Errors go through the shared error handler.
 */
export function restRoute(
  app: FastifyInstance,
  core: Core,
  method: HTTPMethods,
  url: string,
  handler: (ctx: RestContext) => Promise<unknown> | unknown,
  options: { status?: number } = {},
): void {
  app.route({
    method,
    url,
    handler: async (request, reply) => {
      const result = await handler({ core, actor: await actorOf(core, request), request, reply });
      if (options.status) void reply.status(options.status);
      return result ?? { success: true };
    },
  });
}
