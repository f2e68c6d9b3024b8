import { ValidationError } from '../errors.ts';

/** An opaque link to the next page: the keyset values of the last row shown, as base64url JSON. */
export const encodeCursor = (key: unknown): string => Buffer.from(JSON.stringify(key)).toString('base64url');

/**
 * The keyset values `cursor` carries, when `isKey` accepts them; otherwise a 400 naming the query's
 * `field` (a cursor we did not write, or one from an older page shape).
 */
export function decodeCursor<T>(cursor: string, isKey: (value: unknown) => value is T, field: string): T {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (isKey(value)) return value;
  } catch {
    // fall through: not JSON, so not ours
  }
  throw new ValidationError('This page link is no longer valid; start from the first page', { fields: [{ field, message: 'Invalid cursor' }] });
}

/** A key of `width` strings, each passing `valid` at its place when given. */
export const stringsKey =
  (width: number, ...valid: (RegExp | undefined)[]) =>
  (value: unknown): value is string[] =>
    Array.isArray(value) && value.length === width && value.every((v, i) => typeof v === 'string' && (valid[i]?.test(v) ?? true));
