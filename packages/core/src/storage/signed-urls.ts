import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.ts';

export type SignedFileUrl = { id: string; expires: number; signature: string };

const signatureOf = (secret: string, id: string, expires: number) =>
  createHmac('sha256', secret).update(`file:${id}:${expires}`).digest('base64url');

/** A path that grants reading one file until it expires (HMAC with the session secret). */
export function signFileUrl(config: Pick<Config, 'sessionSecret'>, id: string, options: { expiresInSeconds?: number; now?: Date } = {}): string {
  const now = options.now ?? new Date();
  const expires = Math.floor(now.getTime() / 1000) + (options.expiresInSeconds ?? 300);
  const signature = signatureOf(config.sessionSecret, id, expires);
  return `/api/files/${encodeURIComponent(id)}?expires=${expires}&signature=${signature}`;
}

/** True when the signature is ours and has not expired; compared in constant time. */
export function verifyFileUrl(config: Pick<Config, 'sessionSecret'>, url: SignedFileUrl, now = new Date()): boolean {
  if (!Number.isInteger(url.expires) || url.expires < now.getTime() / 1000) return false;
  const expected = Buffer.from(signatureOf(config.sessionSecret, url.id, url.expires));
  const given = Buffer.from(url.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
