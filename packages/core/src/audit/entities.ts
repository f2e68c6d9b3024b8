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
});
export class AuditLog extends AuditLogSchema.class {}
AuditLogSchema.setClass(AuditLog);

export const auditEntities = [AuditLogSchema];
