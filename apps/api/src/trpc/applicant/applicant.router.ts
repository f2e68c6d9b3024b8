import { applyResultSchema, applySchema, checkoutResultSchema, checkoutSchema, checkoutStatusQuerySchema, checkoutStatusSchema, etaRecoveryResultSchema, etaRecoverySchema, portalLookupSchema, portalResultSchema } from '@eta/domain';
import { checkoutStatus, lookupPortalApplications, recoverEta, startCheckout, submitApplication } from '@eta/core';
import { parsedByCore, publicProcedure, router } from '../trpc.ts';
import { publicOrigin } from '../../http/origin.ts';

/** What an applicant calls: the wizard's submission, the card checkout, the portal and lost-ETA recovery. No account; the portal matches e-mail and last name. */
export const applicantRouter = router({
  applications: router({
    submit: publicProcedure
      .meta({
        rest: {
          method: 'POST',
          path: '/api/apply',
          status: 201,
          summary: 'Store a finished application as a draft awaiting payment',
          response: applyResultSchema,
          headers: [{ name: 'Idempotency-Key', description: 'Repeating a request with the same key returns the same draft (used when the body has no draftKey).' }],
        },
      })
      .input(parsedByCore(applySchema))
      .mutation(({ ctx, input }) => submitApplication(ctx.core, ctx.actor, input, { idempotencyKey: ctx.req.headers['idempotency-key'] })),
  }),
  payments: router({
    checkout: publicProcedure
      .meta({ rest: { method: 'POST', path: '/api/checkout', summary: 'Open a card checkout for a draft application', response: checkoutResultSchema } })
      .input(parsedByCore(checkoutSchema))
      .mutation(({ ctx, input }) => startCheckout(ctx.core, ctx.actor, input, publicOrigin(ctx.core, ctx.req))),
    status: publicProcedure
      .meta({ rest: { method: 'GET', path: '/api/checkout/status', summary: 'Whether a checkout session has been paid', response: checkoutStatusSchema, rename: { session_id: 'sessionId' } } })
      .input(parsedByCore(checkoutStatusQuerySchema))
      .query(({ ctx, input }) => checkoutStatus(ctx.core, ctx.actor, input)),
  }),
  portal: router({
    lookup: publicProcedure
      .meta({ rest: { method: 'GET', path: '/api/portal/applications', summary: "An applicant's applications, by e-mail and last name", response: portalResultSchema } })
      .input(parsedByCore(portalLookupSchema))
      .query(({ ctx, input }) => lookupPortalApplications(ctx.core, ctx.actor, input)),
    recover: publicProcedure
      .meta({
        rest: {
          method: 'POST',
          path: '/api/portal/recover',
          summary: 'E-mail a lost ETA to the address on file, by passport number, date of birth and e-mail; the answer never says whether anything matched',
          response: etaRecoveryResultSchema,
        },
      })
      .input(parsedByCore(etaRecoverySchema))
      .mutation(({ ctx, input }) => recoverEta(ctx.core, ctx.actor, input)),
  }),
});
