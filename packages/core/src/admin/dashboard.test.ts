import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCore } from '../testing.ts';
import type { Core } from '../core.ts';
import { cliActor, type Actor } from '../auth/actor.ts';
import { RolePermission } from './entities.ts';
import { createStaff } from '../staff/service.ts';
import { seedApplications, seedLedgerApplication, type LedgerApplicationSpec } from '../seed.ts';
import { adminAnalytics, adminFinancial, adminMetrics, adminStats } from './dashboard.ts';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';
import { anonymous } from '../auth/actor.ts';

let core: Core;
let admin: Actor;
let staff: Actor;
const HOUR = 3600_000;
const now = Date.now();
const ago = (ms: number) => new Date(now - ms);
const after = (date: Date, ms: number) => new Date(date.getTime() + ms);

/** A hand-made ledger: different fees and costs, partial and full refunds, refunds and payments that must not count. */
function ledger(): LedgerApplicationSpec[] {
  const at = (days: number) => ago(days * 24 * HOUR);
  const paid = (created: Date) => after(created, 20 * 60_000);
  const c = [at(10), at(9), at(8), at(5), at(2), ago(60_000), at(40), ago(60_000)] as const;
  return [
    { status: 'APPROVED', nationality: 'Canada', createdAt: c[0], paidAt: paid(c[0]), decidedAt: after(paid(c[0]), 10 * HOUR), internalCostPence: 1500, payments: [{ amountPence: 7500, status: 'PAID' }] },
    {
      status: 'APPROVED', nationality: 'Canada', createdAt: c[1], paidAt: paid(c[1]), decidedAt: after(paid(c[1]), 20 * HOUR), feePence: 9900, internalCostPence: 2000,
      payments: [{ amountPence: 9900, status: 'PAID' }],
      refunds: [{ amountPence: 2500, status: 'SUCCEEDED', settledAt: at(1) }, { amountPence: 1000, status: 'PENDING' }, { amountPence: 700, status: 'FAILED' }],
    },
    {
      status: 'REFUSED', nationality: 'Japan', createdAt: c[2], paidAt: paid(c[2]), decidedAt: after(paid(c[2]), 6 * HOUR), internalCostPence: 1500,
      payments: [{ amountPence: 7500, status: 'PAID' }], refunds: [{ amountPence: 7500, status: 'SUCCEEDED', settledAt: at(1) }],
    },
    { status: 'IN_REVIEW', nationality: 'France', createdAt: c[3], paidAt: paid(c[3]), feePence: 12000, internalCostPence: 3000, payments: [{ amountPence: 12000, status: 'FAILED' }, { amountPence: 12000, status: 'PAID' }] },
    { status: 'RECEIVED', nationality: 'Japan', createdAt: c[4], paidAt: paid(c[4]), internalCostPence: null, payments: [{ amountPence: 7500, status: 'PAID' }] },
    { status: 'DRAFT', nationality: 'Canada', createdAt: c[5], internalCostPence: 1500, payments: [{ amountPence: 7500, status: 'PENDING' }] },
    { status: 'DRAFT', nationality: 'Brazil', createdAt: c[6] },
    { status: 'DECISION_PENDING', nationality: 'Canada', createdAt: c[7], paidAt: c[7], internalCostPence: 1500, payments: [{ amountPence: 7500, status: 'PAID' }], refunds: [{ amountPence: 500, status: 'APPROVED' }] },
  ];
}

beforeAll(async () => {
  core = await createTestCore();
  const boss = await createStaff(core, cliActor('test'), { email: 'boss@agency.test', password: 'correct-horse-1', role: 'ADMIN' });
  const clerk = await createStaff(core, cliActor('test'), { email: 'clerk@agency.test', password: 'correct-horse-2' });
  admin = { type: 'admin', userId: boss.id, email: boss.email, role: 'ADMIN', sessionId: 's1' };
  staff = { type: 'staff', userId: clerk.id, email: clerk.email, role: 'STAFF', sessionId: 's2' };
  for (const spec of ledger()) await seedLedgerApplication(core, spec);
});
afterAll(async () => core.close());

describe('who may read the figures', () => {
  it('refuses anonymous callers, staff, and admins whose role lacks the permission', async () => {
    for (const call of [adminStats, adminFinancial, adminMetrics, adminAnalytics]) {
      await expect(call(core, anonymous())).rejects.toBeInstanceOf(UnauthorizedError);
      await expect(call(core, staff)).rejects.toBeInstanceOf(ForbiddenError);
    }
    await core.em().nativeDelete(RolePermission, { role: 'ADMIN', permission: 'view_financials' });
    await expect(adminFinancial(core, admin)).rejects.toThrow('view_financials');
    await expect(adminStats(core, admin)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(adminMetrics(core, admin)).resolves.toBeTruthy();
    const em = core.em();
    em.create(RolePermission, { role: 'ADMIN', permission: 'view_financials' });
    await em.flush();
    await expect(adminFinancial(core, admin)).resolves.toBeTruthy();
  });
});

describe('the figures on a hand-made ledger', () => {
  it('counts revenue, costs and refunds from the ledger rows only', async () => {
    expect(await adminFinancial(core, admin)).toEqual({
      totalRevenue: 7500 + 9900 + 7500 + 12000 + 7500 + 7500,
      totalCosts: 1500 + 2000 + 1500 + 3000 + 0 + 1500,
      totalRefunds: 2500 + 7500,
      profit: 51_900 - 9_500 - 10_000,
      applicationCount: 6,
      averageRevenuePerApplication: 8650,
      profitMargin: 62.4,
    });
  });

  it('gives the overview cards', async () => {
    expect(await adminStats(core, admin)).toEqual({ totalApplications: 6, totalRevenue: 51_900, activeStaff: 2 });
  });

  it('measures processing time, decision rates, volume and nationalities', async () => {
    const metrics = await adminMetrics(core, admin);
    const nonDrafts = ledger().filter((s) => s.status !== 'DRAFT');
    const day = new Date(new Date(now).toISOString().slice(0, 10)).getTime();
    const monday = day - ((new Date(day).getUTCDay() + 6) % 7) * 24 * HOUR;
    const month = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), 1);
    const since = (t: number) => nonDrafts.filter((s) => s.createdAt.getTime() >= t).length;
    expect(metrics).toEqual({
      avgProcessingTime: 12,
      approvalRate: 66.7,
      rejectionRate: 33.3,
      applicationsToday: since(day),
      applicationsThisWeek: since(monday),
      applicationsThisMonth: since(month),
      topNationalities: [
        { nationality: 'Canada', count: 3 },
        { nationality: 'Japan', count: 2 },
        { nationality: 'France', count: 1 },
      ],
    });
  });

  it('gives every status with its count and 12 months of trends', async () => {
    const analytics = await adminAnalytics(core, admin);
    expect(analytics.statusCounts).toEqual([
      { status: 'DRAFT', count: 2 },
      { status: 'RECEIVED', count: 1 },
      { status: 'IN_REVIEW', count: 1 },
      { status: 'SUBMITTED_TO_UK', count: 0 },
      { status: 'DECISION_PENDING', count: 1 },
      { status: 'APPROVED', count: 2 },
      { status: 'REFUSED', count: 1 },
    ]);
    expect(analytics.monthlyTrends).toHaveLength(12);
    expect(analytics.monthlyTrends.at(-1)?.month).toBe(new Date(now).toISOString().slice(0, 7));
    const byMonth = (pick: (s: LedgerApplicationSpec) => Date | null | undefined, status?: string) => {
      const counts: Record<string, number> = {};
      for (const spec of ledger()) {
        const date = pick(spec);
        if (date && (!status || spec.status === status)) counts[date.toISOString().slice(0, 7)] = (counts[date.toISOString().slice(0, 7)] ?? 0) + 1;
      }
      return counts;
    };
    const nonZero = (key: 'created' | 'paid' | 'approved' | 'refused') => Object.fromEntries(analytics.monthlyTrends.filter((m) => m[key] > 0).map((m) => [m.month, m[key]]));
    expect(nonZero('created')).toEqual(byMonth((s) => s.createdAt));
    expect(nonZero('paid')).toEqual(byMonth((s) => s.paidAt));
    expect(nonZero('approved')).toEqual(byMonth((s) => s.decidedAt, 'APPROVED'));
    expect(nonZero('refused')).toEqual(byMonth((s) => s.decidedAt, 'REFUSED'));
  });
});

describe('seeded applications', () => {
  it('come with their ledger rows, costs and decision times', async () => {
    const fresh = await createTestCore();
    try {
      await seedApplications(fresh, 110, { batch: 'ledger' });
      const financial = await adminFinancial(fresh, cliActor('test'));
      // Statuses cycle through 11 values, one of them DRAFT: 100 paid of 110.
      expect(financial).toMatchObject({ applicationCount: 100, totalRevenue: 750_000, totalCosts: 150_000, totalRefunds: 0 });
      const metrics = await adminMetrics(fresh, cliActor('test'));
      expect(metrics.approvalRate).toBe(75);
      expect(metrics.avgProcessingTime).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  });
});
