import { z } from 'zod';
import { checkoutStatus, lookupPortalApplications, startCheckout, submitApplication } from '@eta/core';
import { publicProcedure, router } from './trpc.ts';
import { publicOrigin } from '../http/origin.ts';

// Inputs are parsed by the core functions with the shared schemas, which name every bad field.
const passThrough = (raw: unknown) => raw;

export const applicationsRouter = router({
  submit: publicProcedure.input(passThrough).mutation(({ ctx, input }) => submitApplication(ctx.core, ctx.actor, input)),
  checkout: publicProcedure.input(passThrough).mutation(({ ctx, input }) => startCheckout(ctx.core, ctx.actor, input, publicOrigin(ctx.core, ctx.req))),
  checkoutStatus: publicProcedure.input(z.object({ sessionId: z.string() })).query(({ ctx, input }) => checkoutStatus(ctx.core, input.sessionId)),
  portal: publicProcedure.input(passThrough).query(({ ctx, input }) => lookupPortalApplications(ctx.core, ctx.actor, input)),
});
