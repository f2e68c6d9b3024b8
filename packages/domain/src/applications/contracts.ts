import { z } from 'zod';
import { requiredText } from '../text.ts';
import { idSchema } from '../staff/schemas.ts';
import { APPLICATION_STATUSES, STAFF_SELECTABLE_STATUSES, type ApplicationStatus } from './statuses.ts';

/** The answer of POST /api/apply: the stored draft, ready for checkout. */
export const applyResultSchema = z.object({
  success: z.literal(true),
  application: z.object({ id: z.uuid(), reference: z.string() }),
});
export type ApplyResult = z.infer<typeof applyResultSchema>;

/** A staff member moves an application to another status (staff-admin §3). */
export const changeStatusSchema = z.object({
  applicationId: idSchema,
  status: z.enum(STAFF_SELECTABLE_STATUSES as [ApplicationStatus, ...ApplicationStatus[]]),
  /** Sent to the applicant with a refusal. */
  explanation: z.string().trim().max(2000).optional(),
  /** The version the staff member saw; a change saved by someone else since then is refused (VERSION_CONFLICT). */
  expectedVersion: z.number().int().positive().optional(),
});
export const statusChangedSchema = z.object({ id: z.uuid(), status: z.enum(APPLICATION_STATUSES), version: z.number().int() });
export type StatusChanged = z.infer<typeof statusChangedSchema>;
export type ChangeStatusInput = z.input<typeof changeStatusSchema>;

const PORTAL_MISSING = 'Please enter both email and last name';

/** The portal's sign-in (applicant §2): e-mail and last name, matched ignoring case and spaces. */
export const portalLookupSchema = z.object({
  email: requiredText(PORTAL_MISSING, { max: 254 }).toLowerCase(),
  lastName: requiredText(PORTAL_MISSING, { max: 100 }),
});
export type PortalLookupInput = z.input<typeof portalLookupSchema>;

export const UNABLE_TO_SIGN_IN = 'Unable to sign in. Please check your details and try again.';

/** Only what the portal shows; never another person's data. */
export const portalApplicationSchema = z.object({
  reference: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  applicantName: z.string(),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
});
export type PortalApplication = z.infer<typeof portalApplicationSchema>;

export const portalResultSchema = z.object({ applications: z.array(portalApplicationSchema) });
