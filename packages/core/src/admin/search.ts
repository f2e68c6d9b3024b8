import type { Readable } from 'node:stream';
import {
  ADMIN_SEARCH_COUNT_CAP,
  adminSearchSchema,
  bulkReadyQuerySchema,
  exportFileName,
  searchFiltersSchema,
  type ApplicationStatus,
  type BulkReadyPage,
  type SearchFilters,
  type SearchResultPage,
} from '@eta/domain';
import type { Core } from '../core.ts';
import type { Actor } from '../auth/actor.ts';
import { requireAdminPermission } from '../auth/authorize.ts';
import { cursorRows, runPlannedEachTime } from '../db/prepared.ts';
import { parseInput } from '../validation.ts';
import { csvStream, type CsvColumn } from './csv.ts';
import { encodeCursor } from '../db/page-cursor.ts';
import { countQuery, decodeSearchCursor, filterSql, pageQuery, type ExportRow, type SearchRow } from './search-queries.ts';

/** A file answer: its name, media type and bytes as they are produced. */
export type FileDownload = { fileName: string; contentType: string; body: Readable };

/** Rows read per statement while a CSV streams out. */
const EXPORT_BATCH = 1000;

/** One keyset page of the matches (newest first) and their count, capped; both queries at once. */
async function matchingPage(core: Core, where: ReturnType<typeof filterSql>, query: { after?: string | undefined; limit: number }) {
  const page = pageQuery(where, { after: query.after ? decodeSearchCursor(query.after) : null, limit: query.limit + 1, columns: 'row' });
  const count = countQuery(where);
  const [rows, [counted]] = await Promise.all([runPlannedEachTime(core, page.query, page.values), runPlannedEachTime(core, count.query, count.values)]);
  const more = rows.length > query.limit;
  const shown = more ? rows.slice(0, query.limit) : rows;
  const total = counted?.total ?? 0;
  return {
    shown,
    nextCursor: more ? encodeCursor(shown.at(-1)!.sort_key) : null,
    total: Math.min(total, ADMIN_SEARCH_COUNT_CAP),
    totalIsCapped: total > ADMIN_SEARCH_COUNT_CAP,
  };
}

/**
 * Advanced Search (staff-admin §2): the six filters ('all' and empty values ignored), newest
 * first, keyset pages of 50, and the number of matches up to ADMIN_SEARCH_COUNT_CAP.
 */
export async function searchApplications(core: Core, actor: Actor, input: unknown): Promise<SearchResultPage> {
  const query = parseInput(adminSearchSchema, input ?? {});
  await requireAdminPermission(core.em(), actor, 'view_applications');
  const where = filterSql(query);
  const { shown, ...paging } = await matchingPage(core, where, query);
  return {
    ...paging,
    applications: shown.map(toSearchResult),
  };
}

const toSearchResult = (row: SearchRow): SearchResultPage['applications'][number] => ({
  id: row.id,
  reference: row.reference,
  status: row.status as ApplicationStatus,
  createdAt: new Date(row.created_at).toISOString(),
  personal: { firstName: row.first_name ?? '', lastName: row.last_name ?? '', email: row.email ?? '' },
});

const iso = (value: string | Date | null) => (value === null ? '' : new Date(value).toISOString());

/** The columns of every applications CSV (search export and bulk export). */
export const APPLICATION_CSV_COLUMNS: CsvColumn<ExportRow>[] = [
  { header: 'Reference', value: (r) => r.reference },
  { header: 'Status', value: (r) => r.status },
  { header: 'Payment status', value: (r) => r.payment_status },
  { header: 'First name', value: (r) => r.first_name },
  { header: 'Last name', value: (r) => r.last_name },
  { header: 'Email', value: (r) => r.email },
  { header: 'Nationality', value: (r) => r.nationality },
  { header: 'Created at', value: (r) => iso(r.created_at) },
  { header: 'Paid at', value: (r) => iso(r.paid_at) },
  // Pounds with 2 decimals, without the currency sign, so a spreadsheet reads a number.
  { header: 'Fee (GBP)', value: (r) => (r.fee_pence === null ? '' : (r.fee_pence / 100).toFixed(2)) },
];

/**
 * Every match of the filters, newest first, read through one cursor in batches so memory stays
 * flat. `onProgress` hears the rows read so far once per batch.
 */
export async function* searchMatches(core: Core, filters: SearchFilters, onProgress?: (rowsRead: number) => void): AsyncGenerator<ExportRow> {
  const { query, values } = pageQuery(filterSql(filters), { after: null, limit: null, columns: 'export' });
  let read = 0;
  onProgress?.(0);
  for await (const rows of cursorRows(core, query, values, EXPORT_BATCH)) {
    read += rows.length;
    onProgress?.(read);
    yield* rows;
  }
}

/** How an export runs: the date in its file name, and who hears its progress (a progress bar). */
export type ExportOptions = { now?: Date; onProgress?: (rowsRead: number) => void };

/**
 * GET /api/admin/search/export: every match of the filters as a streamed CSV, cells neutralised
 * against spreadsheet formulas; the permission is checked before the first byte. `onProgress` is
 * called with the running number of rows read, at most once per batch of EXPORT_BATCH.
 */
export async function exportSearchCsv(core: Core, actor: Actor, input: unknown, options: ExportOptions = {}): Promise<FileDownload> {
  const filters = parseInput(searchFiltersSchema, input ?? {});
  await requireAdminPermission(core.em(), actor, 'view_applications');
  return {
    fileName: exportFileName(options.now ?? new Date()),
    contentType: 'text/csv; charset=utf-8',
    body: csvStream(APPLICATION_CSV_COLUMNS, searchMatches(core, filters, options.onProgress)),
  };
}

/**
 * The exact number of applications matching Advanced Search's filters, however many (the screens
 * stop counting at ADMIN_SEARCH_COUNT_CAP); the export's permission.
 */
export async function countSearchMatches(core: Core, actor: Actor, input: unknown): Promise<{ total: number }> {
  const filters = parseInput(searchFiltersSchema, input ?? {});
  await requireAdminPermission(core.em(), actor, 'view_applications');
  const count = countQuery(filterSql(filters), { exact: true });
  const [counted] = await runPlannedEachTime(core, count.query, count.values);
  return { total: counted?.total ?? 0 };
}

/**
 * The Bulk Actions list (staff-admin §2, §3): submitted applications (or those of one status),
 * newest first, keyset pages, with the applicant's e-mail.
 */
export async function listBulkReady(core: Core, actor: Actor, input: unknown): Promise<BulkReadyPage> {
  const query = parseInput(bulkReadyQuerySchema, input ?? {});
  await requireAdminPermission(core.em(), actor, 'view_applications');
  const where = filterSql(query.status ? { status: query.status } : {});
  // Drafts wait for their payment: they are listed only when asked for by status.
  if (!query.status) {
    where.conditions.push(`a.status <> 'DRAFT'`);
    where.shape += 'x';
  }
  const { shown, ...paging } = await matchingPage(core, where, query);
  return {
    ...paging,
    applications: shown.map((row) => ({ id: row.id, referenceNumber: row.reference, status: row.status as ApplicationStatus, personalDetails: { email: row.email || null } })),
  };
}
