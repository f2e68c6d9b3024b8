import { z } from 'zod';
import { createStaffSchema, setStaffActiveSchema } from '@eta/domain';
import { createStaff, deleteStaff, listStaff, setStaffActive } from '@eta/core';
import { router, staffProcedure } from './trpc.ts';

export const staffRouter = router({
  list: staffProcedure.query(({ ctx }) => listStaff(ctx.core, ctx.actor)),
  create: staffProcedure.input(createStaffSchema).mutation(({ ctx, input }) => createStaff(ctx.core, ctx.actor, input)),
  setActive: staffProcedure.input(setStaffActiveSchema).mutation(({ ctx, input }) => setStaffActive(ctx.core, ctx.actor, input)),
  delete: staffProcedure.input(z.object({ id: z.uuid() })).mutation(({ ctx, input }) => deleteStaff(ctx.core, ctx.actor, input.id)),
});
