import { z } from 'zod';

/**
 * The one schema for free text that comes from outside: trimmed, bounded, and free of control
 * characters. A NUL byte is refused by PostgreSQL (a 500 instead of a 400), and no field of ours
 * has a use for the others; multi-line fields keep tab, line feed and carriage return.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const DEFAULT_TEXT_MAX = 200;

/** A person's name as shown: the given parts that are present, with single spaces. */
export const fullName = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');
export const CONTROL_CHARACTERS_MESSAGE = 'Remove the unsupported characters from this field';

export type TextOptions = { max?: number; multiline?: boolean };

const tooLong = (max: number) => `Please keep this under ${max} characters`;
const hasNoControlCharacters = (multiline: boolean) => (value: string) =>
  !(multiline ? CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS : CONTROL_CHARACTERS).test(value);

/** Optional free text: may be empty. */
export function text({ max = DEFAULT_TEXT_MAX, multiline = false }: TextOptions = {}) {
  return z.string().trim().max(max, tooLong(max)).refine(hasNoControlCharacters(multiline), CONTROL_CHARACTERS_MESSAGE);
}

/** Required free text: empty or missing gives `message`. */
export function requiredText(message: string, { max = DEFAULT_TEXT_MAX, multiline = false }: TextOptions = {}) {
  return z.string({ error: message }).trim().min(1, message).max(max, tooLong(max)).refine(hasNoControlCharacters(multiline), CONTROL_CHARACTERS_MESSAGE);
}
