import { z } from 'zod';
import { ocrDataSchema } from '../wizard/schemas.ts';

export const PASSPORT_ISSUE_CODES = ['NO_MRZ_FOUND', 'MRZ_FORMAT', 'CHECK_DIGIT_MISMATCH', 'INVALID_DATE', 'PASSPORT_EXPIRED', 'PASSPORT_EXPIRES_SOON', 'OCR_DISABLED'] as const;
export type PassportIssueCode = (typeof PASSPORT_ISSUE_CODES)[number];
export const passportIssueSchema = z.object({ code: z.enum(PASSPORT_ISSUE_CODES), message: z.string() });
export type PassportIssue = z.infer<typeof passportIssueSchema>;

/** What the machine-readable zone says (the wizard's OCR data); dates are ISO (YYYY-MM-DD), nationality the country's English name. */
export const passportOcrDataSchema = ocrDataSchema;
export type PassportOcrData = z.infer<typeof passportOcrDataSchema>;

/** Said instead of success when some characters of the passport number could not be settled (ocrData.uncertain). */
export const UNCERTAIN_NUMBER_MESSAGE = 'We read your passport, but could not be sure of some characters of the passport number. Please check the highlighted characters against your passport.';
/** Said instead of success when a letter of the name could not be settled (ocrData.uncertain.names): names have no check digit. */
export const UNCERTAIN_NAMES_MESSAGE = 'We read your passport, but could not be sure of every letter of your name. Please check your name against your passport.';

/** Said instead of success when a date was taken from the printed page or the page prints it otherwise (ocrData.uncertain.dates). */
export const UNCERTAIN_DATES_MESSAGE = 'We read your passport, but could not be sure of a date. Please check the dates against your passport.';

/** The answer of POST /api/validate-passport, as the wizard reads it (applicant §7). */
export const passportAnswerSchema = z.object({
  valid: z.boolean(),
  ocrData: passportOcrDataSchema.nullable(),
  validationErrors: z.array(passportIssueSchema),
  errors: z.array(passportIssueSchema),
  message: z.string(),
  uploadId: z.uuid(),
});
export type PassportAnswer = z.infer<typeof passportAnswerSchema>;

export const photoCheckSchema = z.object({ passed: z.boolean(), message: z.string() });
export type PhotoCheck = z.infer<typeof photoCheckSchema>;

/** The answer of POST /api/validate-photo: every check with its message. */
export const photoAnswerSchema = z.object({ checks: z.array(photoCheckSchema), uploadId: z.uuid(), passed: z.boolean() });
export type PhotoAnswer = z.infer<typeof photoAnswerSchema>;
