import { auditActionsSchema, auditLogPageSchema, listAuditLogsSchema } from '@eta/domain';
import { listAuditActions, listAuditLogs } from '@eta/core';
import { parsedByCore, router, staffProcedure } from '../trpc.ts';

/** Audit Logs (staff-admin §2, §7); core checks the ADMIN role and system_settings. */
export const auditRouter = router({
  list: staffProcedure
    .meta({ rest: { method: 'GET', path: '/api/admin/audit-logs', summary: 'Audit entries newest first, filtered by user, action and dates; keyset pages', response: auditLogPageSchema } })
    .input(parsedByCore(listAuditLogsSchema.optional()))
    .query(({ ctx, input }) => listAuditLogs(ctx.core, ctx.actor, input)),
  actions: staffProcedure
    .meta({ rest: { method: 'GET', path: '/api/admin/audit-logs/actions', summary: 'The actions written so far, for the action filter', response: auditActionsSchema } })
    .query(({ ctx }) => listAuditActions(ctx.core, ctx.actor)),
});
