import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, RateLimitedError, ServiceBusyError } from '@eta/core';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

export type ErrorBody = { error: string; code: string; details?: unknown };

/** Fastify's own client errors, given stable codes and plain messages. */
const FRAMEWORK_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'MALFORMED_JSON', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'EMPTY_BODY', message: 'The request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'BAD_CONTENT_LENGTH', message: 'Content-Length does not match the body' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large' },
};

export function toErrorResponse(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    return { status: error.status, body: { error: error.message, code: error.code, ...(error.details ? { details: error.details } : {}) } };
  }
  const fastifyError = error as Partial<FastifyError>;
  const known = fastifyError.code ? FRAMEWORK_ERRORS[fastifyError.code] : undefined;
  if (known) return { status: known.status, body: { error: known.message, code: known.code } };
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return { status: fastifyError.statusCode, body: { error: fastifyError.message ?? 'Bad request', code: 'BAD_REQUEST' } };
  }
  return { status: 500, body: { error: INTERNAL_ERROR_MESSAGE, code: 'INTERNAL' } };
}

export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const { status, body } = toErrorResponse(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  if (error instanceof RateLimitedError || error instanceof ServiceBusyError) void reply.header('retry-after', String(error.retryAfterSeconds));
  void reply.status(status).send(body);
}
