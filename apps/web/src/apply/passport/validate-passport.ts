import { z } from 'zod';
import { ocrDataSchema, type OcrData } from '@eta/domain';
import type { PassportIssue } from '../draft/draft.ts';
import { postFile } from '../../api/post-file.ts';

export type PassportReading =
  | { outcome: 'validated'; ocrData: OcrData; uploadId: string }
  | { outcome: 'failed'; issues: PassportIssue[]; uploadId: string | null };

export const NETWORK_ERROR: PassportIssue = { code: 'NETWORK_ERROR', message: 'Failed to validate passport. Please try again.' };

const issues = z.array(z.object({ code: z.string(), message: z.string() }));

/** The answer of POST /api/validate-passport (applicant §7), or the `{ error, code }` of a refused file. */
const passportAnswerSchema = z.object({
  valid: z.boolean().optional(),
  ocrData: ocrDataSchema.nullable().optional(),
  validationErrors: issues.optional(),
  errors: issues.optional(),
  message: z.string().optional(),
  error: z.string().optional(),
  uploadId: z.string().optional(),
});

/**
 * Sends the passport image and reads the answer as the spec says (applicant §7): not OK, not valid or no
 * extraction is a failure listing validationErrors, else errors, else one VALIDATION_FAILED with the server's
 * message or "Validation failed"; a network failure or an unreadable answer is NETWORK_ERROR.
 */
export async function validatePassportImage(file: File): Promise<PassportReading> {
  let posted;
  try {
    posted = await postFile('/api/validate-passport', 'passport', file);
  } catch {
    return { outcome: 'failed', issues: [NETWORK_ERROR], uploadId: null };
  }
  const answer = passportAnswerSchema.safeParse(posted.body);
  if (!answer.success) return { outcome: 'failed', issues: [NETWORK_ERROR], uploadId: null };
  const { valid, ocrData, validationErrors, errors, message, error, uploadId = null } = answer.data;
  if (posted.ok && valid && ocrData && uploadId) return { outcome: 'validated', ocrData, uploadId };
  const listed = validationErrors?.length ? validationErrors : errors?.length ? errors : [{ code: 'VALIDATION_FAILED', message: message || error || 'Validation failed' }];
  return { outcome: 'failed', issues: listed, uploadId: posted.ok ? uploadId : null };
}
