import { z } from 'zod';
import { requiredText } from '../text.ts';
import { dateOfBirthField, passportNumberRules } from '../wizard/fields.ts';

export const RECOVERY_MESSAGES = {
  passportNumber: 'Please enter your passport number',
  dateOfBirth: 'Please enter your date of birth',
  email: 'Please enter your email address',
  invalidEmail: 'Invalid email address',
} as const;

/** Spaces people type inside a passport number ("AB 123 456") are not part of it; case does not matter. */
export const normalisePassportNumber = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/**
 * Lost-ETA recovery (applicant §1: "recovery of a lost ETA by e-mail using passport details"):
 * passport number, date of birth (dd/mm/yyyy) and the e-mail address used when applying. An
 * empty field gives its own message alone; the number and the date then follow the wizard's rules.
 */
export const etaRecoverySchema = z.object({
  passportNumber: requiredText(RECOVERY_MESSAGES.passportNumber, { max: 40 }).overwrite(normalisePassportNumber).pipe(passportNumberRules(z.string())),
  dateOfBirth: requiredText(RECOVERY_MESSAGES.dateOfBirth, { max: 10 }).pipe(dateOfBirthField(RECOVERY_MESSAGES.dateOfBirth)),
  email: requiredText(RECOVERY_MESSAGES.email, { max: 254 }).toLowerCase().pipe(z.email({ error: RECOVERY_MESSAGES.invalidEmail })),
});
export type EtaRecoveryInput = z.input<typeof etaRecoverySchema>;

/** The one answer, whether or not anything matched: it never says which. */
export const ETA_RECOVERY_ANSWER =
  'If these details match an approved application, we have sent the ETA to the e-mail address on file. It may take a few minutes to arrive; check your spam folder.';

export const etaRecoveryResultSchema = z.object({ message: z.literal(ETA_RECOVERY_ANSWER) });
export type EtaRecoveryResult = z.infer<typeof etaRecoveryResultSchema>;

/** The one answer allowed to differ: too many requests from this address, for this e-mail or for this passport. */
export function etaRecoveryLimitedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many recovery requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or contact us if you need help.`;
}
