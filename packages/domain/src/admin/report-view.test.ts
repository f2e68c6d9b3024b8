import { describe, expect, it } from 'vitest';
import { funnelSteps, type Report } from './reports.ts';
import { reportView } from './report-view.ts';

const header = { title: 'Report', startDate: '2026-01-01', endDate: '2026-01-02', generatedAt: '2026-01-03T09:00:00.000Z' };

describe('reportView', () => {
  it('shows revenue per period in pounds, with totals as headline figures and both series on the chart', () => {
    const report: Report = {
      type: 'revenue',
      ...header,
      granularity: 'day',
      rows: [
        { period: '2026-01-01', payments: 2, revenue: 15000, refunds: 0, net: 15000 },
        { period: '2026-01-02', payments: 1, revenue: 7500, refunds: 2550, net: 4950 },
      ],
      totals: { payments: 3, revenue: 22500, refunds: 2550, net: 19950 },
    };
    const view = reportView(report);
    expect(view.table).toEqual({
      caption: 'Revenue per day',
      headers: ['Day', 'Payments', 'Revenue (GBP)', 'Refunds (GBP)', 'Net (GBP)'],
      rows: [
        ['2026-01-01', 2, '150.00', '0.00', '150.00'],
        ['2026-01-02', 1, '75.00', '25.50', '49.50'],
      ],
    });
    expect(view.summary).toEqual([
      ['Payments', '3'],
      ['Revenue', '£225.00'],
      ['Refunds', '£25.50'],
      ['Net revenue', '£199.50'],
    ]);
    expect(view.chart).toMatchObject({ labels: ['2026-01-01', '2026-01-02'], money: true, series: [{ name: 'Revenue', values: [15000, 7500] }, { name: 'Refunds', values: [0, 2550] }] });
    expect(view.extra).toBeUndefined();
    expect(view.note).toMatch(/^Revenue is every captured \(PAID\) payment/);
  });

  it('shows the funnel with its percentages, blank where a step has no step before it', () => {
    const report: Report = { type: 'conversion-funnel', ...header, steps: funnelSteps({ created: 7, paid: 5, submitted: 3, decided: 3, approved: 2 }) };
    const view = reportView(report);
    expect(view.table.headers).toEqual(['Step', 'Applications', '% of drafts created', '% of previous step']);
    expect(view.table.rows).toEqual([
      ['Drafts created', 7, '100.0%', ''],
      ['Paid', 5, '71.4%', '71.4%'],
      ['Submitted to UK', 3, '42.9%', '60.0%'],
      ['Decided', 3, '42.9%', '100.0%'],
      ['Approved', 2, '28.6%', '66.7%'],
    ]);
    expect(view.summary).toEqual([
      ['Drafts created', '7'],
      ['Approved', '2'],
      ['Overall conversion', '28.6%'],
    ]);
    const empty = reportView({ type: 'conversion-funnel', ...header, steps: funnelSteps({ created: 0, paid: 0, submitted: 0, decided: 0, approved: 0 }) });
    expect(empty.summary.at(-1)).toEqual(['Overall conversion', 'N/A']);
  });
});
