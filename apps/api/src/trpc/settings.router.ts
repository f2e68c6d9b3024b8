import { getSetting } from '@eta/core';
import { publicProcedure, router } from './trpc.ts';

export const settingsRouter = router({
  /** The applicant-facing service fee the admins set, for the public pages (applicant §2, §9). */
  publicFee: publicProcedure.query(async ({ ctx }) => ({ applicationFeePence: await getSetting(ctx.core.em(), 'applicationFee') })),
});
