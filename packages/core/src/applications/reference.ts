import { randomInt } from 'node:crypto';

/** No look-alikes: no 0/O, 1/I/L, so a reference read aloud or typed is not misread. */
export const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERENCE_PATTERN = /^ETA-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/;

export function generateReference(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `ETA-${code}`;
}
