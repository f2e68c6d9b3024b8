import { rolePermissionsQuerySchema, rolePermissionsSchema, setRolePermissionsSchema } from '@eta/domain';
import { getRolePermissions, setRolePermissions } from '@eta/core';
import { parsedByCore, router, staffProcedure } from '../trpc.ts';

/** Role Permissions (staff-admin §2, §6, §7); core checks the ADMIN role and manage_users. */
export const permissionsRouter = router({
  get: staffProcedure
    .meta({ rest: { method: 'GET', path: '/api/admin/permissions/{role}', summary: "A role's permissions", response: rolePermissionsSchema } })
    .input(parsedByCore(rolePermissionsQuerySchema))
    .query(({ ctx, input }) => getRolePermissions(ctx.core, ctx.actor, input)),
  set: staffProcedure
    .meta({ rest: { method: 'POST', path: '/api/admin/permissions', summary: "Replace a role's permissions; the Admin role keeps manage_users", response: rolePermissionsSchema } })
    .input(parsedByCore(setRolePermissionsSchema))
    .mutation(({ ctx, input }) => setRolePermissions(ctx.core, ctx.actor, input)),
});
