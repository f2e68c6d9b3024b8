import { AUDIT_LOG_COUNT_CAP, listAuditLogsSchema, tailAuditLogsSchema, type AuditLogEntry, type AuditLogPage, type ListAuditLogsQuery } from '@eta/domain';
import type { Core } from '../core.ts';
import type { Actor } from '../auth/actor.ts';
import { requireAdminPermission } from '../auth/authorize.ts';
import { decodeCursor, encodeCursor, stringsKey } from '../db/page-cursor.ts';
import { parseInput } from '../validation.ts';
import { runPrepared, sql } from '../db/prepared.ts';

type AuditRow = { id: string; action: string; details: Record<string, unknown>; created_at: Date; created_key: string; actor_type: string; actor_id: string | null; actor_email: string | null };

/** Dates of the filter are days in the agency's time zone. */
const ZONE = `'Europe/London'`;

/** The filters of the list (user, action, days) and of the tail (an instant to start from). */
type AuditFilter = Partial<Pick<ListAuditLogsQuery, 'userId' | 'action' | 'dateFrom' | 'dateTo'>> & { since?: string | undefined };

/**
 * The filter as SQL over the parameters it uses, one statement per combination of filters (so
 * each is planned once, on the indexes of audit_log: action, actor_id, created_at).
 */
function whereOf(query: AuditFilter): { shape: string; conditions: string[]; values: unknown[] } {
  const conditions: string[] = [];
  const values: unknown[] = [];
  let shape = '';
  if (query.userId) {
    shape += 'u';
    values.push(query.userId);
    // A staff member by id or e-mail; otherwise the actor id as written (an operator, a component).
    conditions.push(`(l.actor_id = $${values.length} or l.actor_id in (select s.id::text from staff_user s where s.email = lower($${values.length})))`);
  }
  if (query.action) {
    shape += 'a';
    values.push(query.action);
    // An action, or every action of its family: "staff" matches "staff.created".
    conditions.push(`(l.action = $${values.length} or starts_with(l.action, $${values.length} || '.'))`);
  }
  if (query.dateFrom) {
    shape += 'f';
    values.push(query.dateFrom);
    conditions.push(`l.created_at >= ($${values.length}::date)::timestamp at time zone ${ZONE}`);
  }
  if (query.dateTo) {
    shape += 't';
    values.push(query.dateTo);
    conditions.push(`l.created_at < ($${values.length}::date + 1)::timestamp at time zone ${ZONE}`);
  }
  if (query.since) {
    shape += 's';
    values.push(query.since);
    conditions.push(`l.created_at >= $${values.length}::timestamptz`);
  }
  return { shape: shape || 'all', conditions, values };
}

// What PostgreSQL's timestamptz::text and a uuid look like; anything else is not our cursor.
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An entry's columns, with the e-mail of the staff member who acted; `l` is audit_log. */
const ENTRY_COLUMNS = `l.id, l.action, l.details, l.created_at, l.created_at::text as created_key, l.actor_type, l.actor_id, s.email as actor_email
       from audit_log l left join staff_user s on l.actor_type in ('staff', 'admin') and s.id::text = l.actor_id`;

const toEntry = (row: AuditRow): AuditLogEntry => ({
  id: row.id,
  action: row.action,
  details: row.details,
  createdAt: new Date(row.created_at).toISOString(),
  actorType: row.actor_type,
  actorId: row.actor_id,
  actorEmail: row.actor_email,
});

/**
 * GET /api/admin/audit-logs: entries newest first, filtered by user, action and dates, in keyset
 * pages on (created_at, id), with the number of matches counted up to AUDIT_LOG_COUNT_CAP.
 */
export async function listAuditLogs(core: Core, actor: Actor, input: unknown): Promise<AuditLogPage> {
  const query = parseInput(listAuditLogsSchema, input ?? {});
  await requireAdminPermission(core.em(), actor, 'system_settings');
  const { shape, conditions, values } = whereOf(query);
  const filtered = conditions.length ? conditions.join(' and ') : 'true';

  const pageValues = [...values];
  let keyset = '';
  if (query.cursor) {
    const [createdKey, id] = decodeCursor(query.cursor, stringsKey(2, TIMESTAMP, UUID), 'cursor') as [string, string];
    const at = `$${pageValues.push(createdKey)}::timestamptz`;
    const after = `$${pageValues.push(id)}::uuid`;
    // The first half walks the created_at index; the second breaks ties within one microsecond.
    keyset = ` and l.created_at <= ${at} and (l.created_at < ${at} or l.id < ${after})`;
  }
  const limit = `$${pageValues.push(query.limit + 1)}`;
  const page = sql<AuditRow>(
    `admin_audit_page_${shape}${query.cursor ? '_after' : ''}`,
    `select ${ENTRY_COLUMNS}
      where ${filtered}${keyset}
      order by l.created_at desc, l.id desc
      limit ${limit}`,
  );
  const count = sql<{ total: number }>(
    `admin_audit_count_${shape}`,
    `select count(*)::int as total from (select 1 from audit_log l where ${filtered} limit ${AUDIT_LOG_COUNT_CAP + 1}) capped`,
  );
  const [rows, [counted]] = await Promise.all([runPrepared(core, page, pageValues), runPrepared(core, count, values)]);
  const shown = rows.slice(0, query.limit);
  const total = counted?.total ?? 0;
  return {
    logs: shown.map(toEntry),
    total: Math.min(total, AUDIT_LOG_COUNT_CAP),
    totalIsCapped: total > AUDIT_LOG_COUNT_CAP,
    nextCursor: rows.length > query.limit ? encodeCursor([shown.at(-1)!.created_key, shown.at(-1)!.id]) : null,
  };
}

/**
 * The tail of the audit log (`etactl audit tail`), always oldest first: the entries matching the
 * user and action filters from `since` on, the newest `limit` of them, or the oldest `limit` when
 * `oldestFirst`. The list's permission.
 */
export async function tailAuditLogs(core: Core, actor: Actor, input: unknown): Promise<{ logs: AuditLogEntry[] }> {
  const query = parseInput(tailAuditLogsSchema, input ?? {});
  await requireAdminPermission(core.em(), actor, 'system_settings');
  const { shape, conditions, values } = whereOf(query);
  const direction = query.oldestFirst ? 'asc' : 'desc';
  const limit = `$${values.push(query.limit)}`;
  const tail = sql<AuditRow>(
    `admin_audit_tail_${shape}_${direction}`,
    `select ${ENTRY_COLUMNS}
      where ${conditions.length ? conditions.join(' and ') : 'true'}
      order by l.created_at ${direction}, l.id ${direction}
      limit ${limit}`,
  );
  const rows = await runPrepared(core, tail, values);
  const logs = rows.map(toEntry);
  return { logs: query.oldestFirst ? logs : logs.reverse() };
}

/** The actions written so far, for the action filter: one index probe per distinct action. */
export async function listAuditActions(core: Core, actor: Actor): Promise<{ actions: string[] }> {
  await requireAdminPermission(core.em(), actor, 'system_settings');
  const rows = await runPrepared(
    core,
    sql<{ action: string }>(
      'admin_audit_actions',
      `with recursive actions(action) as (
         (select action from audit_log order by action limit 1)
         union all
         select (select l.action from audit_log l where l.action > a.action order by l.action limit 1) from actions a where a.action is not null
       )
       select action from actions where action is not null limit 500`,
    ),
    [],
  );
  return { actions: rows.map((row) => row.action) };
}
