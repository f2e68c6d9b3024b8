/**
 * Every error code an answer may carry, with its HTTP status and what it means. The API's error
 * shape is `{ error: message, code, details? }` over REST and `error.data.appCode` over tRPC; the
 * web app and the CLI branch on these codes, never on messages.
 */
export const ERROR_CODES = {
  VALIDATION_ERROR: { status: 400, meaning: 'A field is missing or malformed; details.fields names each one.' },
  MALFORMED_JSON: { status: 400, meaning: 'The request body is not valid JSON.' },
  EMPTY_BODY: { status: 400, meaning: 'The request body is empty.' },
  BAD_CONTENT_LENGTH: { status: 400, meaning: 'Content-Length does not match the body.' },
  BAD_REQUEST: { status: 400, meaning: 'The request could not be read.' },
  FILE_REQUIRED: { status: 400, meaning: 'The multipart form has no file in the expected field.' },
  EMPTY_FILE: { status: 400, meaning: 'The uploaded file is empty.' },
  UNSUPPORTED_FILE_TYPE: { status: 400, meaning: 'The upload is not an accepted image type.' },
  UNREADABLE_IMAGE: { status: 400, meaning: 'The upload is not a readable image.' },
  INVALID_SIGNATURE: { status: 400, meaning: 'A webhook signature is missing, stale or does not match.' },
  UNAUTHORIZED: { status: 401, meaning: 'No staff session, or it has ended.' },
  PORTAL_SESSION_REQUIRED: { status: 401, meaning: 'No secure portal session, or it has ended: ask for a new link by e-mail.' },
  PORTAL_LINK_INVALID: { status: 401, meaning: 'The portal link has expired or has already been used.' },
  INVALID_CREDENTIALS: { status: 401, meaning: 'The e-mail or password is wrong.' },
  FORBIDDEN: { status: 403, meaning: 'The caller may not do this.' },
  WRONG_PASSWORD: { status: 403, meaning: 'The password entered to confirm this action is wrong.' },
  FORBIDDEN_ORIGIN: { status: 403, meaning: 'A live connection was opened from another site.' },
  ACCOUNT_SUSPENDED: { status: 403, meaning: 'The client account is suspended.' },
  NOT_FOUND: { status: 404, meaning: 'No such record or route.' },
  CONFLICT: { status: 409, meaning: 'The record changed or already exists.' },
  EMAIL_TAKEN: { status: 409, meaning: 'A staff member with this e-mail already exists.' },
  ALREADY_PAID: { status: 409, meaning: 'The application has already been paid.' },
  ALREADY_SUBMITTED: { status: 409, meaning: 'This draft has already been paid and submitted.' },
  NOT_A_DRAFT: { status: 409, meaning: 'Only a draft application can be paid.' },
  SESSION_CLOSED: { status: 409, meaning: 'The test checkout session has ended.' },
  LAST_ADMIN: { status: 409, meaning: 'The last active admin cannot be removed or deactivated.' },
  SELF_DELETE: { status: 409, meaning: 'Staff cannot delete their own account.' },
  SELF_DEACTIVATE: { status: 409, meaning: 'Staff cannot deactivate their own account.' },
  NOT_PAID: { status: 409, meaning: 'The application has not been paid: it stays a draft until payment arrives.' },
  VERSION_CONFLICT: { status: 409, meaning: 'Someone else changed the record since it was loaded; reload and try again.' },
  CODE_NOT_ALLOWED: { status: 409, meaning: 'A code can be recorded only for RECEIVED, IN_REVIEW or SUBMITTED_TO_UK applications without an active code.' },
  SENT_TO_GOVERNMENT: { status: 409, meaning: 'The application has already been submitted to the UK authorities.' },
  DOCUMENTS_MISSING: { status: 409, meaning: 'The application lacks its passport scan or photo, which the government form needs.' },
  REQUEST_CLOSED: { status: 409, meaning: 'The document request has already been answered or cancelled.' },
  CODE_NOT_ACTIVE: { status: 409, meaning: 'The code has already been used or has expired.' },
  ALREADY_QUEUED: { status: 409, meaning: 'The application is already queued or being submitted.' },
  NOTHING_TO_RETRY: { status: 409, meaning: 'The application has no failed automated submission to retry.' },
  PAYMENT_MAY_HAVE_BEEN_TAKEN: { status: 409, meaning: 'The failed automated submission may have paid the government fee; retry only once the government account was checked.' },
  SUBMISSION_IN_PROGRESS: { status: 409, meaning: "One of the client's applications is queued for or being submitted to the government; its data can be erased once the run ends." },
  SELF_DEMOTE: { status: 409, meaning: 'Admins cannot take the Admin role from themselves.' },
  NOT_REFUNDABLE: { status: 409, meaning: 'The application has no captured payment to refund.' },
  REFUND_EXCEEDS_PAID: { status: 409, meaning: 'The refund would return more than was paid minus earlier refunds.' },
  REFUND_NOT_PENDING: { status: 409, meaning: 'Only a pending refund can be approved.' },
  PERMISSION_REQUIRED: { status: 409, meaning: 'The Admin role must keep manage_users, or nobody could edit permissions again.' },
  PAYLOAD_TOO_LARGE: { status: 413, meaning: 'The request body is too large.' },
  FILE_TOO_LARGE: { status: 413, meaning: 'The upload is larger than 10 MB.' },
  IMAGE_TOO_LARGE: { status: 413, meaning: 'The image has too many pixels to check.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, meaning: 'Unsupported content type.' },
  RATE_LIMITED: { status: 429, meaning: 'Too many attempts; Retry-After says when to try again.' },
  INTERNAL: { status: 500, meaning: 'Something failed on our side.' },
  PROVIDER_ERROR: { status: 502, meaning: 'The card provider refused or could not be reached; nothing was changed here.' },
  BUSY: { status: 503, meaning: 'The server is at its bound for this work; Retry-After says when to try again.' },
} as const satisfies Record<string, { status: number; meaning: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}
