import { describe, expect, it } from 'vitest';
import { daysInRange, eachDay, funnelSteps, generateReportSchema, linearProjection, reportGranularity, reportUrl, REPORT_DATES_ORDER, REPORT_DATES_REQUIRED } from './reports.ts';

describe('the report request', () => {
  it('needs both dates, with the spec message', () => {
    for (const input of [{ type: 'revenue' }, { type: 'revenue', startDate: '2026-01-01' }, { type: 'revenue', startDate: '', endDate: '2026-01-01' }]) {
      const result = generateReportSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(REPORT_DATES_REQUIRED);
    }
  });

  it('refuses a start after the end, an unknown type and impossible dates', () => {
    expect(generateReportSchema.safeParse({ type: 'revenue', startDate: '2026-02-02', endDate: '2026-02-01' }).error?.issues[0]?.message).toBe(REPORT_DATES_ORDER);
    expect(generateReportSchema.safeParse({ type: 'profit', startDate: '2026-02-01', endDate: '2026-02-01' }).success).toBe(false);
    expect(generateReportSchema.safeParse({ type: 'revenue', startDate: '2026-02-30', endDate: '2026-03-01' }).success).toBe(false);
    expect(generateReportSchema.safeParse({ type: 'revenue', startDate: '01/02/2026', endDate: '2026-03-01' }).success).toBe(false);
    expect(generateReportSchema.parse({ type: 'conversion-funnel', startDate: '2026-02-01', endDate: '2026-02-01' })).toEqual({
      type: 'conversion-funnel',
      startDate: '2026-02-01',
      endDate: '2026-02-01',
    });
  });

  it('builds the page and CSV addresses', () => {
    const input = { type: 'revenue' as const, startDate: '2026-01-01', endDate: '2026-01-31' };
    expect(reportUrl(input)).toBe('/api/admin/reports/generate?type=revenue&startDate=2026-01-01&endDate=2026-01-31');
    expect(reportUrl(input, 'csv')).toBe('/api/admin/reports/generate?type=revenue&startDate=2026-01-01&endDate=2026-01-31&format=csv');
  });
});

describe('ranges', () => {
  it('counts days inclusively and picks rows per day, week or month', () => {
    expect(daysInRange('2026-01-01', '2026-01-01')).toBe(1);
    expect(daysInRange('2026-03-28', '2026-03-30')).toBe(3);
    expect(eachDay('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(reportGranularity('2026-01-01', '2026-03-31')).toBe('day');
    expect(reportGranularity('2026-01-01', '2026-12-31')).toBe('week');
    expect(reportGranularity('2020-01-01', '2026-12-31')).toBe('month');
  });
});

describe('the funnel', () => {
  it('gives each step its share of the first and of the previous step', () => {
    const steps = funnelSteps({ created: 200, paid: 150, submitted: 100, decided: 80, approved: 60 });
    expect(steps.map((s) => [s.label, s.count, s.percentOfFirst, s.percentOfPrevious])).toEqual([
      ['Drafts created', 200, 100, null],
      ['Paid', 150, 75, 75],
      ['Submitted to UK', 100, 50, 66.7],
      ['Decided', 80, 40, 80],
      ['Approved', 60, 30, 75],
    ]);
    expect(funnelSteps({ created: 0, paid: 0, submitted: 0, decided: 0, approved: 0 }).every((s) => s.percentOfFirst === null && s.percentOfPrevious === null)).toBe(true);
  });
});

describe('the revenue forecast', () => {
  it('continues a least-squares line for 30 days after the range', () => {
    const { slopePerDay, projection } = linearProjection([100, 200, 300, 400], '2026-01-04');
    expect(slopePerDay).toBe(100);
    expect(projection).toHaveLength(30);
    expect(projection[0]).toEqual({ date: '2026-01-05', revenue: 500 });
    expect(projection[29]).toEqual({ date: '2026-02-03', revenue: 3400 });
  });

  it('is flat for a constant or single day, and never negative', () => {
    expect(linearProjection([7500], '2026-01-01', 2)).toEqual({ slopePerDay: 0, projection: [{ date: '2026-01-02', revenue: 7500 }, { date: '2026-01-03', revenue: 7500 }] });
    expect(linearProjection([], '2026-01-01', 1).projection).toEqual([{ date: '2026-01-02', revenue: 0 }]);
    expect(linearProjection([400, 300, 200, 100], '2026-01-04', 10).projection.map((p) => p.revenue)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });
});
