import {
  FORECAST_DAYS,
  REPORT_TYPE_LABELS,
  funnelSteps,
  generateReportSchema,
  linearProjection,
  reportGranularity,
  reportView,
  type ApplicationsReport,
  type ForecastReport,
  type FunnelReport,
  type GeographyReport,
  type Report,
  type ReportCell,
  type RevenueReport,
} from '@eta/domain';
import type { Core } from '../core.ts';
import type { Actor } from '../auth/actor.ts';
import { requireAdminPermission } from '../auth/authorize.ts';
import { parseInput } from '../validation.ts';
import { runPrepared } from '../db/prepared.ts';
import { completeStatusCounts } from './dashboard.ts';
import * as queries from './dashboard-queries.ts';
import { csvStream, type CsvColumn } from './csv.ts';
import type { FileDownload } from './search.ts';

type Range = { startDate: string; endDate: string };
type Header = { title: string; startDate: string; endDate: string; generatedAt: string };

/**
 * Custom Reports: one report's figures over an inclusive range of UTC days, as a typed DTO the
 * API renders as a page or CSV (and the CLI prints). Money in pence.
 */
export async function generateReport(core: Core, actor: Actor, input: unknown): Promise<Report> {
  const { type, startDate, endDate } = parseInput(generateReportSchema, input);
  await requireAdminPermission(core.em(), actor, 'view_financials');
  const range = { startDate, endDate };
  const header: Header = { title: `${REPORT_TYPE_LABELS[type]} report`, startDate, endDate, generatedAt: new Date().toISOString() };
  switch (type) {
    case 'revenue':
      return revenueReport(core, range, header);
    case 'applications':
      return applicationsReport(core, range, header);
    case 'conversion-funnel':
      return funnelReport(core, range, header);
    case 'revenue-forecast':
      return forecastReport(core, range, header);
    case 'geographic-distribution':
      return geographyReport(core, range, header);
  }
}

/**
 * A report's table as a CSV file (the figures of its page, money in pounds without the sign), named
 * `<type>-report-<start>-to-<end>.csv`; the same permission as the report.
 */
export async function reportCsv(core: Core, actor: Actor, input: unknown): Promise<FileDownload> {
  const report = await generateReport(core, actor, input);
  const { table } = reportView(report);
  const columns: CsvColumn<ReportCell[]>[] = table.headers.map((header, i) => ({ header, value: (row) => row[i] }));
  return { fileName: `${report.type}-report-${report.startDate}-to-${report.endDate}.csv`, contentType: 'text/csv; charset=utf-8', body: csvStream(columns, table.rows) };
}

async function revenueReport(core: Core, { startDate, endDate }: Range, header: Header): Promise<RevenueReport> {
  const granularity = reportGranularity(startDate, endDate);
  const rows = (await runPrepared(core, queries.revenueReport, [startDate, endDate, granularity])).map((r) => {
    const revenue = Number(r.revenue);
    const refunds = Number(r.refunds);
    return { period: r.period, payments: r.payments, revenue, refunds, net: revenue - refunds };
  });
  const totals = rows.reduce(
    (sum, r) => ({ payments: sum.payments + r.payments, revenue: sum.revenue + r.revenue, refunds: sum.refunds + r.refunds, net: sum.net + r.net }),
    { payments: 0, revenue: 0, refunds: 0, net: 0 },
  );
  return { type: 'revenue', ...header, granularity, rows, totals };
}

async function applicationsReport(core: Core, { startDate, endDate }: Range, header: Header): Promise<ApplicationsReport> {
  const granularity = reportGranularity(startDate, endDate);
  const [rows, counts] = await Promise.all([
    runPrepared(core, queries.applicationsReport, [startDate, endDate, granularity]),
    runPrepared(core, queries.statusCountsInRange, [startDate, endDate]),
  ]);
  return {
    type: 'applications',
    ...header,
    granularity,
    rows: rows.map((r) => ({ period: r.period, created: r.created, paid: r.paid, approved: r.approved, refused: r.refused })),
    statusCounts: completeStatusCounts(counts),
  };
}

async function funnelReport(core: Core, { startDate, endDate }: Range, header: Header): Promise<FunnelReport> {
  const [row] = await runPrepared(core, queries.funnelReport, [startDate, endDate]);
  const counts = { created: row?.created ?? 0, paid: row?.paid ?? 0, submitted: row?.submitted ?? 0, decided: row?.decided ?? 0, approved: row?.approved ?? 0 };
  return { type: 'conversion-funnel', ...header, steps: funnelSteps(counts) };
}

async function forecastReport(core: Core, { startDate, endDate }: Range, header: Header): Promise<ForecastReport> {
  const daily = (await runPrepared(core, queries.dailyRevenue, [startDate, endDate])).map((r) => ({ day: r.day, revenue: Number(r.revenue) }));
  const { slopePerDay, projection } = linearProjection(
    daily.map((d) => d.revenue),
    endDate,
  );
  const weekly = daily.length > 92;
  const rows = weekly ? weeks(daily) : daily.map((d) => ({ period: d.day, revenue: d.revenue }));
  return {
    type: 'revenue-forecast',
    ...header,
    granularity: weekly ? 'week' : 'day',
    rows,
    slopePerDay,
    projection,
    projectedTotal: projection.reduce((sum, p) => sum + p.revenue, 0),
    method:
      `An ordinary least-squares straight line through the revenue of each of the ${daily.length} days in the range ` +
      `(PAID payments, by day of payment), continued for the ${FORECAST_DAYS} days after ${endDate}; days it would put below zero count as zero. ` +
      'It assumes the trend of the range simply goes on: no seasonality, fee changes or refunds.',
  };
}

/** Daily figures summed into runs of seven days from the first day of the range. */
function weeks(daily: readonly { day: string; revenue: number }[]): { period: string; revenue: number }[] {
  const rows: { period: string; revenue: number }[] = [];
  daily.forEach((d, i) => {
    if (i % 7 === 0) rows.push({ period: d.day, revenue: 0 });
    rows[rows.length - 1]!.revenue += d.revenue;
  });
  return rows;
}

async function geographyReport(core: Core, { startDate, endDate }: Range, header: Header): Promise<GeographyReport> {
  const rows = await runPrepared(core, queries.geographyReport, [startDate, endDate]);
  return {
    type: 'geographic-distribution',
    ...header,
    rows: rows.map((r) => ({ nationality: r.nationality, applications: r.applications, paidApplications: r.paid_applications, revenue: Number(r.revenue) })),
  };
}
