import { TRPCClientError } from '@trpc/client';
import { isErrorCode, type ErrorCode } from '@eta/domain';

/** A failed call as the UI needs it: the server's message, its stable code (domain ERROR_CODES) and HTTP status. */
export type ApiError = { message: string | null; code: ErrorCode | null; status: number | null };

/** The one reader of errors from the API, whatever the call; a network failure has no code and no status. */
export function readApiError(error: unknown): ApiError {
  if (error instanceof TRPCClientError) {
    const data: unknown = error.data;
    const fields = typeof data === 'object' && data !== null ? (data as { appCode?: unknown; httpStatus?: unknown }) : {};
    return {
      message: error.message.trim() || null,
      code: isErrorCode(fields.appCode) ? fields.appCode : null,
      status: typeof fields.httpStatus === 'number' ? fields.httpStatus : null,
    };
  }
  return { message: error instanceof Error && error.message.trim() ? error.message : null, code: null, status: null };
}

/** The server's message for a failed call, or the fallback when it gave none. */
export function errorMessage(error: unknown, fallback: string): string {
  return readApiError(error).message ?? fallback;
}

/** Rate limits and bad input say what to do; anything else (a refusal, a server error) says only `fallback`. */
export function explainedErrorMessage(error: unknown, fallback: string): string {
  const failure = readApiError(error);
  const explains = failure.code === 'RATE_LIMITED' || failure.code === 'VALIDATION_ERROR';
  return explains && failure.message ? failure.message : fallback;
}
