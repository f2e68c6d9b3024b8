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
 * Checks the role's permissions as stored (editable by admins). Operators on the CLI and the
 * system itself act with full rights; applicants and anonymous callers never hold permissions.
 */
export async function requirePermission(em: EntityManager, actor: Actor, permission: Permission): Promise<void> {
  if (actor.type === 'cli' || actor.type === 'system') return;
  const staff = requireStaff(actor);
  const granted = await em.count(RolePermission, { role: staff.role, permission });
  if (!granted) throw new ForbiddenError(`Your role does not have the ${permission} permission`);
}

/**
 * An administrator's call (staff-admin §2, /admin): the ADMIN role and the section's permission
 * as stored for that role, so removing a permission from the role refuses the call. Operators on
 * the CLI and the system act with full rights.
 */
export async function requireAdminPermission(em: EntityManager, actor: Actor, permission: Permission): Promise<void> {
  if (actor.type === 'cli' || actor.type === 'system') return;
  const staff = requireStaff(actor);
  if (staff.role !== 'ADMIN') throw new ForbiddenError('Only administrators can do this');
  await requirePermission(em, actor, permission);
}
