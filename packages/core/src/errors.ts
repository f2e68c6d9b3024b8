import type { ErrorCode } from '@eta/domain';

/** Typed errors of the use cases; transports map `status` to HTTP and keep `code` stable. */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly details: unknown;

  constructor(status: number, code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = new.target.name;
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, details?: unknown) {
    super(400, 'VALIDATION_ERROR', message, details);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication required', code: ErrorCode = 'UNAUTHORIZED') {
    super(401, code, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do this') {
    super(403, 'FORBIDDEN', message);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, 'NOT_FOUND', message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string, code: ErrorCode = 'CONFLICT') {
    super(409, code, message);
  }
}
export class PayloadTooLargeError extends AppError {
  constructor(message = 'Request body is too large') {
    super(413, 'PAYLOAD_TOO_LARGE', message);
  }
}
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(message = 'Too many attempts. Please wait a moment and try again.', retryAfterSeconds = 60) {
    super(429, 'RATE_LIMITED', message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** 503: the server is at its bound for this kind of work; the client is told when to try again. */
export class ServiceBusyError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds = 5) {
    super(503, 'BUSY', message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
