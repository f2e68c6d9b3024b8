import { contactMessageSchema } from '@eta/domain';
import { sendContactMessage } from '@eta/core';
import { publicProcedure, router } from './trpc.ts';

export const contactRouter = router({
  send: publicProcedure.input(contactMessageSchema).mutation(({ ctx, input }) => sendContactMessage(ctx.core, ctx.actor, input)),
});
