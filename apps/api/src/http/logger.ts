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

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return level === 'silent' ? false : { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
}
