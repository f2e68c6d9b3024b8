import type { EntityManager } from '@mikro-orm/postgresql';
import { actorId, actorIp, type Actor } from '../auth/actor.ts';
import { AuditLog } from './entities.ts';

/** Adds an audit row to the caller's unit of work, so it commits or rolls back with the change. */
export function audit(em: EntityManager, actor: Actor, action: string, details: Record<string, unknown> = {}): AuditLog {
  return em.create(AuditLog, {
    actorType: actor.type,
    actorId: actorId(actor),
    action,
    details,
    ip: actorIp(actor),
  });
}
