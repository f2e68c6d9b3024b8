import { z } from 'zod';
import { APPLICATION_STATUSES } from '../applications/statuses.ts';

// Contracts of the admin Dashboard group (staff-admin §2 Overview, Performance Metrics,
// Analytics, Financial; §3 Admin stats, Analytics, Financial, Metrics; §7 admin calls).

/** Overview cards (GET /api/admin/stats): submitted applications, revenue in pence, active staff accounts. */
export const adminStatsSchema = z.object({
  totalApplications: z.number().int(),
  totalRevenue: z.number().int(),
  activeStaff: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** How many months the Analytics trend shows, the current one included. */
export const TREND_MONTHS = 12;

export const statusCountSchema = z.object({ status: z.enum(APPLICATION_STATUSES), count: z.number().int() });
export type StatusCount = z.infer<typeof statusCountSchema>;

export const monthlyTrendSchema = z.object({
  /** The calendar month (UTC), `YYYY-MM`. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  created: z.number().int(),
  paid: z.number().int(),
  approved: z.number().int(),
  refused: z.number().int(),
});
export type MonthlyTrend = z.infer<typeof monthlyTrendSchema>;

/** Analytics (GET /api/admin/analytics): every status with its count, and the last 12 months. */
export const adminAnalyticsSchema = z.object({
  statusCounts: z.array(statusCountSchema),
  monthlyTrends: z.array(monthlyTrendSchema),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

/** Financial (GET /api/admin/financial), from the ledger; money in pence, the margin in % (1 decimal). */
export const adminFinancialSchema = z.object({
  totalRevenue: z.number().int(),
  totalCosts: z.number().int(),
  totalRefunds: z.number().int(),
  profit: z.number().int(),
  applicationCount: z.number().int(),
  averageRevenuePerApplication: z.number().int(),
  profitMargin: z.number(),
});
export type AdminFinancial = z.infer<typeof adminFinancialSchema>;

/** How many nationalities Performance Metrics lists (staff-admin §9). */
export const TOP_NATIONALITIES = 5;

/** Performance Metrics (GET /api/admin/metrics); null where there is nothing to measure yet (shown N/A). */
export const adminMetricsSchema = z.object({
  /** Hours from payment to decision, over decided applications, 1 decimal. */
  avgProcessingTime: z.number().nullable(),
  /** % of decided applications, 1 decimal. */
  approvalRate: z.number().nullable(),
  rejectionRate: z.number().nullable(),
  applicationsToday: z.number().int(),
  applicationsThisWeek: z.number().int(),
  applicationsThisMonth: z.number().int(),
  topNationalities: z.array(z.object({ nationality: z.string(), count: z.number().int() })),
});
export type AdminMetrics = z.infer<typeof adminMetricsSchema>;

/** Rounds to `decimals` places, half away from zero, without binary surprises (1.05 → 1.1). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = Math.round(Math.abs(value) * factor + Number.EPSILON * factor) / factor;
  return Math.sign(value) * rounded || 0;
}

/** A share of a whole in %, 1 decimal; null when the whole is empty. */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? roundTo((part / whole) * 100, 1) : null;
}

/** Average revenue per paid application, whole pence; 0 with none. */
export function averageRevenuePerApplication(revenuePence: number, applicationCount: number): number {
  return applicationCount > 0 ? Math.round(revenuePence / applicationCount) : 0;
}

/** Profit as a % of revenue, 1 decimal; 0 when there is no revenue. */
export function profitMargin(profitPence: number, revenuePence: number): number {
  return revenuePence > 0 ? roundTo((profitPence / revenuePence) * 100, 1) : 0;
}

/** The financial figures from the ledger sums: profit, average and margin derived here, once. */
export function financialFigures(sums: { revenue: number; costs: number; refunds: number; applicationCount: number }): AdminFinancial {
  const profit = sums.revenue - sums.costs - sums.refunds;
  return {
    totalRevenue: sums.revenue,
    totalCosts: sums.costs,
    totalRefunds: sums.refunds,
    profit,
    applicationCount: sums.applicationCount,
    averageRevenuePerApplication: averageRevenuePerApplication(sums.revenue, sums.applicationCount),
    profitMargin: profitMargin(profit, sums.revenue),
  };
}

/** Mean seconds to hours, 1 decimal; null with nothing decided. */
export function processingHours(averageSeconds: number | null): number | null {
  return averageSeconds === null ? null : roundTo(averageSeconds / 3600, 1);
}

/** A rate or duration as shown: 1 decimal, or N/A. */
export function formatOneDecimal(value: number | null, unit = ''): string {
  return value === null ? 'N/A' : `${value.toFixed(1)}${unit}`;
}

/** Pence as pounds with 2 decimals, no currency sign ("0.00"). */
export function penceAsPounds(pence: number): string {
  return (pence / 100).toFixed(2);
}
