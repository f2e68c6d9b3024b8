import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors.ts';
import { decodeCursor, encodeCursor, stringsKey } from './page-cursor.ts';

describe('page cursors', () => {
  const uuidKey = stringsKey(2, undefined, /^[0-9a-f-]{36}$/i);

  it('carries a page’s keyset values to the next request', () => {
    const key = ['2026-11-25 10:00:00+00', '6f1c2a9e-0000-4000-8000-000000000001'];
    expect(decodeCursor(encodeCursor(key), uuidKey, 'after')).toEqual(key);
    expect(decodeCursor(encodeCursor('ann@example.com'), (v): v is string => typeof v === 'string', 'cursor')).toBe('ann@example.com');
  });

  it.each([
    ['not base64 JSON', 'not-a-cursor'],
    ['the wrong width', encodeCursor(['only one'])],
    ['a value its key rejects', encodeCursor(['2026-11-25', 'not-a-uuid'])],
  ])('refuses %s as a 400 naming the field, never a server error', (_, cursor) => {
    const refusal = (() => {
      try {
        decodeCursor(cursor, uuidKey, 'after');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ValidationError);
    expect(refusal).toMatchObject({ status: 400, message: 'This page link is no longer valid; start from the first page', details: { fields: [{ field: 'after', message: 'Invalid cursor' }] } });
  });
});
