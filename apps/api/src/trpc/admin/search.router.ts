import { adminSearchSchema, bulkReadyPageSchema, bulkReadyQuerySchema, searchResultPageSchema } from '@eta/domain';
import { listBulkReady, searchApplications } from '@eta/core';
import { parsedByCore, router, staffProcedure } from '../trpc.ts';

/** Advanced Search and the Bulk Actions list (staff-admin §2, §7); core checks ADMIN and view_applications. */
export const searchRouter = router({
  applications: staffProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/search',
        summary:
          "Search applications by reference, e-mail, status, nationality and created date ('all' and empty values ignored). The list is `applications`, newest first, 50 a page; `nextCursor` goes in `after` for the next page; `total` counts matches up to 1,000 (`totalIsCapped` beyond).",
        response: searchResultPageSchema,
      },
    })
    .input(parsedByCore(adminSearchSchema))
    .query(({ ctx, input }) => searchApplications(ctx.core, ctx.actor, input)),
  bulkReady: staffProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/applications/bulk-ready',
        summary: 'Applications ready for bulk handling (submitted ones, or those of `status`), newest first, in keyset pages: the list is `applications`, with `nextCursor` and `total`',
        response: bulkReadyPageSchema,
      },
    })
    .input(parsedByCore(bulkReadyQuerySchema))
    .query(({ ctx, input }) => listBulkReady(ctx.core, ctx.actor, input)),
});
