import { z } from 'zod';
import { createRefundSchema, listRefundsQuerySchema, refundableQuerySchema, refundableSchema, refundIdSchema, refundViewSchema } from '@eta/domain';
import { approveRefund, createRefund, listRefunds, refundableAmount } from '@eta/core';
import { parsedByCore, router, staffProcedure } from '../trpc.ts';

/** Refund Management (staff-admin §2, §7); core checks the ADMIN role and manage_refunds. */
export const refundsRouter = router({
  list: staffProcedure
    .meta({ rest: { method: 'GET', path: '/api/admin/refunds', summary: 'Refunds of one status (PENDING unless asked; ALL for every status), with the provider’s status', response: z.array(refundViewSchema) } })
    .input(parsedByCore(listRefundsQuerySchema.optional()))
    .query(({ ctx, input }) => listRefunds(ctx.core, ctx.actor, input)),
  refundable: staffProcedure
    .meta({ rest: { method: 'GET', path: '/api/admin/refunds/refundable', summary: 'What was paid, refunded and may still be refunded on an application (id or reference)', response: refundableSchema } })
    .input(parsedByCore(refundableQuerySchema))
    .query(({ ctx, input }) => refundableAmount(ctx.core, ctx.actor, input)),
  create: staffProcedure
    .meta({ rest: { method: 'POST', path: '/api/admin/refunds', status: 201, summary: 'Ask for a refund (amount in pence) on a paid application, by id or reference; it waits for approval', response: refundViewSchema } })
    .input(parsedByCore(createRefundSchema))
    .mutation(({ ctx, input }) => createRefund(ctx.core, ctx.actor, input)),
  approve: staffProcedure
    .meta({ rest: { method: 'POST', path: '/api/admin/refunds/{id}/approve', summary: 'Approve a pending refund: the payment provider is asked to return the money; its webhooks settle it', response: refundViewSchema } })
    .input(parsedByCore(refundIdSchema))
    .mutation(({ ctx, input }) => approveRefund(ctx.core, ctx.actor, input)),
});
