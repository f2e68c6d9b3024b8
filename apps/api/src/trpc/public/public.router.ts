import { contactMessageSchema, contactResultSchema } from '@eta/domain';
import { getSetting, sendContactMessage } from '@eta/core';
import { parsedByCore, publicProcedure, router } from '../trpc.ts';

/** What anyone on the public site may call. */
export const publicRouter = router({
  contact: router({
    send: publicProcedure
      .meta({ rest: { method: 'POST', path: '/api/contact', status: 201, summary: 'Send a message to the agency', response: contactResultSchema } })
      .input(parsedByCore(contactMessageSchema))
      .mutation(({ ctx, input }) => sendContactMessage(ctx.core, ctx.actor, input)),
  }),
  settings: router({
    /** The applicant-facing service fee the admins set, for the public pages (applicant §2, §9). */
    fee: publicProcedure.query(async ({ ctx }) => ({ applicationFeePence: await getSetting(ctx.core.em(), 'applicationFee') })),
  }),
});
