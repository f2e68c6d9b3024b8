import { adminAnalyticsSchema, adminFinancialSchema, adminMetricsSchema, adminStatsSchema } from '@eta/domain';
import { adminAnalytics, adminFinancial, adminMetrics, adminStats } from '@eta/core';
import { router, staffProcedure } from '../trpc.ts';

/** The admin Dashboard group's figures (staff-admin §2, §7); core checks the ADMIN role and the permission. */
export const dashboardRouter = router({
  stats: staffProcedure
    .meta({ rest: { method: 'GET', path: '/api/admin/stats', summary: 'Overview: submitted applications, revenue in pence, active staff (view_financials)', response: adminStatsSchema } })
    .query(({ ctx }) => adminStats(ctx.core, ctx.actor)),
  metrics: staffProcedure
    .meta({ rest: { method: 'GET', path: '/api/admin/metrics', summary: 'Performance Metrics: processing time, decision rates, volume, top nationalities (view_applications)', response: adminMetricsSchema } })
    .query(({ ctx }) => adminMetrics(ctx.core, ctx.actor)),
  analytics: staffProcedure
    .meta({ rest: { method: 'GET', path: '/api/admin/analytics', summary: 'Analytics: applications per status and monthly trends for 12 months (view_applications)', response: adminAnalyticsSchema } })
    .query(({ ctx }) => adminAnalytics(ctx.core, ctx.actor)),
  financial: staffProcedure
    .meta({ rest: { method: 'GET', path: '/api/admin/financial', summary: 'Financial: revenue, costs, refunds and profit in pence from the ledger (view_financials)', response: adminFinancialSchema } })
    .query(({ ctx }) => adminFinancial(ctx.core, ctx.actor)),
});
