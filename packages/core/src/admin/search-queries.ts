import { ADMIN_SEARCH_COUNT_CAP, type SearchFilters } from '@eta/domain';
import { sql, type Query } from '../db/prepared.ts';
import { decodeCursor, stringsKey } from '../db/page-cursor.ts';
import { NATIONALITY_SQL, SEARCH_TEXT_SQL } from '../applications/entities.ts';

/**
 * SQL of Advanced Search, its CSV export and the bulk screen. Every filter has an index to start
 * from: the reference and e-mail substrings the staff list's trigram indexes, status and nationality their
 * keyset indexes (status or nationality, then created_at and id), the dates the created_at keyset.
 * Pages are keysets on (created_at, id), newest first.
 */

export type SearchRow = {
  id: string;
  reference: string;
  status: string;
  created_at: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  sort_key: [string, string];
};

export type ExportRow = SearchRow & {
  payment_status: string;
  nationality: string | null;
  paid_at: string | null;
  fee_pence: number | null;
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
/** A whole address is looked up through the unique index; anything else is a substring. */
const WHOLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Where = { conditions: string[]; values: unknown[]; shape: string };

/** The filters as SQL conditions on `a` (the application), numbered from $1. */
export function filterSql(filters: SearchFilters): Where {
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  const conditions: string[] = [];
  let shape = '';
  if (filters.reference) {
    // References are upper case. From three characters on, the staff list's trigram index
    // (reference and names) finds the candidates and the reference itself decides.
    const term = escapeLike(filters.reference.toUpperCase());
    const pattern = param(`%${term}%`);
    conditions.push(term.length >= 3 ? `${SEARCH_TEXT_SQL} like lower(${pattern}) and a.reference like ${pattern}` : `a.reference like ${pattern}`);
    shape += term.length >= 3 ? 'r' : 'R';
  }
  if (filters.email) {
    const email = filters.email.toLowerCase();
    if (WHOLE_EMAIL.test(email)) {
      conditions.push(`a.client_id = (select id from client where email = ${param(email)})`);
      shape += 'E';
    } else {
      conditions.push(`a.client_id in (select id from client where email like ${param(`%${escapeLike(email)}%`)})`);
      shape += 'e';
    }
  }
  if (filters.status) {
    conditions.push(`a.status = ${param(filters.status)}`);
    shape += 's';
  }
  if (filters.nationality) {
    conditions.push(`${NATIONALITY_SQL} = ${param(filters.nationality.toLowerCase())}`);
    shape += 'n';
  }
  if (filters.dateFrom) {
    conditions.push(`a.created_at >= ${param(`${filters.dateFrom}T00:00:00Z`)}::timestamptz`);
    shape += 'f';
  }
  if (filters.dateTo) {
    // The end date is inclusive: everything before the next day (UTC).
    conditions.push(`a.created_at < ${param(`${filters.dateTo}T00:00:00Z`)}::timestamptz + interval '1 day'`);
    shape += 't';
  }
  return { conditions, values, shape };
}

/** The (created_at, id) key an applications search page link carries. */
export const decodeSearchCursor = (cursor: string) => decodeCursor(cursor, stringsKey(2, undefined, /^[0-9a-f-]{36}$/i), 'after') as [string, string];

const ROW_COLUMNS = `a.id, a.reference, a.status, a.created_at, a.personal->>'firstName' as first_name, a.personal->>'lastName' as last_name,
  array[a.created_at::text, a.id::text] as sort_key`;
const EXPORT_COLUMNS = `${ROW_COLUMNS}, a.payment_status, a.personal->>'nationality' as nationality, a.paid_at, a.fee_pence`;

/**
 * One keyset page of matches, with the client's e-mail. The planner chooses: a broad filter walks
 * a (…, created_at, id) index and stops after one page; a narrow substring collects its few
 * matches through a trigram index and sorts them. Counts are capped, so neither reads the table.
 */
export function pageQuery(where: Where, options: { after: [string, string] | null; limit: number | null; columns: 'row' | 'export' }): { query: Query<ExportRow>; values: unknown[] } {
  const values = [...where.values];
  const param = (value: unknown) => `$${values.push(value)}`;
  const keyset = options.after ? `(a.created_at, a.id) < (${param(options.after[0])}::timestamptz, ${param(options.after[1])}::uuid)` : null;
  const limit = options.limit === null ? '' : ` limit ${param(options.limit)}`;
  const columns = options.columns === 'row' ? ROW_COLUMNS : EXPORT_COLUMNS;
  const name = `admin_search_${options.columns}_${where.shape}${keyset ? '_a' : ''}${options.limit === null ? '_all' : ''}`;
  const text = `select ${columns}, c.email from application a join client c on c.id = a.client_id ${whereOf(keyset ? [...where.conditions, keyset] : where.conditions)}
    order by a.created_at desc, a.id desc${limit}`;
  return { query: sql<ExportRow>(name, text), values };
}

const whereOf = (conditions: string[]) => (conditions.length ? `where ${conditions.join(' and ')}` : '');

/**
 * How many applications match, counted up to ADMIN_SEARCH_COUNT_CAP + 1 (the screens' count), or
 * every one of them when `exact` (an operator's count, which reads every match).
 */
export function countQuery(where: Where, options: { exact?: boolean } = {}): { query: Query<{ total: number }>; values: unknown[] } {
  const filtered = whereOf(where.conditions);
  return {
    query: options.exact
      ? sql<{ total: number }>(`admin_search_count_exact_${where.shape}`, `select count(*)::int as total from application a ${filtered}`)
      : sql<{ total: number }>(
          `admin_search_count_${where.shape}`,
          `select count(*)::int as total from (select 1 from application a ${filtered} limit ${ADMIN_SEARCH_COUNT_CAP + 1}) capped`,
        ),
    values: where.values,
  };
}

/** The selected applications of a bulk export, newest first (at most BULK_MAX_IDS). */
export const exportByIds = sql<ExportRow>(
  'admin_bulk_export_rows',
  `select ${EXPORT_COLUMNS}, c.email from application a join client c on c.id = a.client_id
    where a.id = any($1::uuid[]) order by a.created_at desc, a.id desc`,
);

/** The stored documents of the selected applications, by reference: no automation traces. */
export const documentsOfApplications = sql<{ application_id: string; reference: string; file_id: string | null; kind: string | null; content_type: string | null }>(
  'admin_bulk_documents',
  `select a.id as application_id, a.reference, f.id as file_id, f.kind, f.content_type
     from application a left join file f on f.application_id = a.id and f.kind in ('passport_scan', 'photo', 'decision_pdf', 'screenshot')
    where a.id = any($1::uuid[])
    order by a.reference, f.kind, f.created_at`,
);

/** References, statuses and e-mail facts of the selected applications; an anonymised one has no e-mail address to write to. */
export const selectedApplications = sql<{ id: string; reference: string; status: string; payment_status: string; first_name: string | null; email: string | null; missing_documents: string[] }>(
  'admin_bulk_selected',
  `select a.id, a.reference, a.status, a.payment_status, a.personal->>'firstName' as first_name,
          case when a.anonymised_at is null then c.email end as email, a.missing_documents
     from application a join client c on c.id = a.client_id where a.id = any($1::uuid[])`,
);
