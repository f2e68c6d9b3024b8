import type { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';

/** Never let passwords, cookies or passport numbers reach the logs. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  '*.passwordHash',
  '*.passportNumber',
  '*.*.passportNumber',
  'passport.number',
  '*.passport.number',
  'passportNumber',
  'token',
  '*.token',
];

type LoggedRequest = { method: string; url: string; hostname?: string; ip?: string };

/**
 * Requests are logged by path only: query strings carry e-mails, last names and checkout session
 * ids (the portal look-up, the payment success page).
 */
export const requestSerializer = (request: LoggedRequest) => ({
  method: request.method,
  url: request.url.split('?')[0],
  host: request.hostname,
  remoteAddress: request.ip,
});

export function loggerOptions(level: string, stream?: Writable): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, serializers: { req: requestSerializer }, ...(stream ? { stream } : {}) };
}
