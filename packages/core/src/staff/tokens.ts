import { createHash, randomBytes } from 'node:crypto';

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored: a database leak does not leak usable sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
