import { activitiesSchema, applicationSeriesSchema, automationQueueSchema, staffStatsSchema } from '@eta/domain';
import { applicationSeries, automationQueue, recentActivities, staffStats } from '@eta/core';
import { router, staffProcedure } from '../trpc.ts';

/** The dashboard (staff-admin §2): stat cards, the chart, recent activity, the automation queue. */
export const dashboardRouter = router({
  stats: staffProcedure
    .meta({ rest: { method: 'GET', path: '/api/staff/stats', summary: 'Total, In Review, Approved and Refused counts', response: staffStatsSchema } })
    .query(({ ctx }) => staffStats(ctx.core, ctx.actor)),
  series: staffProcedure
    .meta({ rest: { method: 'GET', path: '/api/staff/applications-over-time', summary: 'New and paid applications per day, the last 30 days', response: applicationSeriesSchema } })
    .query(({ ctx }) => applicationSeries(ctx.core, ctx.actor)),
  recentActivities: staffProcedure
    .meta({ rest: { method: 'GET', path: '/api/staff/recent-activities', summary: 'The latest activity on any application', response: activitiesSchema } })
    .query(({ ctx }) => recentActivities(ctx.core, ctx.actor)),
  automationQueue: staffProcedure
    .meta({ rest: { method: 'GET', path: '/api/staff/automation-queue', summary: 'Queued and running automated submissions, and those just finished', response: automationQueueSchema } })
    .query(({ ctx }) => automationQueue(ctx.core, ctx.actor)),
});
