import { ADMIN_REQUIRED_PERMISSION, PERMISSIONS, rolePermissionsQuerySchema, setRolePermissionsSchema, type RolePermissions } from '@eta/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Core } from '../core.ts';
import type { Actor } from '../auth/actor.ts';
import { permissionsOfRole, requireAdminPermission } from '../auth/authorize.ts';
import { audit } from '../audit/audit.ts';
import { ConflictError } from '../errors.ts';
import { parseInput } from '../validation.ts';
import { RolePermission } from './entities.ts';

/** A role's permissions in the spec's order (staff-admin §6). */
async function storedPermissions(em: EntityManager, role: RolePermissions['role']): Promise<RolePermissions['permissions']> {
  const stored = await permissionsOfRole(em, role);
  return PERMISSIONS.filter((permission) => stored.includes(permission));
}

/** GET /api/admin/permissions/{role}: the role's permissions as stored. */
export async function getRolePermissions(core: Core, actor: Actor, input: unknown): Promise<RolePermissions> {
  const { role } = parseInput(rolePermissionsQuerySchema, input);
  const em = core.em();
  await requireAdminPermission(em, actor, 'manage_users');
  return { role, permissions: await storedPermissions(em, role) };
}

/**
 * Replaces a role's permissions in one transaction, with an audit row of before and after. The
 * Admin role keeps manage_users, or nobody could edit permissions again. Every call checks the
 * stored permissions, so the change applies from the next request.
 */
export async function setRolePermissions(core: Core, actor: Actor, input: unknown): Promise<RolePermissions> {
  const { role, permissions } = parseInput(setRolePermissionsSchema, input);
  const em = core.em();
  await requireAdminPermission(em, actor, 'manage_users');
  if (role === 'ADMIN' && !permissions.includes(ADMIN_REQUIRED_PERMISSION)) {
    throw new ConflictError('The Admin role must keep the manage_users permission, or nobody could edit permissions again', 'PERMISSION_REQUIRED');
  }
  return em.transactional(async (tx) => {
    // One editor of a role at a time: a second save waits, then replaces what the first wrote.
    await tx.getConnection().execute(`select pg_advisory_xact_lock(hashtext('role_permission:' || ?))`, [role], 'all', tx.getTransactionContext());
    const before = await storedPermissions(tx, role);
    await tx.nativeDelete(RolePermission, { role });
    for (const permission of permissions) tx.create(RolePermission, { role, permission });
    audit(tx, actor, 'permissions.updated', {
      role,
      before,
      after: permissions,
      added: permissions.filter((p) => !before.includes(p)),
      removed: before.filter((p) => !permissions.includes(p)),
    });
    await tx.flush();
    return { role, permissions };
  });
}
