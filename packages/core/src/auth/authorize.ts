import type { EntityManager } from '@mikro-orm/postgresql';
import type { Permission } from '@eta/domain';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';
import { RolePermission } from '../admin/entities.ts';
import { isStaffActor, type Actor, type StaffActor } from './actor.ts';

/** Signed-in staff or admin; anything else is told to sign in. */
export function requireStaff(actor: Actor): StaffActor {
  if (!isStaffActor(actor)) throw new UnauthorizedError();
  return actor;
}

export async function permissionsOfRole(em: EntityManager, role: StaffActor['role']): Promise<Permission[]> {
  const rows = await em.find(RolePermission, { role }, { orderBy: { permission: 'asc' } });
  return rows.map((r) => r.permission);
}

/**
 * Checks the role's permissions as stored (editable by admins). Operators on the CLI act with the
 * ADMIN role's permissions, so a permission taken from that role refuses `etactl` too; the system
 * itself (the worker, jobs) acts with full rights; applicants and anonymous callers hold none.
 */
export async function requirePermission(em: EntityManager, actor: Actor, permission: Permission): Promise<void> {
  if (actor.type === 'system') return;
  const role = actor.type === 'cli' ? 'ADMIN' : requireStaff(actor).role;
  const granted = await em.count(RolePermission, { role, permission });
  if (!granted) {
    throw new ForbiddenError(actor.type === 'cli' ? `The ADMIN role, which operators act with, does not have the ${permission} permission` : `Your role does not have the ${permission} permission`);
  }
}

/**
 * An administrator's call (staff-admin §2, /admin): the ADMIN role and the section's permission
 * as stored for that role, so removing a permission from the role refuses the call. Operators on
 * the CLI hold the ADMIN role's permissions; the system acts with full rights.
 */
export async function requireAdminPermission(em: EntityManager, actor: Actor, permission: Permission): Promise<void> {
  if (actor.type !== 'cli' && actor.type !== 'system' && requireStaff(actor).role !== 'ADMIN') throw new ForbiddenError('Only administrators can do this');
  await requirePermission(em, actor, permission);
}
