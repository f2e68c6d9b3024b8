import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from '../db/columns.ts';

/** Append-only: rows are inserted by `audit()` and never updated or deleted. */
const AuditLogSchema = defineEntity({
  name: 'AuditLog',
  properties: {
    id: idColumn(),
    actorType: p.string().index(),
    actorId: p.string().nullable().index(),
    action: p.string().index(),
    details: p.json<Record<string, unknown>>(),
    ip: p.string().nullable(),
    createdAt: createdAtColumn().index(),
  },
  // Created by the initial migration, with its function audit_log_is_append_only(); declared here so the schema diff knows it.
  triggers: [
    {
      name: 'audit_log_append_only',
      timing: 'before',
      events: ['update', 'delete'],
      forEach: 'row',
      expression: 'create trigger audit_log_append_only before update or delete on "audit_log" for each row execute function audit_log_is_append_only();',
    },
  ],
});
export class AuditLog extends AuditLogSchema.class {}
AuditLogSchema.setClass(AuditLog);

export const auditEntities = [AuditLogSchema];
