import { z } from 'zod';
import { createStaffSchema, setStaffActiveSchema, staffIdSchema, staffMemberSchema, successSchema } from '@eta/domain';
import { createStaff, deleteStaff, listStaff, setStaffActive } from '@eta/core';
import { fieldOf, parsedByCore, router, staffProcedure } from '../trpc.ts';

/** Staff accounts (staff-admin §6, Staff Management); core checks the manage_users permission. */
export const staffAdminRouter = router({
  list: staffProcedure
    .meta({ rest: { method: 'GET', path: '/api/admin/staff', summary: 'Every staff account', response: z.array(staffMemberSchema) } })
    .query(({ ctx }) => listStaff(ctx.core, ctx.actor)),
  create: staffProcedure
    .meta({ rest: { method: 'POST', path: '/api/admin/staff', status: 201, summary: 'Create a staff account', response: staffMemberSchema } })
    .input(parsedByCore(createStaffSchema))
    .mutation(({ ctx, input }) => createStaff(ctx.core, ctx.actor, input)),
  setActive: staffProcedure
    .meta({ rest: { method: 'PATCH', path: '/api/admin/staff/{id}', summary: 'Deactivate or reactivate a staff account (deactivation ends its sessions), or change its role', response: staffMemberSchema } })
    .input(parsedByCore(setStaffActiveSchema))
    .mutation(({ ctx, input }) => setStaffActive(ctx.core, ctx.actor, input)),
  delete: staffProcedure
    .meta({ rest: { method: 'DELETE', path: '/api/admin/staff/{id}', summary: 'Delete a staff account', response: successSchema } })
    .input(parsedByCore(staffIdSchema))
    .mutation(async ({ ctx, input }) => {
      await deleteStaff(ctx.core, ctx.actor, fieldOf(input, 'id'));
      return { success: true as const };
    }),
});
