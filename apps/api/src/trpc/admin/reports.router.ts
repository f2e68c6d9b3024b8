import { generateReportSchema, reportSchema } from '@eta/domain';
import { generateReport } from '@eta/core';
import { parsedByCore, router, staffProcedure } from '../trpc.ts';

/**
 * Custom Reports as data (view_financials). The page and CSV people open are served by
 * `GET /api/admin/reports/generate` (rest/admin-reports.rest.ts), from the same use case.
 */
export const reportsRouter = router({
  generate: staffProcedure
    .meta({ rest: { method: 'GET', path: '/api/admin/reports/data', summary: "A custom report's figures as JSON, money in pence (view_financials)", response: reportSchema } })
    .input(parsedByCore(generateReportSchema))
    .query(({ ctx, input }) => generateReport(ctx.core, ctx.actor, input)),
});
