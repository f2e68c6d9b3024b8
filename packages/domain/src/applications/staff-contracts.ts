import { z } from 'zod';
import { text } from '../text.ts';
import { idSchema } from '../staff/schemas.ts';
import { AUTOMATION_STATUSES } from '../automation/statuses.ts';
import { FILE_KINDS } from '../files/kinds.ts';
import { APPLICATION_STATUSES, PAYMENT_STATUSES } from './statuses.ts';

/** The staff list's page size unless asked otherwise, and the most one page may hold. */
export const STAFF_LIST_PAGE_SIZE = 25;
export const STAFF_LIST_MAX_PAGE_SIZE = 100;
/** The staff list refetches this often (staff-admin §9). */
export const STAFF_LIST_POLL_MS = 3000;
/** The list counts its matches up to this many; beyond, it says "10,000+". */
export const STAFF_LIST_COUNT_CAP = 10_000;

export const STAFF_LIST_SORTS = ['createdAt', 'reference', 'applicant', 'status', 'paymentStatus'] as const;
export type StaffListSort = (typeof STAFF_LIST_SORTS)[number];

/** The status filter's "all" reads every submitted application: drafts only when asked for (staff-admin §5: 'all' is ignored). */
export const listApplicationsSchema = z.object({
  search: text({ max: 100 }).optional(),
  status: z.enum([...APPLICATION_STATUSES, 'all']).optional(),
  sort: z.enum(STAFF_LIST_SORTS).default('createdAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  /** The previous page's `nextCursor` (keyset pagination). */
  after: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(STAFF_LIST_MAX_PAGE_SIZE).default(STAFF_LIST_PAGE_SIZE),
});
export type ListApplicationsInput = z.input<typeof listApplicationsSchema>;
export type ListApplicationsQuery = z.infer<typeof listApplicationsSchema>;

const personSchema = z.object({ firstName: z.string(), lastName: z.string(), email: z.string() });

/** A row of the staff list: the passport number is only ever its last 4 characters, masked. */
export const staffApplicationRowSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  createdAt: z.iso.datetime(),
  internalEmail: z.string(),
  personal: personSchema,
  passport: z.object({ number: z.string() }),
  missingDocuments: z.array(z.enum(FILE_KINDS)),
  /** Messages from the applicant no staff member has opened yet. */
  unreadMessages: z.number().int(),
});
export type StaffApplicationRow = z.infer<typeof staffApplicationRowSchema>;

export const staffApplicationListSchema = z.object({
  applications: z.array(staffApplicationRowSchema),
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** How many applications match the search and filter, up to STAFF_LIST_COUNT_CAP. */
  total: z.number().int(),
  /** True when more than STAFF_LIST_COUNT_CAP match (shown as "10,000+"). */
  totalIsCapped: z.boolean(),
});
export type StaffApplicationList = z.infer<typeof staffApplicationListSchema>;

export const applicationIdSchema = z.object({ id: idSchema });

const documentSchema = z.object({ id: z.uuid(), kind: z.enum(FILE_KINDS), contentType: z.string(), url: z.string() });

/** One application as the detail page shows it (staff-admin §3, staff view). */
export const staffApplicationSchema = staffApplicationRowSchema.extend({
  version: z.number().int(),
  updatedAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  feePence: z.number().int().nullable(),
  formData: z.object({
    personalDetails: z.object({
      firstName: z.string(),
      middleName: z.string(),
      lastName: z.string(),
      dateOfBirth: z.string().nullable(),
      nationality: z.string(),
      hasOtherNationalities: z.string(),
      phoneNumber: z.string(),
      emailAddress: z.string(),
    }),
    passportDetails: z.object({
      passportNumber: z.string(),
      passportExpiryDate: z.string().nullable(),
      countryOfIssue: z.string(),
      placeOfIssue: z.string(),
    }),
    travelDetails: z.object({
      arrivalDate: z.string().nullable(),
      departureDate: z.string().nullable(),
      ukAddress: z.string(),
      purposeOfVisit: z.string(),
      job: z.string(),
    }),
    declarations: z.record(z.string(), z.unknown()),
  }),
  /** What the passport reader found on the scan (never the number; only whether it matched). */
  ocr: z.record(z.string(), z.unknown()).nullable(),
  /** The scan and the photo, each through a signed URL that expires. */
  documents: z.array(documentSchema),
  /** Whether this staff member may reveal the full passport number (each reveal is audited). */
  canRevealPassport: z.boolean(),
  /** A code that is neither used nor expired. */
  hasActiveCode: z.boolean(),
  automation: z
    .object({
      id: z.uuid(),
      status: z.enum(AUTOMATION_STATUSES),
      position: z.number().int().nullable(),
      error: z.string().nullable(),
      headless: z.boolean(),
      /** A failed run's Playwright trace (signed, expiring), for admins only. */
      traceUrl: z.string().nullable(),
    })
    .nullable(),
  /** The government's application number, once the form was submitted. */
  governmentReference: z.string().nullable(),
});
export type StaffApplication = z.infer<typeof staffApplicationSchema>;

export const revealedPassportSchema = z.object({ passportNumber: z.string() });

export const activitySchema = z.object({
  id: z.uuid(),
  description: z.string(),
  actor: z.string(),
  createdAt: z.iso.datetime(),
  applicationId: z.uuid().nullable(),
  reference: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof activitySchema>;
export const activitiesSchema = z.object({ activities: z.array(activitySchema) });

export const screenshotsSchema = z.object({ presignedUrls: z.array(z.string()) });

/** Masks all but the last 4 characters (staff-admin §6). */
export function maskPassportNumber(last4: string | null): string {
  return last4 ? `•••• ${last4}` : '—';
}
