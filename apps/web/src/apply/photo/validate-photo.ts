import { z } from 'zod';
import type { PhotoCheck } from '../draft/draft.ts';
import { postFile } from '../../api/post-file.ts';

export type PhotoValidation = { ok: true; checks: PhotoCheck[]; uploadId: string } | { ok: false; message: string };

export const PHOTO_VALIDATION_FAILED = 'Failed to validate your photo. Please try again.';

const photoAnswerSchema = z.object({
  checks: z.array(z.object({ passed: z.boolean(), message: z.string() })),
  uploadId: z.string(),
});
const refusalSchema = z.object({ error: z.string() });

/** Sends the portrait to /api/validate-photo (applicant §7) and reads the list of checks. */
export async function validatePhotoImage(file: File): Promise<PhotoValidation> {
  try {
    const posted = await postFile('/api/validate-photo', 'photo', file);
    const answer = photoAnswerSchema.safeParse(posted.body);
    if (posted.ok && answer.success) return { ok: true, ...answer.data };
    // A refused file (4xx) comes with the server's reason, e.g. that the bytes are not a JPEG.
    const refusal = refusalSchema.safeParse(posted.body);
    return { ok: false, message: posted.status < 500 && refusal.success ? refusal.data.error : PHOTO_VALIDATION_FAILED };
  } catch {
    return { ok: false, message: PHOTO_VALIDATION_FAILED };
  }
}
