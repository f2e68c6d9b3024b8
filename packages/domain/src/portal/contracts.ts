import { z } from 'zod';
import { requiredText } from '../text.ts';
import { idSchema } from '../staff/schemas.ts';
import { APPLICATION_STATUSES } from '../applications/statuses.ts';
import { portalLookupSchema } from '../applications/contracts.ts';

/** A portal link works once, for this long. */
export const PORTAL_LINK_MINUTES = 30;
/** A portal session opened by a link lasts this long, then the applicant asks for a new link. */
export const PORTAL_SESSION_MINUTES = 60;

/** The applicant asks for a link with the same e-mail and last name as the status look-up. */
export const portalLinkRequestSchema = portalLookupSchema;
/** The same answer whether or not anything matched, so the form does not tell who applied. */
export const PORTAL_LINK_SENT = `If applications match these details, we have sent a secure link to that e-mail address. It works once, within ${PORTAL_LINK_MINUTES} minutes.`;
export const portalLinkSentSchema = z.object({ message: z.string() });

export const portalOpenSchema = z.object({ token: z.string().trim().min(20, 'This link is not complete. Open it again from the e-mail.').max(200) });
export const PORTAL_LINK_INVALID = 'This link has expired or has already been used. Ask for a new link on the portal.';
export const PORTAL_SESSION_ENDED = 'Your secure portal session has ended. Ask for a new link on the portal.';
export const portalSessionSchema = z.object({ email: z.string(), expiresAt: z.iso.datetime() });
export type PortalSession = z.infer<typeof portalSessionSchema>;

/** What staff can ask an applicant for: a new passport scan, a new photo, or another named file. */
export const DOCUMENT_REQUEST_KINDS = ['passport_scan', 'photo', 'other'] as const;
export type DocumentRequestKind = (typeof DOCUMENT_REQUEST_KINDS)[number];
export const DOCUMENT_REQUEST_LABELS: Record<DocumentRequestKind, string> = { passport_scan: 'Passport scan', photo: 'Photo', other: 'Another document' };
export const DOCUMENT_REQUEST_STATUSES = ['OPEN', 'PROVIDED', 'CANCELLED'] as const;
export type DocumentRequestStatus = (typeof DOCUMENT_REQUEST_STATUSES)[number];

/** Files an applicant may send for "another document": PDF, JPG or PNG up to 8 MB (applicant §1). */
export const SUPPORTING_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const SUPPORTING_DOCUMENT_MAX_BYTES = 8 * 1024 * 1024;

export const requestDocumentSchema = z
  .object({
    applicationId: idSchema,
    kind: z.enum(DOCUMENT_REQUEST_KINDS, { error: 'Please choose what to ask for' }),
    /** The file's name, for "another document" (e.g. "Marriage certificate"). */
    label: z.string().trim().max(100, 'Keep the document name under 100 characters').optional(),
    note: requiredText('Please tell the applicant what is wrong or what you need', { max: 1000, multiline: true }),
  })
  .refine((input) => input.kind !== 'other' || Boolean(input.label), { path: ['label'], message: 'Please name the document you need' });
export type RequestDocumentInput = z.input<typeof requestDocumentSchema>;

export const cancelDocumentRequestSchema = z.object({ id: idSchema });

export const documentRequestSchema = z.object({
  id: z.uuid(),
  kind: z.enum(DOCUMENT_REQUEST_KINDS),
  /** What the applicant is asked for, in words: "Photo", or the named document. */
  title: z.string(),
  note: z.string(),
  status: z.enum(DOCUMENT_REQUEST_STATUSES),
  requestedBy: z.string(),
  requestedAt: z.iso.datetime(),
  providedAt: z.iso.datetime().nullable(),
  /** The file sent, behind a signed link that expires. */
  file: z.object({ id: z.uuid(), contentType: z.string(), url: z.string() }).nullable(),
});
export type DocumentRequest = z.infer<typeof documentRequestSchema>;
export const documentRequestsSchema = z.object({ requests: z.array(documentRequestSchema) });

export const MESSAGE_AUTHORS = ['applicant', 'staff'] as const;
export const messageBodySchema = requiredText('Please write a message', { max: 4000, multiline: true });

export const applicationMessageSchema = z.object({
  id: z.uuid(),
  author: z.enum(MESSAGE_AUTHORS),
  /** "You" is decided by the reader; this is the staff member's first name or "Our team", or the applicant's name. */
  authorName: z.string(),
  body: z.string(),
  createdAt: z.iso.datetime(),
});
export type ApplicationMessage = z.infer<typeof applicationMessageSchema>;
export const messageThreadSchema = z.object({ messages: z.array(applicationMessageSchema) });

export const postStaffMessageSchema = z.object({ applicationId: idSchema, body: messageBodySchema });
export const postApplicantMessageSchema = z.object({ reference: z.string().trim().min(1).max(20), body: messageBodySchema });
export const applicantThreadSchema = z.object({ reference: z.string().trim().min(1).max(20) });

/** One application as the signed-in portal shows it: status, what is asked of the applicant, the thread, the ETA. */
export const portalApplicationDetailSchema = z.object({
  reference: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  applicantName: z.string(),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  documentRequests: z.array(documentRequestSchema),
  messages: z.array(applicationMessageSchema),
  /** Staff messages the applicant has not opened the thread since. */
  unreadMessages: z.number().int(),
  /** The approved ETA's PDF, behind a signed link, once approved. */
  eta: z.object({ url: z.string() }).nullable(),
});
export type PortalApplicationDetail = z.infer<typeof portalApplicationDetailSchema>;
export const portalOverviewSchema = z.object({ email: z.string(), applications: z.array(portalApplicationDetailSchema) });
export type PortalOverview = z.infer<typeof portalOverviewSchema>;

export const provideDocumentSchema = z.object({ requestId: idSchema });
export const documentProvidedSchema = z.object({
  provided: z.boolean(),
  /** Why the file was not taken, in the words of the wizard's checks. */
  problems: z.array(z.string()),
  request: documentRequestSchema,
});
export type DocumentProvided = z.infer<typeof documentProvidedSchema>;
