import {
  APPLICATION_STATUSES,
  TOP_NATIONALITIES,
  TREND_MONTHS,
  financialFigures,
  percentOf,
  processingHours,
  type AdminAnalytics,
  type AdminFinancial,
  type AdminMetrics,
  type AdminStats,
  type ApplicationStatus,
} from '@eta/domain';
import type { Core } from '../core.ts';
import type { Actor } from '../auth/actor.ts';
import { requireAdminPermission } from '../auth/authorize.ts';
import { runPrepared } from '../db/prepared.ts';
import * as queries from './dashboard-queries.ts';

/** Overview cards: submitted applications, money received (pence), active staff accounts. */
export async function adminStats(core: Core, actor: Actor): Promise<AdminStats> {
  await requireAdminPermission(core.em(), actor, 'view_financials');
  const [row] = await runPrepared(core, queries.adminStats, []);
  return { totalApplications: row?.total_applications ?? 0, totalRevenue: Number(row?.total_revenue ?? 0), activeStaff: row?.active_staff ?? 0 };
}

/** Financial: revenue, costs and refunds from the ledger rows, with profit, average and margin. */
export async function adminFinancial(core: Core, actor: Actor): Promise<AdminFinancial> {
  await requireAdminPermission(core.em(), actor, 'view_financials');
  const [row] = await runPrepared(core, queries.adminFinancial, []);
  return financialFigures({
    revenue: Number(row?.revenue ?? 0),
    costs: Number(row?.costs ?? 0),
    refunds: Number(row?.refunds ?? 0),
    applicationCount: row?.application_count ?? 0,
  });
}

/** Performance Metrics: processing time and decision rates of decided applications, recent volume, top nationalities. */
export async function adminMetrics(core: Core, actor: Actor): Promise<AdminMetrics> {
  await requireAdminPermission(core.em(), actor, 'view_applications');
  const [[row], nationalities] = await Promise.all([
    runPrepared(core, queries.adminMetrics, []),
    runPrepared(core, queries.topNationalities, [TOP_NATIONALITIES]),
  ]);
  const approved = row?.approved ?? 0;
  const refused = row?.refused ?? 0;
  return {
    avgProcessingTime: processingHours(row?.avg_seconds ?? null),
    approvalRate: percentOf(approved, approved + refused),
    rejectionRate: percentOf(refused, approved + refused),
    applicationsToday: row?.today ?? 0,
    applicationsThisWeek: row?.this_week ?? 0,
    applicationsThisMonth: row?.this_month ?? 0,
    topNationalities: nationalities.map((n) => ({ nationality: n.nationality, count: n.count })),
  };
}

/** Every status with its count (zeros included, in lifecycle order). */
export function completeStatusCounts(rows: readonly { status: string; count: number }[]): { status: ApplicationStatus; count: number }[] {
  const counts = new Map(rows.map((r) => [r.status, r.count]));
  return APPLICATION_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 }));
}

/** Analytics: the status distribution and, per month for the last 12, applications created, paid, approved and refused. */
export async function adminAnalytics(core: Core, actor: Actor): Promise<AdminAnalytics> {
  await requireAdminPermission(core.em(), actor, 'view_applications');
  const [counts, trends] = await Promise.all([runPrepared(core, queries.statusCounts, []), runPrepared(core, queries.monthlyTrends, [TREND_MONTHS])]);
  return {
    statusCounts: completeStatusCounts(counts),
    monthlyTrends: trends.map((t) => ({ month: t.month, created: t.created, paid: t.paid, approved: t.approved, refused: t.refused })),
  };
}
