import { createHash } from 'node:crypto';
import { listApplicationsSchema, maskPassportNumber, STAFF_LIST_COUNT_CAP, type FileKind, type ListApplicationsQuery, type StaffApplicationList, type StaffListSort } from '@eta/domain';
import type { Core } from '../core.ts';
import type { Actor } from '../auth/actor.ts';
import { requirePermission } from '../auth/authorize.ts';
import { runPrepared, sql } from '../db/prepared.ts';
import { decodeCursor, encodeCursor, stringsKey } from '../db/page-cursor.ts';
import { parseInput } from '../validation.ts';
import { APPLICANT_SORT_SQL, SEARCH_TEXT_SQL } from './entities.ts';
import { listChangeMarker, type StaffListRow } from './queries.ts';

type KeyColumn = { sql: string; cast: 'timestamptz' | 'uuid' | 'text' };

/** Each sort's keyset: its columns in order, ending with the id so every row has one place. */
const KEYSETS: Record<StaffListSort, KeyColumn[]> = {
  createdAt: [{ sql: 'a.created_at', cast: 'timestamptz' }, { sql: 'a.id', cast: 'uuid' }],
  reference: [{ sql: 'a.reference', cast: 'text' }, { sql: 'a.id', cast: 'uuid' }],
  applicant: [{ sql: APPLICANT_SORT_SQL, cast: 'text' }, { sql: 'a.id', cast: 'uuid' }],
  status: [{ sql: 'a.status', cast: 'text' }, { sql: 'a.created_at', cast: 'timestamptz' }, { sql: 'a.id', cast: 'uuid' }],
  paymentStatus: [{ sql: 'a.payment_status', cast: 'text' }, { sql: 'a.id', cast: 'uuid' }],
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Filters in SQL with their values, numbered from $1 (`a` is the application). The matching
 * clients are looked up first, so the e-mail and name indexes combine (a bitmap OR).
 */
function whereClause(query: ListApplicationsQuery): { conditions: string[]; values: unknown[] } {
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  const conditions = [!query.status || query.status === 'all' ? `a.status <> 'DRAFT'` : `a.status = ${param(query.status)}`];
  const search = query.search?.trim().toLowerCase();
  if (search) {
    const pattern = param(`%${escapeLike(search)}%`);
    const last4 = /^[a-z0-9]{4}$/.test(search) ? search.toUpperCase() : null;
    conditions.push(
      `(${SEARCH_TEXT_SQL} like ${pattern} or a.client_id = any(array(select id from client where email like ${pattern}))` +
        (last4 ? ` or a.passport_number_last4 = ${param(last4)})` : ')'),
    );
  }
  return { conditions, values };
}

/**
 * The staff list (staff-admin §2): search by reference, name, e-mail or the passport's last 4,
 * filter by status, sort on any column, keyset pages. The passport shows only its last 4.
 */
export async function listStaffApplications(core: Core, actor: Actor, input: unknown): Promise<StaffApplicationList> {
  const query = parseInput(listApplicationsSchema, input ?? {});
  await requirePermission(core.em(), actor, 'view_applications');
  const keys = KEYSETS[query.sort];
  const { conditions, values } = whereClause(query);
  const filtered = conditions.join(' and ');
  const shape = `${query.sort}_${query.direction}_${values.length}_${query.search ? 's' : ''}${query.after ? 'a' : ''}${query.status && query.status !== 'all' ? 'f' : ''}`;
  const pageValues = [...values];
  const cursor = query.after ? decodeCursor(query.after, stringsKey(keys.length), 'after') : null;
  const limit = () => `$${pageValues.push(query.limit + 1)}`;
  const after = (columns: string[]) =>
    cursor ? `(${columns.join(', ')}) ${query.direction === 'desc' ? '<' : '>'} (${cursor.map((value, i) => `$${pageValues.push(value)}::${keys[i]!.cast}`).join(', ')})` : null;

  if (!query.search) {
    // The page walks the sort's index and stops after one page; the count runs beside it.
    const where = [filtered, after(keys.map((k) => k.sql))].filter(Boolean).join(' and ');
    const page = sql<StaffListRow>(
      `staff_list_${shape}`,
      `select ${ROW_COLUMNS}, c.email, array[${keys.map((k) => `${k.sql}::text`).join(', ')}] as sort_key, null::int as total
         from application a join client c on c.id = a.client_id
        where ${where}
        order by ${keys.map((k) => `${k.sql} ${query.direction}`).join(', ')}
        limit ${limit()}`,
    );
    // Counting every match of a broad filter costs more than the page itself; past the cap the list says "10,000+".
    const count = sql<{ total: number }>(
      `staff_count_${shape}`,
      `select count(*)::int as total from (select 1 from application a where ${filtered} limit ${STAFF_LIST_COUNT_CAP + 1}) capped`,
    );
    const [rows, [counted]] = await Promise.all([runPrepared(core, page, pageValues), runPrepared(core, count, values)]);
    return pageOf(rows, counted?.total ?? 0, query.limit);
  }

  // A search collects its matches once through the trigram and e-mail indexes (however rare or
  // common the term), then counts and sorts those: walking the sort index and testing each row
  // would read the whole table for a term that matches little.
  const keyColumns = keys.map((_, i) => `m.k${i}`);
  const where = after(keyColumns);
  const page = sql<StaffListRow>(
    `staff_list_${shape}`,
    `with matches as materialized (
       select ${ROW_COLUMNS}, a.client_id, ${keys.map((k, i) => `${k.sql} as k${i}`).join(', ')} from application a where ${filtered}
     )
     select m.*, c.email, array[${keyColumns.map((k) => `${k}::text`).join(', ')}] as sort_key, (select count(*) from matches)::int as total
       from matches m join client c on c.id = m.client_id
      ${where ? `where ${where}` : ''}
      order by ${keyColumns.map((k) => `${k} ${query.direction}`).join(', ')}
      limit ${limit()}`,
  );
  const rows = await runPrepared(core, page, pageValues);
  // Every row carries the count; only a page past the last match (a stale cursor) needs it apart.
  const counted = rows.length || !cursor ? rows : await runPrepared(core, sql<{ total: number }>(`staff_count_${shape}`, `select count(*)::int as total from application a where ${filtered}`), values);
  const total = counted[0]?.total ?? 0;
  return pageOf(rows, total, query.limit);
}

const ROW_COLUMNS = `a.id, a.reference, a.status, a.payment_status, a.created_at, a.internal_email, a.personal->>'firstName' as first_name,
  a.personal->>'lastName' as last_name, a.passport_number_last4, a.missing_documents,
  (select count(*) from application_message am where am.application_id = a.id and am.author = 'applicant' and am.read_at is null)::int as unread_messages`;

function pageOf(rows: StaffListRow[], total: number, limit: number): StaffApplicationList {
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  return {
    applications: shown.map(toRow),
    nextCursor: more ? encodeCursor(cursorOf(shown.at(-1)!)) : null,
    total: Math.min(total, STAFF_LIST_COUNT_CAP),
    totalIsCapped: total > STAFF_LIST_COUNT_CAP,
  };
}

/** `created_at::text` is PostgreSQL's own timestamp text, which reads back exactly (microseconds kept). */
const cursorOf = (row: StaffListRow) => row.sort_key;

function toRow(row: StaffListRow): StaffApplicationList['applications'][number] {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    paymentStatus: row.payment_status,
    createdAt: new Date(row.created_at).toISOString(),
    internalEmail: row.internal_email,
    personal: { firstName: row.first_name ?? '', lastName: row.last_name ?? '', email: row.email },
    passport: { number: maskPassportNumber(row.passport_number_last4) },
    missingDocuments: row.missing_documents as FileKind[],
    unreadMessages: row.unread_messages,
  };
}

/**
 * A cheap marker of the list's state for `ETag`: the latest change to any application, hashed
 * with the query. Unchanged marker, unchanged answer (the 3-second poll then costs one index read).
 */
export async function staffApplicationsTag(core: Core, actor: Actor, input: unknown): Promise<string> {
  const query = parseInput(listApplicationsSchema, input ?? {});
  await requirePermission(core.em(), actor, 'view_applications');
  const [marker] = await runPrepared(core, listChangeMarker, []);
  const hash = createHash('sha1').update(JSON.stringify([query, marker?.changed ?? ''])).digest('base64url').slice(0, 20);
  return `W/"${hash}"`;
}
