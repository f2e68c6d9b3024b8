import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError, type z } from 'zod';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import { AppError, requireStaff, type Core } from '@eta/core';
import { INTERNAL_ERROR_MESSAGE } from '../http/errors.ts';
import { actorOf } from '../http/actor.ts';
import type { RestDeclaration } from '../rest/declaration.ts';

export function contextFactory(core: Core) {
  return async ({ req, res }: CreateFastifyContextOptions) => ({ core, req, res, actor: await actorOf(core, req) });
}
export type Context = Awaited<ReturnType<ReturnType<typeof contextFactory>>>;

/** What a procedure declares beyond its code: its REST path, if it has one (see rest/registrar.ts). */
export type Meta = { rest?: RestDeclaration };

const TRPC_CODES: Record<number, TRPCError['code']> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
  502: 'BAD_GATEWAY',
};

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    errorFormatter({ shape, error }) {
      if (error.cause instanceof ZodError) {
        const fields = error.cause.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
        return { ...shape, message: fields[0]?.message ?? 'Invalid input', data: { ...shape.data, appCode: 'VALIDATION_ERROR', details: { fields } } };
      }
      const cause = error.cause instanceof AppError ? error.cause : null;
      // Never a stack trace, a file path or an internal message (a database error, say) in an answer.
      const { stack: _stack, ...data } = shape.data;
      const message = error.code === 'INTERNAL_SERVER_ERROR' && !cause ? INTERNAL_ERROR_MESSAGE : shape.message;
      return { ...shape, message, data: { ...data, appCode: cause?.code ?? null, details: cause?.details ?? null } };
    },
  });

/** Core's typed errors become tRPC errors with the matching HTTP status. */
const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: TRPC_CODES[cause.status] ?? 'INTERNAL_SERVER_ERROR', message: cause.message, cause });
  }
  return result;
});

export const router = t.router;
export const publicProcedure = t.procedure.use(mapErrors);
export const staffProcedure = publicProcedure.use(({ ctx, next }) => next({ ctx: { ...ctx, staff: requireStaff(ctx.actor) } }));

/**
 * A call's input, typed by its domain schema for the client but passed on as sent: the core use
 * case parses it once, with the same schema, and names every bad field. The schema rides along
 * for the OpenAPI document.
 */
export function parsedByCore<S extends z.ZodType>(schema: S) {
  return Object.assign((raw: unknown) => raw as z.input<S>, { schema });
}
export type ParsedByCore = ReturnType<typeof parsedByCore>;

/** One field of a raw input, without trusting its shape (core parses the value). */
export function fieldOf(input: unknown, key: string): unknown {
  return typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[key] : undefined;
}
