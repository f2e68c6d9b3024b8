import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { createStaff, cliActor, ensureFirstAdmin, type Core } from '@eta/core';
import { createTestCore, withoutPermissions } from '@eta/core/testing';
import { seedLedgerApplication, type LedgerApplicationSpec } from '@eta/core/seed';
import { adminAnalyticsSchema, adminFinancialSchema, adminMetricsSchema, adminStatsSchema, reportSchema, type Permission } from '@eta/domain';
import { createServer, type Server } from './server.ts';
import { sessionCookie } from './testing/index.ts';

let core: Core;
let server: Server;
let admin: string;
let staff: string;
const PASSWORD = 'a-long-staff-password';
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const today = new Date().toISOString().slice(0, 10);
const dayStart = Date.parse(`${today}T00:00:00Z`);
/** Noon UTC `n` days ago: safely inside that day whatever the time the test runs. */
const daysAgo = (n: number) => new Date(dayStart + 12 * HOUR - n * DAY);
const range = `startDate=${new Date(dayStart - 30 * DAY).toISOString().slice(0, 10)}&endDate=${today}`;

const signIn = (email: string) => sessionCookie(server, email, PASSWORD);
const get = (cookie: string | null, url: string) => server.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const withoutAdminPermission = (permission: Permission, work: () => Promise<void>) => withoutPermissions(core, 'ADMIN', [permission], work);

/**
 * The ledger, computed by hand below: fees of £75, £99 and £120; costs of £15, £20, £30 and none;
 * a partial and a full refund that SUCCEEDED, and PENDING, APPROVED and FAILED refunds and a FAILED
 * payment that must not count; two drafts (one with a pending payment).
 */
const LEDGER: LedgerApplicationSpec[] = [
  { status: 'APPROVED', nationality: 'Canada', createdAt: daysAgo(20), paidAt: daysAgo(20), decidedAt: new Date(daysAgo(20).getTime() + 10 * HOUR), internalCostPence: 1500, payments: [{ amountPence: 7500, status: 'PAID' }] },
  {
    status: 'APPROVED', nationality: 'Canada', createdAt: daysAgo(15), paidAt: daysAgo(15), decidedAt: new Date(daysAgo(15).getTime() + 30 * HOUR), feePence: 9900, internalCostPence: 2000,
    payments: [{ amountPence: 9900, status: 'PAID' }],
    refunds: [{ amountPence: 2500, status: 'SUCCEEDED', settledAt: daysAgo(2) }, { amountPence: 1000, status: 'PENDING' }, { amountPence: 700, status: 'FAILED' }],
  },
  {
    status: 'REFUSED', nationality: 'Japan', createdAt: daysAgo(10), paidAt: daysAgo(10), decidedAt: new Date(daysAgo(10).getTime() + 5 * HOUR), internalCostPence: 1500,
    payments: [{ amountPence: 7500, status: 'PAID' }], refunds: [{ amountPence: 7500, status: 'SUCCEEDED', settledAt: daysAgo(3) }],
  },
  { status: 'IN_REVIEW', nationality: 'France', createdAt: daysAgo(6), paidAt: daysAgo(6), feePence: 12000, internalCostPence: 3000, payments: [{ amountPence: 12000, status: 'FAILED' }, { amountPence: 12000, status: 'PAID' }] },
  { status: 'RECEIVED', nationality: 'Japan', createdAt: daysAgo(0), paidAt: daysAgo(0), internalCostPence: null, payments: [{ amountPence: 7500, status: 'PAID' }], refunds: [{ amountPence: 500, status: 'APPROVED' }] },
  { status: 'DRAFT', nationality: 'Canada', createdAt: daysAgo(1), internalCostPence: 1500, payments: [{ amountPence: 7500, status: 'PENDING' }] },
  { status: 'DRAFT', nationality: 'Brazil', createdAt: daysAgo(4) },
];
const REVENUE = 7500 + 9900 + 7500 + 12000 + 7500;
const COSTS = 1500 + 2000 + 1500 + 3000;
const REFUNDS = 2500 + 7500;

beforeAll(async () => {
  core = await createTestCore();
  server = await createServer(core, { webDist: null });
  await ensureFirstAdmin(core, { email: 'admin@agency.test', password: PASSWORD });
  await createStaff(core, cliActor('test'), { email: 'staff@agency.test', password: PASSWORD, role: 'STAFF' });
  await createStaff(core, cliActor('test'), { email: 'gone@agency.test', password: PASSWORD, role: 'STAFF' }).then(async (gone) =>
    core.em().getConnection().execute(`update staff_user set is_active = false where id = '${gone.id}'`),
  );
  admin = await signIn('admin@agency.test');
  staff = await signIn('staff@agency.test');
  for (const spec of LEDGER) await seedLedgerApplication(core, spec);
});
afterAll(async () => {
  await server.stop();
  await core.close();
});

const CALLS: [url: string, permission: Permission][] = [
  ['/api/admin/stats', 'view_financials'],
  ['/api/admin/financial', 'view_financials'],
  ['/api/admin/metrics', 'view_applications'],
  ['/api/admin/analytics', 'view_applications'],
  [`/api/admin/reports/generate?type=revenue&${range}`, 'view_financials'],
  [`/api/admin/reports/generate?type=revenue&${range}&format=csv`, 'view_financials'],
  [`/api/admin/reports/data?type=revenue&${range}`, 'view_financials'],
];

describe('who may call', () => {
  it('refuses anonymous callers with 401 and staff with 403', async () => {
    for (const [url] of CALLS) {
      const anonymous = await get(null, url);
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json().code).toBe('UNAUTHORIZED');
      const asStaff = await get(staff, url);
      expect(asStaff.statusCode, url).toBe(403);
      expect(asStaff.json().code).toBe('FORBIDDEN');
    }
  });

  it("refuses admins whose role lacks the call's permission, and lets them in once it is back", async () => {
    for (const [url, permission] of CALLS) {
      await withoutAdminPermission(permission, async () => {
        const res = await get(admin, url);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().error).toContain(permission);
      });
      expect((await get(admin, url)).statusCode, url).toBe(200);
    }
  });
});

describe('the figures', () => {
  it('GET /api/admin/stats: submitted applications, revenue in pence, active staff', async () => {
    const res = await get(admin, '/api/admin/stats');
    expect(adminStatsSchema.parse(res.json())).toEqual({ totalApplications: 5, totalRevenue: REVENUE, activeStaff: 2 });
  });

  it('GET /api/admin/financial: the ledger, by hand', async () => {
    const res = await get(admin, '/api/admin/financial');
    const profit = REVENUE - COSTS - REFUNDS;
    expect(adminFinancialSchema.parse(res.json())).toEqual({
      totalRevenue: 44_400,
      totalCosts: 8_000,
      totalRefunds: 10_000,
      profit,
      applicationCount: 5,
      averageRevenuePerApplication: 8_880,
      profitMargin: 59.5,
    });
    expect(profit).toBe(26_400);
  });

  it('GET /api/admin/metrics: processing time, decision rates, volume, nationalities', async () => {
    const res = await get(admin, '/api/admin/metrics');
    const metrics = adminMetricsSchema.parse(res.json());
    const monday = dayStart - ((new Date(dayStart).getUTCDay() + 6) % 7) * DAY;
    const monthStart = Date.UTC(new Date(dayStart).getUTCFullYear(), new Date(dayStart).getUTCMonth(), 1);
    const submittedSince = (t: number) => LEDGER.filter((s) => s.status !== 'DRAFT' && s.createdAt.getTime() >= t).length;
    expect(metrics).toEqual({
      avgProcessingTime: 15,
      approvalRate: 66.7,
      rejectionRate: 33.3,
      applicationsToday: 1,
      applicationsThisWeek: submittedSince(monday),
      applicationsThisMonth: submittedSince(monthStart),
      topNationalities: [
        { nationality: 'Canada', count: 2 },
        { nationality: 'Japan', count: 2 },
        { nationality: 'France', count: 1 },
      ],
    });
  });

  it('GET /api/admin/analytics: every status and 12 months of trends', async () => {
    const analytics = adminAnalyticsSchema.parse((await get(admin, '/api/admin/analytics')).json());
    expect(Object.fromEntries(analytics.statusCounts.map((s) => [s.status, s.count]))).toEqual({
      DRAFT: 2, RECEIVED: 1, IN_REVIEW: 1, SUBMITTED_TO_UK: 0, DECISION_PENDING: 0, APPROVED: 2, REFUSED: 1,
    });
    expect(analytics.monthlyTrends).toHaveLength(12);
    expect(analytics.monthlyTrends.at(-1)!.month).toBe(today.slice(0, 7));
    const total = (key: 'created' | 'paid' | 'approved' | 'refused') => analytics.monthlyTrends.reduce((n, m) => n + m[key], 0);
    expect([total('created'), total('paid'), total('approved'), total('refused')]).toEqual([7, 5, 2, 1]);
  });
});

describe('GET /api/admin/reports/generate', () => {
  const TYPES = ['revenue', 'applications', 'conversion-funnel', 'revenue-forecast', 'geographic-distribution'] as const;

  it('answers each report as a self-contained page with its chart, table and CSV link', async () => {
    for (const type of TYPES) {
      const res = await get(admin, `/api/admin/reports/generate?type=${type}&${range}`);
      expect(res.statusCode, type).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      const html = res.body;
      expect(html).toMatch(/^<!doctype html>/);
      expect(html).toContain('<svg');
      expect(html).toContain('data-chart="report"');
      expect(html).toContain('<table>');
      expect(html).toContain('ETA Assist');
      expect(html).toContain('not a government service');
      expect(html).toContain(`href="/api/admin/reports/generate?type=${type}&amp;${range.replace('&', '&amp;')}&amp;format=csv"`);
      expect(html).not.toMatch(/<script|<link /);
    }
  });

  it('streams each report as CSV with the same figures', async () => {
    const rowsOf = async (type: string) => {
      const res = await get(admin, `/api/admin/reports/generate?type=${type}&${range}&format=csv`);
      expect(res.statusCode, type).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toContain(`${type}-report-`);
      return parse(res.body, { bom: true, columns: true }) as Record<string, string>[];
    };
    const revenue = await rowsOf('revenue');
    expect(revenue).toHaveLength(31);
    expect(revenue.reduce((n, r) => n + Number(r['Revenue (GBP)']), 0)).toBeCloseTo(REVENUE / 100, 2);
    expect(revenue.reduce((n, r) => n + Number(r['Refunds (GBP)']), 0)).toBeCloseTo(REFUNDS / 100, 2);
    const applications = await rowsOf('applications');
    expect(applications.reduce((n, r) => n + Number(r.Created), 0)).toBe(7);
    expect(await rowsOf('conversion-funnel')).toEqual([
      { Step: 'Drafts created', Applications: '7', '% of drafts created': '100.0%', '% of previous step': '' },
      { Step: 'Paid', Applications: '5', '% of drafts created': '71.4%', '% of previous step': '71.4%' },
      { Step: 'Submitted to UK', Applications: '3', '% of drafts created': '42.9%', '% of previous step': '60.0%' },
      { Step: 'Decided', Applications: '3', '% of drafts created': '42.9%', '% of previous step': '100.0%' },
      { Step: 'Approved', Applications: '2', '% of drafts created': '28.6%', '% of previous step': '66.7%' },
    ]);
    const forecast = await rowsOf('revenue-forecast');
    expect(forecast.filter((r) => r.Kind === 'Actual')).toHaveLength(31);
    expect(forecast.filter((r) => r.Kind === 'Projected')).toHaveLength(30);
    expect(await rowsOf('geographic-distribution')).toEqual([
      { Nationality: 'Canada', Applications: '3', 'Paid applications': '2', 'Revenue (GBP)': '174.00' },
      { Nationality: 'Japan', Applications: '2', 'Paid applications': '2', 'Revenue (GBP)': '150.00' },
      { Nationality: 'Brazil', Applications: '1', 'Paid applications': '0', 'Revenue (GBP)': '0.00' },
      { Nationality: 'France', Applications: '1', 'Paid applications': '1', 'Revenue (GBP)': '120.00' },
    ]);
  });

  it('answers the same figures as JSON at /api/admin/reports/data', async () => {
    const res = await get(admin, `/api/admin/reports/data?type=conversion-funnel&${range}`);
    expect(res.statusCode).toBe(200);
    const report = reportSchema.parse(res.json());
    expect(report.type === 'conversion-funnel' && report.steps.map((s) => s.count)).toEqual([7, 5, 3, 3, 2]);
  });

  it('refuses missing dates, a start after the end, an unknown type or format with a clear 400', async () => {
    const missing = await get(admin, '/api/admin/reports/generate?type=revenue');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: 'Please select start and end dates' });
    const onlyStart = await get(admin, `/api/admin/reports/generate?type=revenue&startDate=${today}`);
    expect(onlyStart.json().error).toBe('Please select start and end dates');
    const reversed = await get(admin, `/api/admin/reports/generate?type=revenue&startDate=${today}&endDate=2020-01-01`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: 'The start date must be on or before the end date' });
    expect((await get(admin, `/api/admin/reports/generate?type=profit&${range}`)).statusCode).toBe(400);
    expect((await get(admin, `/api/admin/reports/generate?type=revenue&${range}&format=pdf`)).statusCode).toBe(400);
  });
});
