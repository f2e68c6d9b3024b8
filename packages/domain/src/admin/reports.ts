import { z } from 'zod';
import { APPLICATION_STATUSES } from '../applications/statuses.ts';
import { roundTo } from './dashboard.ts';

// Custom Reports (staff-admin §2, §5 "Report", §7 GET /api/admin/reports/generate).

export const REPORT_TYPES = ['revenue', 'applications', 'conversion-funnel', 'revenue-forecast', 'geographic-distribution'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  revenue: 'Revenue',
  applications: 'Applications',
  'conversion-funnel': 'Conversion funnel',
  'revenue-forecast': 'Revenue forecast',
  'geographic-distribution': 'Geographic distribution',
};

export const REPORT_DATES_REQUIRED = 'Please select start and end dates';
export const REPORT_DATES_ORDER = 'The start date must be on or before the end date';
/** Days the revenue forecast projects past the end date. */
export const FORECAST_DAYS = 30;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const reportDate = z
  .string({ error: REPORT_DATES_REQUIRED })
  .trim()
  .min(1, REPORT_DATES_REQUIRED)
  .refine((value) => isoDay.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'Enter dates as YYYY-MM-DD');

/** A report request: its type and an inclusive range of UTC days. */
export const generateReportSchema = z
  .object({
    type: z.enum(REPORT_TYPES, { error: `Choose a report type: ${REPORT_TYPES.join(', ')}` }),
    startDate: reportDate,
    endDate: reportDate,
  })
  .refine((input) => input.startDate <= input.endDate, { message: REPORT_DATES_ORDER, path: ['endDate'] });
export type GenerateReportInput = z.input<typeof generateReportSchema>;

/** Rows per day up to about three months, per ISO week up to two years, then per month. */
export const REPORT_GRANULARITIES = ['day', 'week', 'month'] as const;
export type ReportGranularity = (typeof REPORT_GRANULARITIES)[number];

/** Days in an inclusive range of ISO days. */
export function daysInRange(startDate: string, endDate: string): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000) + 1;
}

export function reportGranularity(startDate: string, endDate: string): ReportGranularity {
  const days = daysInRange(startDate, endDate);
  return days <= 92 ? 'day' : days <= 731 ? 'week' : 'month';
}

const header = {
  title: z.string(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  generatedAt: z.iso.datetime(),
};

export const revenueReportSchema = z.object({
  type: z.literal('revenue'),
  ...header,
  granularity: z.enum(REPORT_GRANULARITIES),
  rows: z.array(z.object({ period: z.iso.date(), payments: z.number().int(), revenue: z.number().int(), refunds: z.number().int(), net: z.number().int() })),
  totals: z.object({ payments: z.number().int(), revenue: z.number().int(), refunds: z.number().int(), net: z.number().int() }),
});

export const applicationsReportSchema = z.object({
  type: z.literal('applications'),
  ...header,
  granularity: z.enum(REPORT_GRANULARITIES),
  rows: z.array(z.object({ period: z.iso.date(), created: z.number().int(), paid: z.number().int(), approved: z.number().int(), refused: z.number().int() })),
  statusCounts: z.array(z.object({ status: z.enum(APPLICATION_STATUSES), count: z.number().int() })),
});

export const FUNNEL_STEPS = ['created', 'paid', 'submitted', 'decided', 'approved'] as const;
export const FUNNEL_STEP_LABELS: Record<(typeof FUNNEL_STEPS)[number], string> = {
  created: 'Drafts created',
  paid: 'Paid',
  submitted: 'Submitted to UK',
  decided: 'Decided',
  approved: 'Approved',
};

export const funnelReportSchema = z.object({
  type: z.literal('conversion-funnel'),
  ...header,
  steps: z.array(
    z.object({
      step: z.enum(FUNNEL_STEPS),
      label: z.string(),
      count: z.number().int(),
      /** % of the drafts created, 1 decimal; null when none were. */
      percentOfFirst: z.number().nullable(),
      /** % of the step before, 1 decimal; null for the first step or an empty step before. */
      percentOfPrevious: z.number().nullable(),
    }),
  ),
});

export const forecastReportSchema = z.object({
  type: z.literal('revenue-forecast'),
  ...header,
  granularity: z.enum(['day', 'week']),
  /** Revenue in the range, per day or week. */
  rows: z.array(z.object({ period: z.iso.date(), revenue: z.number().int() })),
  /** The least-squares line through the daily revenue, pence per day. */
  slopePerDay: z.number(),
  projection: z.array(z.object({ date: z.iso.date(), revenue: z.number().int() })),
  projectedTotal: z.number().int(),
  method: z.string(),
});

export const geographyReportSchema = z.object({
  type: z.literal('geographic-distribution'),
  ...header,
  rows: z.array(z.object({ nationality: z.string(), applications: z.number().int(), paidApplications: z.number().int(), revenue: z.number().int() })),
});

/** A generated report: the figures of one type over the range, money in pence. */
export const reportSchema = z.discriminatedUnion('type', [revenueReportSchema, applicationsReportSchema, funnelReportSchema, forecastReportSchema, geographyReportSchema]);
export type Report = z.infer<typeof reportSchema>;
export type RevenueReport = z.infer<typeof revenueReportSchema>;
export type ApplicationsReport = z.infer<typeof applicationsReportSchema>;
export type FunnelReport = z.infer<typeof funnelReportSchema>;
export type ForecastReport = z.infer<typeof forecastReportSchema>;
export type GeographyReport = z.infer<typeof geographyReportSchema>;

/** The funnel's steps with their shares of the first and of the previous step. */
export function funnelSteps(counts: Record<(typeof FUNNEL_STEPS)[number], number>): FunnelReport['steps'] {
  const first = counts.created;
  return FUNNEL_STEPS.map((step, index) => {
    const previous = index === 0 ? null : counts[FUNNEL_STEPS[index - 1]!];
    return {
      step,
      label: FUNNEL_STEP_LABELS[step],
      count: counts[step],
      percentOfFirst: first > 0 ? roundTo((counts[step] / first) * 100, 1) : null,
      percentOfPrevious: previous ? roundTo((counts[step] / previous) * 100, 1) : null,
    };
  });
}

/** Every ISO day from start to end, inclusive. */
export function eachDay(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${startDate}T00:00:00Z`); t <= Date.parse(`${endDate}T00:00:00Z`); t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/**
 * The revenue forecast: an ordinary least-squares line through the daily revenue of the range
 * (x = day number, y = pence), extended over the next `days` days, never below zero.
 */
export function linearProjection(daily: readonly number[], endDate: string, days = FORECAST_DAYS): { slopePerDay: number; projection: { date: string; revenue: number }[] } {
  const n = daily.length;
  const meanX = (n - 1) / 2;
  const meanY = n > 0 ? daily.reduce((a, b) => a + b, 0) / n : 0;
  let covariance = 0;
  let variance = 0;
  daily.forEach((y, x) => {
    covariance += (x - meanX) * (y - meanY);
    variance += (x - meanX) ** 2;
  });
  const slope = variance > 0 ? covariance / variance : 0;
  const intercept = meanY - slope * meanX;
  const end = Date.parse(`${endDate}T00:00:00Z`);
  const projection = Array.from({ length: days }, (_, i) => ({
    date: new Date(end + (i + 1) * 86_400_000).toISOString().slice(0, 10),
    revenue: Math.max(0, Math.round(intercept + slope * (n + i))),
  }));
  return { slopePerDay: roundTo(slope, 2), projection };
}

/** The report's address: the page, or with `format: 'csv'` its CSV. */
export function reportUrl(input: { type: ReportType; startDate: string; endDate: string }, format?: 'csv'): string {
  const query = new URLSearchParams({ type: input.type, startDate: input.startDate, endDate: input.endDate });
  if (format) query.set('format', format);
  return `/api/admin/reports/generate?${query.toString()}`;
}
