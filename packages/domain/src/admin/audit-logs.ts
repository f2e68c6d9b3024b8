import { z } from 'zod';
import { text } from '../text.ts';

export const AUDIT_LOG_PAGE_SIZE = 50;
export const AUDIT_LOG_MAX_PAGE_SIZE = 200;
/** "Audit Logs (n)" counts up to this many matches; beyond, it says "10,000+". */
export const AUDIT_LOG_COUNT_CAP = 10_000;

const isoDate = z.iso.date({ error: 'Enter a date as YYYY-MM-DD' });
const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);

/** GET /api/admin/audit-logs: filters, then keyset pages newest first (created_at, id). */
export const listAuditLogsSchema = z
  .object({
    /** A staff member's id or e-mail, or an operator's or component's name. */
    userId: z.preprocess(emptyAsMissing, text({ max: 254 }).optional()),
    /** An action (`staff.created`) or its family (`staff`). */
    action: z.preprocess(emptyAsMissing, text({ max: 100 }).optional()),
    dateFrom: z.preprocess(emptyAsMissing, isoDate.optional()),
    dateTo: z.preprocess(emptyAsMissing, isoDate.optional()),
    cursor: z.preprocess(emptyAsMissing, z.string().max(400).optional()),
    limit: z.coerce.number().int().min(1).max(AUDIT_LOG_MAX_PAGE_SIZE).default(AUDIT_LOG_PAGE_SIZE),
  })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, { message: 'The start date must be on or before the end date', path: ['dateTo'] });
export type ListAuditLogsInput = z.input<typeof listAuditLogsSchema>;
export type ListAuditLogsQuery = z.output<typeof listAuditLogsSchema>;

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
