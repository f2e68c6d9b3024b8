import { z } from 'zod';
import { text } from '../text.ts';
import { APPLICATION_STATUSES, STATUS_LABELS, type ApplicationStatus } from '../applications/statuses.ts';

// Contracts of the admin Operations group minus refunds (staff-admin §2 Advanced Search and Bulk
// Actions, §3 search result and bulk-ready application, §4, §5, §7, §8).

/** The statuses the search filter offers (staff-admin §4), besides 'all'. */
export const SEARCH_FILTER_STATUSES = ['DRAFT', 'RECEIVED', 'IN_REVIEW', 'APPROVED', 'REFUSED'] as const satisfies readonly ApplicationStatus[];
/** The statuses a bulk update offers (staff-admin §4). */
export const BULK_UPDATE_STATUSES = ['IN_REVIEW', 'SUBMITTED_TO_UK', 'DECISION_PENDING', 'APPROVED', 'REFUSED'] as const satisfies readonly ApplicationStatus[];
export type BulkUpdateStatus = (typeof BULK_UPDATE_STATUSES)[number];

export const ADMIN_SEARCH_PAGE_SIZE = 50;
export const ADMIN_SEARCH_MAX_PAGE_SIZE = 100;
/** Matches are counted up to this many; beyond, the total reads "1,000+" (counting further costs more than the page). */
export const ADMIN_SEARCH_COUNT_CAP = 1_000;
/** The most applications one bulk action may name. */
export const BULK_MAX_IDS = 500;
/** How long a bulk download link (ZIP or CSV) stays valid. */
export const BULK_DOWNLOAD_TTL_SECONDS = 600;

export const SEARCH_FILTER_FIELDS = ['reference', 'email', 'status', 'nationality', 'dateFrom', 'dateTo'] as const;
export type SearchFilterField = (typeof SEARCH_FILTER_FIELDS)[number];
export type SearchFilterValues = Partial<Record<SearchFilterField, string>>;

/**
 * The search rule (staff-admin §5): values 'all' are ignored and empty fields are omitted. Returns
 * only the filters that say something, trimmed, so a request and a CSV link carry the same ones.
 */
export function activeSearchFilters(values: SearchFilterValues): SearchFilterValues {
  const active: SearchFilterValues = {};
  for (const field of SEARCH_FILTER_FIELDS) {
    const value = values[field]?.trim();
    if (value && value !== 'all') active[field] = value;
  }
  return active;
}

/** A filter value that may arrive as '' or 'all' (a form as it is) and then means "no filter". */
const ignorable = <S extends z.ZodType>(schema: S) =>
  z
    // A value that is neither '', 'all' nor valid is refused with the field's own message, not "Invalid input".
    .union([z.literal(''), z.literal('all'), schema], { error: (issue) => issue.errors.at(-1)?.[0]?.message })
    .optional()
    .transform((value) => (value === '' || value === 'all' ? undefined : (value as z.output<S> | undefined)));

const dateOnly = (message: string) => z.iso.date({ error: message });

const filterFields = {
  reference: ignorable(text({ max: 20 })),
  email: ignorable(text({ max: 254 })),
  status: ignorable(z.enum(APPLICATION_STATUSES, { error: 'Please choose a status from the list' })),
  nationality: ignorable(text({ max: 80 })),
  dateFrom: ignorable(dateOnly('Please enter the start date as YYYY-MM-DD')),
  dateTo: ignorable(dateOnly('Please enter the end date as YYYY-MM-DD')),
};
const datesInOrder: [(f: { dateFrom?: string | undefined; dateTo?: string | undefined }) => boolean, { message: string; path: string[] }] = [
  (f) => !f.dateFrom || !f.dateTo || f.dateFrom <= f.dateTo,
  { message: 'The start date must be on or before the end date', path: ['dateTo'] },
];

/** The six filters of Advanced Search (on the created date, both ends inclusive); GET /api/admin/search/export. */
export const searchFiltersSchema = z.object(filterFields).refine(...datesInOrder);
export type SearchFiltersInput = z.input<typeof searchFiltersSchema>;
/** Only the filters that say something; every one optional. */
export type SearchFilters = Partial<z.output<typeof searchFiltersSchema>>;

/** GET /api/admin/search: the filters, plus a keyset page. */
export const adminSearchSchema = z
  .object({
    ...filterFields,
    /** The previous page's `nextCursor`. */
    after: z.string().max(400).optional(),
    limit: z.coerce.number().int().min(1).max(ADMIN_SEARCH_MAX_PAGE_SIZE).default(ADMIN_SEARCH_PAGE_SIZE),
  })
  .refine(...datesInOrder);
export type AdminSearchInput = z.input<typeof adminSearchSchema>;
export type AdminSearchQuery = z.output<typeof adminSearchSchema>;

/** A search result application (staff-admin §3). */
export const searchResultSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.iso.datetime(),
  personal: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** One page of matches, newest first; `total` counts every match up to ADMIN_SEARCH_COUNT_CAP. */
export const searchResultPageSchema = z.object({
  applications: z.array(searchResultSchema),
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  total: z.number().int(),
  totalIsCapped: z.boolean(),
});
export type SearchResultPage = z.infer<typeof searchResultPageSchema>;

/** GET /api/admin/applications/bulk-ready: a keyset page, optionally of one status. */
export const bulkReadyQuerySchema = z.object({
  status: ignorable(z.enum(APPLICATION_STATUSES, { error: 'Please choose a status from the list' })),
  after: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_SEARCH_MAX_PAGE_SIZE).default(ADMIN_SEARCH_PAGE_SIZE),
});
export type BulkReadyQueryInput = z.input<typeof bulkReadyQuerySchema>;

/** A bulk-ready application (staff-admin §3); the e-mail is null when missing ('No email'). */
export const bulkReadyApplicationSchema = z.object({
  id: z.uuid(),
  referenceNumber: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  personalDetails: z.object({ email: z.string().nullable() }),
});
export type BulkReadyApplication = z.infer<typeof bulkReadyApplicationSchema>;

export const bulkReadyPageSchema = z.object({
  applications: z.array(bulkReadyApplicationSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
  totalIsCapped: z.boolean(),
});
export type BulkReadyPage = z.infer<typeof bulkReadyPageSchema>;

export const BULK_ACTIONS = ['update-status', 'download-docs', 'send-email', 'export'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export const BULK_ACTION_LABELS: Record<BulkAction, string> = {
  'update-status': 'Update status',
  'download-docs': 'Download documents (ZIP)',
  'send-email': 'Send e-mail',
  export: 'Export to CSV',
};

/** Applicant e-mails that make sense to send by hand, and the e-mail setting that allows each. */
export const BULK_EMAIL_TEMPLATES = ['document_request', 'status_update'] as const;
export type BulkEmailTemplate = (typeof BULK_EMAIL_TEMPLATES)[number];
export const BULK_EMAIL_TEMPLATE_LABELS: Record<BulkEmailTemplate, string> = {
  document_request: 'Document request',
  status_update: 'Status update',
};
export const BULK_EMAIL_TRIGGERS = { document_request: 'documentRequest', status_update: 'statusUpdate' } as const satisfies Record<BulkEmailTemplate, string>;

/** Messages of the bulk screen (staff-admin §5, §8), word for word. */
export const BULK_MESSAGES = {
  noSelection: { title: 'No selections', description: 'Please select at least one application' },
  noAction: { title: 'No action selected', description: 'Please select a bulk action' },
  completed: 'Bulk action completed successfully',
  failed: 'Bulk action failed',
} as const;
export const SEARCH_MESSAGES = {
  failed: 'Search failed',
  fallback: 'Failed to search applications',
  empty: 'No results found. Try adjusting your search criteria.',
} as const;

/** POST /api/admin/bulk-actions. */
export const bulkActionSchema = z
  .object({
    ids: z
      .array(z.uuid({ error: 'Each selected application must be an application id' }), { error: BULK_MESSAGES.noSelection.description })
      .min(1, BULK_MESSAGES.noSelection.description)
      .max(BULK_MAX_IDS, `Please select at most ${BULK_MAX_IDS} applications at a time`),
    action: z.enum(BULK_ACTIONS, { error: BULK_MESSAGES.noAction.description }),
    status: z.enum(BULK_UPDATE_STATUSES, { error: 'Please choose a new status from the list' }).optional(),
    template: z.enum(BULK_EMAIL_TEMPLATES, { error: 'Please choose an e-mail from the list' }).optional(),
  })
  .refine((b) => b.action !== 'update-status' || b.status !== undefined, { message: 'Please choose the new status', path: ['status'] })
  .refine((b) => b.action !== 'send-email' || b.template !== undefined, { message: 'Please choose the e-mail to send', path: ['template'] });
export type BulkActionInput = z.input<typeof bulkActionSchema>;
export type BulkActionRequest = z.output<typeof bulkActionSchema>;

export const BULK_OUTCOMES = ['updated', 'unchanged', 'failed', 'queued', 'skipped'] as const;
export const bulkItemResultSchema = z.object({
  id: z.uuid(),
  /** Null when no application has this id. */
  reference: z.string().nullable(),
  outcome: z.enum(BULK_OUTCOMES),
  /** Why it failed or was skipped, as a phrase after the reference ("has not been paid"). */
  reason: z.string().optional(),
  code: z.string().optional(),
});
export type BulkItemResult = z.infer<typeof bulkItemResultSchema>;

/** The answer: per-application results (update-status, send-email) or a signed, expiring link (download-docs, export). */
export const bulkActionResultSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('update-status'), status: z.enum(BULK_UPDATE_STATUSES), updated: z.number().int(), unchanged: z.number().int(), failed: z.number().int(), results: z.array(bulkItemResultSchema) }),
  z.object({ action: z.literal('send-email'), template: z.enum(BULK_EMAIL_TEMPLATES), queued: z.number().int(), skipped: z.number().int(), results: z.array(bulkItemResultSchema) }),
  z.object({ action: z.literal('download-docs'), count: z.number().int(), downloadUrl: z.string(), expiresAt: z.iso.datetime() }),
  z.object({ action: z.literal('export'), count: z.number().int(), downloadUrl: z.string(), expiresAt: z.iso.datetime() }),
]);
export type BulkActionResult = z.infer<typeof bulkActionResultSchema>;

/** Why one application of a bulk update failed, by error code, as a phrase after its reference. */
export function bulkFailureReason(code: string | undefined, message: string): string {
  switch (code) {
    case 'NOT_PAID':
      return 'has not been paid';
    case 'NOT_FOUND':
      return 'was not found';
    case 'FORBIDDEN':
      return 'needs a permission your role does not have';
    case 'VERSION_CONFLICT':
      return 'was changed by someone else at the same time';
    default:
      return message ? `could not be changed (${message})` : 'could not be changed';
  }
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** One line saying what a bulk action did: "12 updated, 1 not changed: ETA-… has not been paid". */
export function bulkResultSummary(result: BulkActionResult): string {
  const listed = (results: BulkItemResult[], outcome: BulkItemResult['outcome']) =>
    results
      .filter((r) => r.outcome === outcome)
      .slice(0, 3)
      .map((r) => `${r.reference ?? r.id} ${r.reason ?? ''}`.trim())
      .join('; ');
  switch (result.action) {
    case 'update-status': {
      const parts = [`${result.updated} updated to ${STATUS_LABELS[result.status]}`];
      if (result.unchanged) parts.push(`${result.unchanged} already ${STATUS_LABELS[result.status]}`);
      const head = parts.join(', ');
      if (!result.failed) return head;
      const more = result.failed > 3 ? ` and ${result.failed - 3} more` : '';
      return `${head}, ${result.failed} not changed: ${listed(result.results, 'failed')}${more}`;
    }
    case 'send-email': {
      const head = `${plural(result.queued, 'e-mail')} queued`;
      if (!result.skipped) return head;
      const more = result.skipped > 3 ? ` and ${result.skipped - 3} more` : '';
      return `${head}, ${result.skipped} skipped: ${listed(result.results, 'skipped')}${more}`;
    }
    case 'download-docs':
      return `Documents of ${plural(result.count, 'application')} are downloading`;
    case 'export':
      return `${plural(result.count, 'application')} exported to CSV`;
  }
}

/** The CSV file name of an export made on `now` (UTC date). */
export function exportFileName(now: Date, extension: 'csv' | 'zip' = 'csv'): string {
  return `applications-${now.toISOString().slice(0, 10)}.${extension}`;
}
