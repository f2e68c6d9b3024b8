import { penceAsPounds } from './dashboard.ts';
import { formatPence } from '../money.ts';
import { STATUS_LABELS } from '../applications/statuses.ts';
import type { Report } from './reports.ts';

// A report (the DTO of generateReport) as people see it: the admin page, its CSV and the operators' CLI.

/** One cell of a report's table: text, or a count. */
export type ReportCell = string | number;
/** A report's figures as rows of cells: the page's table, the CSV and the CLI's table are the same. */
export type ReportTable = { caption: string; headers: string[]; rows: ReportCell[][] };
/** One series of bars; `tone` picks its colour (a to d). */
export type ReportSeries = { name: string; values: number[]; tone: 'a' | 'b' | 'c' | 'd' };
/** A grouped bar chart; `money` says the values are pence. */
export type ReportChart = { label: string; labels: string[]; series: ReportSeries[]; money: boolean };
/** What a report shows: its table, its chart, its headline figures (name, value), and maybe a second table and a note. */
export type ReportView = { table: ReportTable; chart: ReportChart; summary: [string, string][]; extra?: ReportTable; note?: string };

const pounds = (pence: number) => penceAsPounds(pence);
/** Money in the headline figures, grouped as everywhere else (£27,300.00); table cells stay plain numbers for the CSV. */
const money = formatPence;
const whole = (count: number) => count.toLocaleString('en-GB');
const percent = (value: number | null) => (value === null ? 'N/A' : `${value.toFixed(1)}%`);

/** What each report shows: its table (also the CSV), its chart and its headline figures. */
export function reportView(report: Report): ReportView {
  switch (report.type) {
    case 'revenue': {
      const unit = { day: 'Day', week: 'Week starting', month: 'Month starting' }[report.granularity];
      return {
        summary: [['Payments', whole(report.totals.payments)], ['Revenue', money(report.totals.revenue)], ['Refunds', money(report.totals.refunds)], ['Net revenue', money(report.totals.net)]],
        table: {
          caption: `Revenue per ${report.granularity}`,
          headers: [unit, 'Payments', 'Revenue (GBP)', 'Refunds (GBP)', 'Net (GBP)'],
          rows: report.rows.map((r) => [r.period, r.payments, pounds(r.revenue), pounds(r.refunds), pounds(r.net)]),
        },
        chart: {
          label: `Revenue and refunds per ${report.granularity}`,
          labels: report.rows.map((r) => r.period),
          series: [{ name: 'Revenue', values: report.rows.map((r) => r.revenue), tone: 'a' }, { name: 'Refunds', values: report.rows.map((r) => r.refunds), tone: 'd' }],
          money: true,
        },
        note: 'Revenue is every captured (PAID) payment, by the day it was paid; refunds are those the card provider completed (SUCCEEDED), by the day they settled.',
      };
    }
    case 'applications': {
      const unit = { day: 'Day', week: 'Week starting', month: 'Month starting' }[report.granularity];
      const sum = (key: 'created' | 'paid' | 'approved' | 'refused') => report.rows.reduce((n, r) => n + r[key], 0);
      return {
        summary: [['Created', whole(sum('created'))], ['Paid', whole(sum('paid'))], ['Approved', whole(sum('approved'))], ['Refused', whole(sum('refused'))]],
        table: {
          caption: `Applications per ${report.granularity}`,
          headers: [unit, 'Created', 'Paid', 'Approved', 'Refused'],
          rows: report.rows.map((r) => [r.period, r.created, r.paid, r.approved, r.refused]),
        },
        chart: {
          label: `Applications created, paid, approved and refused per ${report.granularity}`,
          labels: report.rows.map((r) => r.period),
          series: [
            { name: 'Created', values: report.rows.map((r) => r.created), tone: 'a' },
            { name: 'Paid', values: report.rows.map((r) => r.paid), tone: 'b' },
            { name: 'Approved', values: report.rows.map((r) => r.approved), tone: 'c' },
            { name: 'Refused', values: report.rows.map((r) => r.refused), tone: 'd' },
          ],
          money: false,
        },
        extra: { caption: 'Current status of the applications created in the range', headers: ['Status', 'Applications'], rows: report.statusCounts.map((s) => [STATUS_LABELS[s.status], s.count]) },
      };
    }
    case 'conversion-funnel': {
      const last = report.steps.at(-1);
      return {
        summary: [['Drafts created', whole(report.steps[0]?.count ?? 0)], ['Approved', whole(last?.count ?? 0)], ['Overall conversion', percent(last?.percentOfFirst ?? null)]],
        table: {
          caption: 'Conversion funnel of the applications created in the range',
          headers: ['Step', 'Applications', '% of drafts created', '% of previous step'],
          rows: report.steps.map((s) => [s.label, s.count, percent(s.percentOfFirst), s.percentOfPrevious === null ? '' : percent(s.percentOfPrevious)]),
        },
        chart: { label: 'Applications reaching each step', labels: report.steps.map((s) => s.label), series: [{ name: 'Applications', values: report.steps.map((s) => s.count), tone: 'a' }], money: false },
        note: 'Every application created in the range is counted once, at the furthest step it has reached today.',
      };
    }
    case 'revenue-forecast': {
      const actual = report.rows.reduce((n, r) => n + r.revenue, 0);
      const labels = [...report.rows.map((r) => r.period), ...report.projection.map((p) => p.date)];
      return {
        summary: [['Revenue in range', money(actual)], ['Projected, next 30 days', money(report.projectedTotal)], ['Trend', `${report.slopePerDay >= 0 ? '+' : '−'}${money(Math.round(Math.abs(report.slopePerDay)))} per day`]],
        table: {
          caption: `Revenue per ${report.granularity} in the range, then the projection per day`,
          headers: ['Period starting', 'Kind', 'Revenue (GBP)'],
          rows: [...report.rows.map((r): ReportCell[] => [r.period, 'Actual', pounds(r.revenue)]), ...report.projection.map((p): ReportCell[] => [p.date, 'Projected', pounds(p.revenue)])],
        },
        chart: {
          label: 'Actual revenue, then the projection for the next 30 days',
          labels,
          series: [
            { name: 'Actual', values: [...report.rows.map((r) => r.revenue), ...report.projection.map(() => 0)], tone: 'a' },
            { name: 'Projected', values: [...report.rows.map(() => 0), ...report.projection.map((p) => p.revenue)], tone: 'b' },
          ],
          money: true,
        },
        note: `How this is computed: ${report.method}`,
      };
    }
    case 'geographic-distribution': {
      const total = report.rows.reduce((n, r) => n + r.applications, 0);
      return {
        summary: [['Nationalities', whole(report.rows.length)], ['Applications', whole(total)], ['Revenue', money(report.rows.reduce((n, r) => n + r.revenue, 0))]],
        table: {
          caption: 'Applications and revenue by nationality',
          headers: ['Nationality', 'Applications', 'Paid applications', 'Revenue (GBP)'],
          rows: report.rows.map((r) => [r.nationality, r.applications, r.paidApplications, pounds(r.revenue)]),
        },
        chart: {
          label: 'Applications by nationality (the 15 largest)',
          labels: report.rows.slice(0, 15).map((r) => r.nationality),
          series: [
            { name: 'Applications', values: report.rows.slice(0, 15).map((r) => r.applications), tone: 'a' },
            { name: 'Paid', values: report.rows.slice(0, 15).map((r) => r.paidApplications), tone: 'b' },
          ],
          money: false,
        },
        note: 'Nationality as the applicant gave it; revenue is the captured payments of those applications.',
      };
    }
  }
}
