import { z } from 'zod';

const required = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, `Please keep this under ${max} characters`);

/** The contact form (applicant §2, §5): every field required, e-mail checked. */
export const contactMessageSchema = z.object({
  name: required('Full name is required', 200),
  email: z.string({ error: 'Email address is required' }).trim().min(1, 'Email address is required').toLowerCase().pipe(z.email({ error: 'Invalid email address' })),
  subject: required('Subject is required', 200),
  message: required('Message is required', 5000),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

/** The form waits this long before confirming, as the original product did. */
export const CONTACT_SEND_DELAY_MS = 1000;
