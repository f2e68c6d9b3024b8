import { text as readText } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { reportSchema } from '@eta/domain';
import { createTestCore } from '../testing.ts';
import type { Core } from '../core.ts';
import { anonymous, cliActor } from '../auth/actor.ts';
import { seedLedgerApplication } from '../seed.ts';
import { generateReport, reportCsv } from './reports.ts';
import { UnauthorizedError, ValidationError } from '../errors.ts';

let core: Core;
const DAY = 24 * 3600_000;
const today = new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.parse(`${today}T12:00:00Z`) - n * DAY);
const range = { startDate: daysAgo(30).toISOString().slice(0, 10), endDate: today };
const operator = cliActor('test');

beforeAll(async () => {
  core = await createTestCore();
  const specs = [
    { status: 'APPROVED', nationality: 'Canada', days: 20, pay: 7500, refund: 2500 },
    { status: 'REFUSED', nationality: 'Japan', days: 10, pay: 9900 },
    { status: 'SUBMITTED_TO_UK', nationality: 'Canada', days: 5, pay: 7500 },
    { status: 'RECEIVED', nationality: 'France', days: 3, pay: 12000 },
    { status: 'DRAFT', nationality: 'Canada', days: 2 },
    { status: 'DRAFT', nationality: 'Brazil', days: 60 },
  ];
  for (const s of specs) {
    const createdAt = daysAgo(s.days);
    await seedLedgerApplication(core, {
      status: s.status,
      nationality: s.nationality,
      createdAt,
      paidAt: s.pay ? createdAt : null,
      decidedAt: s.status === 'APPROVED' || s.status === 'REFUSED' ? new Date(createdAt.getTime() + DAY / 2) : null,
      payments: s.pay ? [{ amountPence: s.pay, status: 'PAID' }] : [],
      refunds: s.refund ? [{ amountPence: s.refund, status: 'SUCCEEDED', settledAt: daysAgo(1) }, { amountPence: 999, status: 'PENDING' }] : [],
    });
  }
});
afterAll(async () => core.close());

const generate = async (type: string) => reportSchema.parse(await generateReport(core, operator, { type, ...range }));

describe('reports', () => {
  it('refuses anonymous callers and bad ranges', async () => {
    await expect(generateReport(core, anonymous(), { type: 'revenue', ...range })).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(generateReport(core, operator, { type: 'revenue', startDate: today })).rejects.toThrow('Please select start and end dates');
    await expect(generateReport(core, operator, { type: 'revenue', startDate: today, endDate: range.startDate })).rejects.toBeInstanceOf(ValidationError);
  });

  it('revenue: payments and settled refunds per day', async () => {
    const report = await generate('revenue');
    if (report.type !== 'revenue') throw new Error('wrong type');
    expect(report.granularity).toBe('day');
    expect(report.rows).toHaveLength(31);
    expect(report.totals).toEqual({ payments: 4, revenue: 36_900, refunds: 2_500, net: 34_400 });
    expect(report.rows.find((r) => r.period === daysAgo(10).toISOString().slice(0, 10))).toMatchObject({ payments: 1, revenue: 9900 });
  });

  it('applications: created, paid and decided per day, and statuses of the cohort', async () => {
    const report = await generate('applications');
    if (report.type !== 'applications') throw new Error('wrong type');
    const sum = (key: 'created' | 'paid' | 'approved' | 'refused') => report.rows.reduce((n, r) => n + r[key], 0);
    expect([sum('created'), sum('paid'), sum('approved'), sum('refused')]).toEqual([5, 4, 1, 1]);
    expect(report.statusCounts.find((s) => s.status === 'DRAFT')?.count).toBe(1);
  });

  it('conversion funnel: drafts created → paid → submitted → decided → approved', async () => {
    const report = await generate('conversion-funnel');
    if (report.type !== 'conversion-funnel') throw new Error('wrong type');
    expect(report.steps.map((s) => s.count)).toEqual([5, 4, 3, 2, 1]);
    expect(report.steps[1]).toMatchObject({ label: 'Paid', percentOfFirst: 80, percentOfPrevious: 80 });
  });

  it('revenue forecast: the range per day and a 30-day straight-line projection', async () => {
    const report = await generate('revenue-forecast');
    if (report.type !== 'revenue-forecast') throw new Error('wrong type');
    expect(report.rows).toHaveLength(31);
    expect(report.rows.reduce((n, r) => n + r.revenue, 0)).toBe(36_900);
    expect(report.projection).toHaveLength(30);
    expect(report.projectedTotal).toBe(report.projection.reduce((n, p) => n + p.revenue, 0));
    expect(report.method).toMatch(/least-squares/);
  });

  it('geographic distribution: applications and revenue by nationality', async () => {
    const report = await generate('geographic-distribution');
    if (report.type !== 'geographic-distribution') throw new Error('wrong type');
    expect(report.rows).toEqual([
      { nationality: 'Canada', applications: 3, paidApplications: 2, revenue: 15_000 },
      { nationality: 'France', applications: 1, paidApplications: 1, revenue: 12_000 },
      { nationality: 'Japan', applications: 1, paidApplications: 1, revenue: 9_900 },
    ]);
  });
});

describe('reportCsv', () => {
  it("is the report's table as a CSV file named after the type and range", async () => {
    const download = await reportCsv(core, operator, { type: 'geographic-distribution', ...range });
    expect(download.fileName).toBe(`geographic-distribution-report-${range.startDate}-to-${range.endDate}.csv`);
    expect(download.contentType).toBe('text/csv; charset=utf-8');
    expect(parse(await readText(download.body), { bom: true, columns: true })).toEqual([
      { Nationality: 'Canada', Applications: '3', 'Paid applications': '2', 'Revenue (GBP)': '150.00' },
      { Nationality: 'France', Applications: '1', 'Paid applications': '1', 'Revenue (GBP)': '120.00' },
      { Nationality: 'Japan', Applications: '1', 'Paid applications': '1', 'Revenue (GBP)': '99.00' },
    ]);
  });

  it('asks what the report asks: a caller who may see it, and a valid range', async () => {
    await expect(reportCsv(core, anonymous(), { type: 'revenue', ...range })).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(reportCsv(core, operator, { type: 'revenue', startDate: today })).rejects.toThrow('Please select start and end dates');
  });
});
