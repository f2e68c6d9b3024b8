import { bulkActionResultSchema, bulkActionSchema } from '@eta/domain';
import { runBulkAction } from '@eta/core';
import { parsedByCore, router, staffProcedure } from '../trpc.ts';

/** Bulk Actions (staff-admin §2, §7); core checks ADMIN and the action's permission. */
export const bulkRouter = router({
  run: staffProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/bulk-actions',
        summary:
          'Run a bulk action on up to 500 applications: update-status (each through the status change; per-application results), send-email (a template queued per application), download-docs or export (a signed download link, valid 10 minutes)',
        response: bulkActionResultSchema,
      },
    })
    .input(parsedByCore(bulkActionSchema))
    .mutation(({ ctx, input }) => runBulkAction(ctx.core, ctx.actor, input)),
});
