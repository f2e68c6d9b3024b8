import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TRPCError, callTRPCProcedure, type AnyProcedure, type AnyRouter } from '@trpc/server';
import { ZodError } from 'zod';
import { ValidationError, type Core } from '@eta/core';
import { actorOf } from '../http/actor.ts';
import type { Context, Meta } from '../trpc/trpc.ts';
import { fastifyPath, pathParameters, type RestDeclaration } from './declaration.ts';

export type DeclaredRoute = { procedurePath: string; rest: RestDeclaration; procedure: AnyProcedure };

/** Every procedure of the router that declares a REST path, with its dotted tRPC path. */
export function declaredRoutes(appRouter: AnyRouter): DeclaredRoute[] {
  const procedures = appRouter._def.procedures as Record<string, AnyProcedure>;
  return Object.entries(procedures).flatMap(([procedurePath, procedure]) => {
    const rest = (procedure._def.meta as Meta | undefined)?.rest;
    return rest ? [{ procedurePath, rest, procedure }] : [];
  });
}

/**
 * Builds the Fastify route of every declared procedure. Each route calls the procedure itself
 * (same middlewares, same core call), so REST and tRPC cannot drift; errors go to the shared
 * error handler, which answers `{ error, code, details }`.
 */
export function registerDeclaredRoutes(app: FastifyInstance, core: Core, appRouter: AnyRouter): void {
  for (const { procedurePath, rest, procedure } of declaredRoutes(appRouter)) {
    app.route({
      method: rest.method,
      url: fastifyPath(rest.path),
      handler: async (request, reply) => {
        const ctx: Context = { core, req: request, res: reply, actor: await actorOf(core, request) };
        const input = restInput(rest, request);
        if (rest.etag) {
          const tag = await rest.etag({ ctx, input });
          void reply.header('etag', tag);
          if (request.headers['if-none-match'] === tag) return reply.status(304).send();
        }
        const call = { router: appRouter, path: procedurePath, type: procedure._def.type, ctx, getRawInput: async () => input, signal: undefined, batchIndex: 0 };
        const result: unknown = await callTRPCProcedure(call).catch((error: unknown) => {
          throw unwrapTrpcError(error);
        });
        void reply.status(rest.status ?? 200);
        return result ?? { success: true };
      },
    });
  }
}

/** The call's input: query (GET, DELETE) or body, renamed fields, plus path parameters. */
export function restInput(rest: RestDeclaration, request: FastifyRequest): unknown {
  const fromQuery = rest.method === 'GET' || rest.method === 'DELETE';
  const source = renameKeys(fromQuery ? request.query : request.body, rest.rename);
  if (pathParameters(rest.path).length === 0) return source;
  const params = request.params as Record<string, string>;
  if (source === undefined || source === null) return { ...params };
  return isPlainObject(source) ? { ...source, ...params } : source;
}

function renameKeys(source: unknown, rename: Record<string, string> | undefined): unknown {
  if (!rename || !isPlainObject(source)) return source;
  return Object.fromEntries(Object.entries(source).map(([key, value]) => [rename[key] ?? key, value]));
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The caller wraps what the procedure threw; the REST error handler wants the original. */
function unwrapTrpcError(error: unknown): unknown {
  if (!(error instanceof TRPCError)) return error;
  if (error.cause instanceof ZodError) {
    const fields = error.cause.issues.map((i) => ({ field: i.path.join('.') || '(body)', message: i.message }));
    return new ValidationError(fields[0]?.message ?? 'Invalid input', { fields });
  }
  return error.cause ?? error;
}
