import { codeEligibleApplicationsSchema, codeIdSchema, submitCodeSchema, verificationCodeSchema, verificationCodesSchema } from '@eta/domain';
import { codeEligibleApplications, listVerificationCodes, markCodeUsed, submitVerificationCode } from '@eta/core';
import { parsedByCore, router, staffProcedure } from '../trpc.ts';

/** Government verification codes (staff-admin §2, codes card). */
export const codesRouter = router({
  list: staffProcedure
    .meta({ rest: { method: 'GET', path: '/api/staff/verification-codes', summary: 'Unused codes, soonest to expire first', response: verificationCodesSchema } })
    .query(({ ctx }) => listVerificationCodes(ctx.core, ctx.actor)),
  eligibleApplications: staffProcedure
    .meta({
      rest: { method: 'GET', path: '/api/staff/verification-codes/eligible-applications', summary: 'Applications a code may be entered for', response: codeEligibleApplicationsSchema },
    })
    .query(({ ctx }) => codeEligibleApplications(ctx.core, ctx.actor)),
  submit: staffProcedure
    .meta({ rest: { method: 'POST', path: '/api/staff/verification-codes/submit', status: 201, summary: 'Record a code by hand', response: verificationCodeSchema } })
    .input(parsedByCore(submitCodeSchema))
    .mutation(({ ctx, input }) => submitVerificationCode(ctx.core, ctx.actor, input)),
  markUsed: staffProcedure
    .meta({ rest: { method: 'PATCH', path: '/api/staff/verification-codes/{id}/mark-used', summary: 'Mark a code used', response: verificationCodeSchema } })
    .input(parsedByCore(codeIdSchema))
    .mutation(({ ctx, input }) => markCodeUsed(ctx.core, ctx.actor, input)),
});
