import {
  applicantThreadSchema,
  applicationMessageSchema,
  applyResultSchema,
  applySchema,
  checkoutResultSchema,
  checkoutSchema,
  checkoutStatusQuerySchema,
  checkoutStatusSchema,
  portalLinkRequestSchema,
  portalLinkSentSchema,
  portalLookupSchema,
  portalOpenSchema,
  portalOverviewSchema,
  portalResultSchema,
  portalSessionSchema,
  postApplicantMessageSchema,
  etaRecoveryResultSchema,
  etaRecoverySchema,
  successSchema,
} from '@eta/domain';
import { z } from 'zod';
import { checkoutStatus, lookupPortalApplications, markApplicantMessagesRead, portalOverview, postApplicantMessage, recoverEta, requestPortalLink, startCheckout, submitApplication } from '@eta/core';
import { parsedByCore, publicProcedure, router } from '../trpc.ts';
import { publicOrigin } from '../../http/origin.ts';
import { closePortalAndClearCookie, openPortalAndSetCookie } from '../../http/auth-transport.ts';

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
    requestLink: publicProcedure
      .meta({ rest: { method: 'POST', path: '/api/portal/link', summary: 'E-mail a single-use portal link to the address of matching applications (the same answer either way)', response: portalLinkSentSchema } })
      .input(parsedByCore(portalLinkRequestSchema))
      .mutation(({ ctx, input }) => requestPortalLink(ctx.core, ctx.actor, input)),
    open: publicProcedure
      .meta({ rest: { method: 'POST', path: '/api/portal/session', summary: "Open a portal session with a link's token; sets the portal cookie", response: portalSessionSchema } })
      .input(parsedByCore(portalOpenSchema))
      .mutation(({ ctx, input }) => openPortalAndSetCookie(ctx.core, ctx.res, ctx.actor, input)),
    overview: publicProcedure
      .meta({ rest: { method: 'GET', path: '/api/portal/me', summary: "The portal session's applications with their document requests, messages and ETA", response: portalOverviewSchema } })
      .query(({ ctx }) => portalOverview(ctx.core, ctx.actor)),
    signOut: publicProcedure
      .meta({ rest: { method: 'DELETE', path: '/api/portal/session', summary: 'End the portal session and clear its cookie', response: successSchema } })
      .mutation(({ ctx }) => closePortalAndClearCookie(ctx.core, ctx.req, ctx.res)),
    postMessage: publicProcedure
      .meta({ rest: { method: 'POST', path: '/api/portal/applications/{reference}/messages', status: 201, summary: 'Write to our team about one of your applications', response: applicationMessageSchema } })
      .input(parsedByCore(postApplicantMessageSchema))
      .mutation(({ ctx, input }) => postApplicantMessage(ctx.core, ctx.actor, input)),
    markRead: publicProcedure
      .meta({ rest: { method: 'POST', path: '/api/portal/applications/{reference}/messages/read', summary: "Mark our team's messages read", response: z.object({ marked: z.number().int() }) } })
      .input(parsedByCore(applicantThreadSchema))
      .mutation(({ ctx, input }) => markApplicantMessagesRead(ctx.core, ctx.actor, input)),
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
