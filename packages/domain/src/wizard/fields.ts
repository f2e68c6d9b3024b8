import { z } from 'zod';
import { parseDate } from './dates.ts';

/**
 * The wizard's field rules that other forms share (lost-ETA recovery asks for the same passport
 * number and date of birth). Kept apart from the step schemas so a page using them does not load
 * the country tables those schemas check against.
 */

export const MIN_PASSPORT_NUMBER_LENGTH = 6;
export const PASSPORT_NUMBER_TOO_SHORT = 'Passport number must be at least 6 characters';

/** dd/mm/yyyy as people type it, or ISO yyyy-mm-dd from API clients; empty gives `requiredMessage`, anything else that is not a real date says so. */
export const dateField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine((value) => parseDate(value) !== null, { message: 'Enter a real date as dd/mm/yyyy' });

/** A date of birth: a real date (as `dateField`), in the past. */
export const dateOfBirthField = (requiredMessage: string) =>
  dateField(requiredMessage).refine((v) => (parseDate(v)?.getTime() ?? 0) < Date.now(), { message: 'Date of birth must be in the past' });

/** A passport number's rules once it is upper case and trimmed: letters and digits, 6 to 20 of them. */
export const passportNumberRules = (field: z.ZodString) =>
  field.min(MIN_PASSPORT_NUMBER_LENGTH, PASSPORT_NUMBER_TOO_SHORT).max(20, 'Passport number is too long').regex(/^[A-Z0-9]+$/, 'Use only letters and digits');
