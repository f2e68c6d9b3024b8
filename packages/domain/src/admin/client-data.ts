import { z } from 'zod';
import { DOCUMENT_REQUEST_KINDS, DOCUMENT_REQUEST_STATUSES, MESSAGE_AUTHORS } from '../portal/contracts.ts';
import { idSchema } from '../staff/schemas.ts';
import { APPLICATION_STATUSES, PAYMENT_STATUSES } from '../applications/statuses.ts';
import { PAYMENT_PROVIDERS, PAYMENT_RECORD_STATUSES, REFUND_STATUSES } from '../payments/contracts.ts';
import { FILE_KINDS } from '../files/kinds.ts';

/**
 * An anonymised client's e-mail: a unique placeholder on a reserved domain (RFC 2606), so the
 * account row keeps its place in the figures and no message can ever reach anyone.
 */
export const ANONYMISED_EMAIL_DOMAIN = 'anonymised.invalid';
export const anonymisedEmail = (clientId: string) => `client-${clientId}@${ANONYMISED_EMAIL_DOMAIN}`;
export const isAnonymisedEmail = (email: string) => email.endsWith(`@${ANONYMISED_EMAIL_DOMAIN}`);

/** GET /api/admin/clients/{id}/export and POST /api/admin/clients/{id}/erase. */
export const clientIdSchema = z.object({ id: idSchema });
export type ClientIdInput = z.input<typeof clientIdSchema>;

const timestamp = z.iso.datetime();
const answersSchema = z.record(z.string(), z.unknown());

const exportedApplicationSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  createdAt: timestamp,
  updatedAt: timestamp,
  paidAt: timestamp.nullable(),
  decidedAt: timestamp.nullable(),
  /** When the personal data was removed; the answers below are then what was kept for the figures. */
  anonymisedAt: timestamp.nullable(),
  feePence: z.number().int().nullable(),
  governmentReference: z.string().nullable(),
  answers: z.object({ personal: answersSchema, passport: answersSchema, travel: answersSchema, declarations: answersSchema }),
  /** The whole passport number, decrypted: it is the subject's own data. */
  passportNumber: z.string().nullable(),
  dateOfBirth: z.iso.date().nullable(),
  passportExpiry: z.iso.date().nullable(),
  arrivalDate: z.iso.date().nullable(),
  departureDate: z.iso.date().nullable(),
  ocrResult: answersSchema.nullable(),
  payments: z.array(
    z.object({
      id: z.uuid(),
      provider: z.enum(PAYMENT_PROVIDERS),
      amountPence: z.number().int(),
      currency: z.string(),
      status: z.enum(PAYMENT_RECORD_STATUSES),
      paidAt: timestamp.nullable(),
      createdAt: timestamp,
    }),
  ),
  refunds: z.array(
    z.object({
      id: z.uuid(),
      amountPence: z.number().int(),
      reason: z.string(),
      status: z.enum(REFUND_STATUSES),
      createdAt: timestamp,
      decidedAt: timestamp.nullable(),
      settledAt: timestamp.nullable(),
    }),
  ),
  activity: z.array(z.object({ description: z.string(), actorType: z.string(), createdAt: timestamp })),
  emails: z.array(z.object({ to: z.string(), subject: z.string(), status: z.string(), createdAt: timestamp, sentAt: timestamp.nullable() })),
  files: z.array(z.object({ id: z.uuid(), kind: z.enum(FILE_KINDS), contentType: z.string(), sizeBytes: z.number().int(), createdAt: timestamp })),
  messages: z.array(z.object({ author: z.enum(MESSAGE_AUTHORS), authorName: z.string(), body: z.string(), createdAt: timestamp })),
  documentRequests: z.array(
    z.object({ kind: z.enum(DOCUMENT_REQUEST_KINDS), label: z.string().nullable(), note: z.string(), status: z.enum(DOCUMENT_REQUEST_STATUSES), createdAt: timestamp, providedAt: timestamp.nullable() }),
  ),
});
export type ExportedApplication = z.infer<typeof exportedApplicationSchema>;

/** Everything held about one client, for a subject access request: the account and each application in full. */
export const clientDataExportSchema = z.object({
  exportedAt: timestamp,
  client: z.object({ id: z.uuid(), email: z.string(), isActive: z.boolean(), createdAt: timestamp }),
  applications: z.array(exportedApplicationSchema),
});
export type ClientDataExport = z.infer<typeof clientDataExportSchema>;

/** What an erasure did: the client's placeholder e-mail, and the references of the applications it anonymised now. */
export const clientDataErasedSchema = z.object({
  clientId: z.uuid(),
  email: z.string(),
  anonymisedApplications: z.array(z.string()),
  /** Applications that had been anonymised before (by the retention job or an earlier erasure). */
  alreadyAnonymised: z.number().int(),
});
export type ClientDataErased = z.infer<typeof clientDataErasedSchema>;
