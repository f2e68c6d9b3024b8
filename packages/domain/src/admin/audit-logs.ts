import { z } from 'zod';
import { text } from '../text.ts';

export const AUDIT_LOG_PAGE_SIZE = 50;
export const AUDIT_LOG_MAX_PAGE_SIZE = 200;
/** "Audit Logs (n)" counts up to this many matches; beyond, it says "10,000+". */
export const AUDIT_LOG_COUNT_CAP = 10_000;

const isoDate = z.iso.date({ error: 'Enter a date as YYYY-MM-DD' });
const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);

/** A staff member's id or e-mail, or an operator's or component's name. */
const userIdFilter = z.preprocess(emptyAsMissing, text({ max: 254 }).optional());
/** An action (`staff.created`) or its family (`staff`). */
const actionFilter = z.preprocess(emptyAsMissing, text({ max: 100 }).optional());

/** GET /api/admin/audit-logs: filters, then keyset pages newest first (created_at, id). */
export const listAuditLogsSchema = z
  .object({
    userId: userIdFilter,
    action: actionFilter,
    dateFrom: z.preprocess(emptyAsMissing, isoDate.optional()),
    dateTo: z.preprocess(emptyAsMissing, isoDate.optional()),
    cursor: z.preprocess(emptyAsMissing, z.string().max(400).optional()),
    limit: z.coerce.number().int().min(1).max(AUDIT_LOG_MAX_PAGE_SIZE).default(AUDIT_LOG_PAGE_SIZE),
  })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, { message: 'The start date must be on or before the end date', path: ['dateTo'] });
export type ListAuditLogsInput = z.input<typeof listAuditLogsSchema>;
export type ListAuditLogsQuery = z.output<typeof listAuditLogsSchema>;

/** The most entries one tail of the audit log answers. */
export const AUDIT_TAIL_MAX = 1000;

/**
 * The tail of the audit log (the operators' CLI): the user and action filters of the list, entries
 * from `since` on, and the newest `limit` of them, or the oldest when `oldestFirst`.
 */
export const tailAuditLogsSchema = z.object({
  userId: userIdFilter,
  action: actionFilter,
  since: z.preprocess(emptyAsMissing, z.iso.datetime({ offset: true, error: 'Enter a date and time as ISO 8601, such as 2026-11-20T09:00:00Z' }).optional()),
  limit: z.coerce.number().int().min(1).max(AUDIT_TAIL_MAX).default(20),
  oldestFirst: z.boolean().default(false),
});
export type TailAuditLogsInput = z.input<typeof tailAuditLogsSchema>;
export type TailAuditLogsQuery = z.output<typeof tailAuditLogsSchema>;

const SINCE_UNITS_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/**
 * When an audit tail starts, as an ISO datetime, from what an operator types: an age (`30s`,
 * `15m`, `2h`, `7d` before `now`), a day (`2026-11-20`, taken as midnight UTC, not Europe/London, so
 * up to an hour early in summer), or an ISO datetime (with an offset or Z; without one it is UTC).
 * Null when it is none of these.
 */
export function parseSince(text: string, now: Date): string | null {
  const value = text.trim();
  const age = /^(\d{1,9})\s*([smhd])$/i.exec(value);
  if (age) {
    const at = new Date(now.getTime() - Number(age[1]) * SINCE_UNITS_MS[age[2]!.toLowerCase() as keyof typeof SINCE_UNITS_MS]);
    return Number.isNaN(at.getTime()) ? null : at.toISOString();
  }
  if (z.iso.date().safeParse(value).success) return `${value}T00:00:00.000Z`;
  if (z.iso.datetime({ offset: true }).safeParse(value).success) return new Date(value).toISOString();
  if (z.iso.datetime({ local: true }).safeParse(value).success) return new Date(`${value}Z`).toISOString();
  return null;
}

/** An audit log entry (staff-admin §3), with who acted. */
export const auditLogEntrySchema = z.object({
  id: z.uuid(),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime(),
  actorType: z.string(),
  actorId: z.string().nullable(),
  /** A staff member's e-mail, when the actor is one. */
  actorEmail: z.string().nullable(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogPageSchema = z.object({
  logs: z.array(auditLogEntrySchema),
  total: z.number().int(),
  totalIsCapped: z.boolean(),
  nextCursor: z.string().nullable(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

export const auditActionsSchema = z.object({ actions: z.array(z.string()) });

/** "Audit Logs (n)": the count, or "10,000+" past the cap. */
export function auditLogCountLabel(total: number, capped: boolean): string {
  return capped ? `${AUDIT_LOG_COUNT_CAP.toLocaleString('en-GB')}+` : total.toLocaleString('en-GB');
}

const humanKey = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();

function humanValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.length ? value.map(humanValue).join(', ') : 'none';
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${humanKey(k)} ${humanValue(v)}`)
    .join(', ');
}

/** An entry's details as people read them: "email: a@b.test · role: ADMIN". */
export function describeAuditDetails(details: Record<string, unknown>): string {
  const parts = Object.entries(details).map(([key, value]) => `${humanKey(key)}: ${humanValue(value)}`);
  return parts.length ? parts.join(' · ') : '—';
}
