import { z } from 'zod';
import { requiredText } from '../text.ts';

/** The contact form (applicant §2, §5): every field required, e-mail checked. */
export const contactMessageSchema = z.object({
  name: requiredText('Full name is required'),
  email: z.string({ error: 'Email address is required' }).trim().min(1, 'Email address is required').toLowerCase().pipe(z.email({ error: 'Invalid email address' })),
  subject: requiredText('Subject is required'),
  message: requiredText('Message is required', { max: 5000, multiline: true }),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

/** The form waits this long before confirming, as the original product did. */
export const CONTACT_SEND_DELAY_MS = 1000;

export const contactResultSchema = z.object({ success: z.literal(true), id: z.uuid() });
