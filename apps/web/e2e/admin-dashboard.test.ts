import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Activity, Application, adminFinancial, adminMetrics, adminStats, cliActor } from '@eta/core';
import { seedApplications } from '@eta/core/seed';
import { formatPence } from '@eta/domain';
import { adminPage, openAdminSection, startE2eApp, type E2eApp } from './harness.ts';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-dashboard';
const SECTIONS = [
  { id: 'overview', heading: 'Overview' },
  { id: 'performance', heading: 'Performance Metrics' },
  { id: 'analytics', heading: 'Analytics' },
  { id: 'financial', heading: 'Financial' },
  { id: 'reports', heading: 'Custom Reports' },
] as const;

let app: E2eApp;

beforeAll(async () => {
  app = await startE2eApp();
  await seedApplications(app.core, 300);
  const em = app.core.em();
  const application = await em.findOneOrFail(Application, { status: 'IN_REVIEW' }, { orderBy: { createdAt: 'desc' } });
  em.create(Activity, { application, description: 'Status changed from Received to In Review', actorType: 'staff', actorName: 'Sam Staff' });
  await em.flush();
});
beforeEach(async () => {
  await app.resetRateLimits();
});
afterAll(async () => {
  await app?.close();
});


const card = (page: Page, label: string) => page.locator('.stat-card', { has: page.getByRole('heading', { name: label, exact: true }) }).locator('.stat-card__value');

async function toastShows(page: Page, title: string, description?: string) {
  const notifications = page.getByRole('region', { name: /Notifications/ });
  await notifications.getByText(title, { exact: true }).waitFor();
  if (description) await notifications.getByText(description, { exact: true }).waitFor();
}

describe('the admin Dashboard group', () => {
  it('shows the overview figures and the recent activity', async () => {
    const page = await adminPage(app);
    const stats = await adminStats(app.core, cliActor('e2e'));
    await openAdminSection(page, 'overview', 'Overview');
    expect(await card(page, 'Total Applications').textContent()).toBe(stats.totalApplications.toLocaleString('en-GB'));
    expect(await card(page, 'Total Revenue').textContent()).toBe(formatPence(stats.totalRevenue));
    expect(await card(page, 'Active Staff').textContent()).toBe('2');
    await page.getByText('Status changed from Received to In Review').waitFor();
    expect(await page.getByText('coming soon', { exact: false }).count()).toBe(0);
  });

  it('shows performance metrics and the top nationalities', async () => {
    const page = await adminPage(app);
    const metrics = await adminMetrics(app.core, cliActor('e2e'));
    await openAdminSection(page, 'performance', 'Performance Metrics');
    expect(await card(page, 'Approval Rate').textContent()).toBe(`${metrics.approvalRate!.toFixed(1)}%`);
    expect(await card(page, 'Average Processing Time').textContent()).toBe(`${metrics.avgProcessingTime!.toFixed(1)} hours`);
    expect(await card(page, 'Applications This Month').textContent()).toBe(String(metrics.applicationsThisMonth));
    const list = page.locator('.rank-list li');
    expect(await list.count()).toBe(5);
    await page.locator('.rank-list').getByText(metrics.topNationalities[0]!.nationality).waitFor();
  });

  it('shows the status distribution and the monthly trends chart', async () => {
    const page = await adminPage(app);
    await openAdminSection(page, 'analytics', 'Analytics');
    const table = page.getByRole('grid', { name: 'Applications per status' });
    await table.getByRole('row').nth(7).waitFor();
    await page.getByRole('img', { name: 'Applications per month, last 12 months' }).waitFor();
    expect(await page.locator('.admin-chart table tbody tr').count()).toBe(12);
  });

  it('shows the financial figures from the ledger', async () => {
    const page = await adminPage(app);
    const financial = await adminFinancial(app.core, cliActor('e2e'));
    await openAdminSection(page, 'financial', 'Financial');
    expect(await card(page, 'Total Revenue').textContent()).toBe(formatPence(financial.totalRevenue));
    expect(await card(page, 'Total Costs').textContent()).toBe(formatPence(financial.totalCosts));
    expect(await card(page, 'Average Revenue per Application').textContent()).toBe('£75.00');
    expect(await card(page, 'Profit Margin').textContent()).toBe(`${financial.profitMargin.toFixed(1)}%`);
  });

  it('refuses a report without dates, then opens one in a new tab with its chart', async () => {
    const page = await adminPage(app);
    await openAdminSection(page, 'reports', 'Custom Reports');
    await page.getByRole('button', { name: 'Generate Report' }).click();
    await toastShows(page, 'Validation Error', 'Please select start and end dates');

    await page.getByRole('button', { name: /Report Type/ }).click();
    await page.getByRole('option', { name: 'Conversion funnel' }).click();
    const today = new Date().toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Start Date').fill(monthAgo);
    await page.getByLabel('End Date').fill(today);
    const opened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Generate Report' }).click();
    const report = await opened;
    await toastShows(page, 'Report generated successfully');
    await report.waitForLoadState();
    expect(new URL(report.url()).pathname).toBe('/api/admin/reports/generate');
    await report.getByRole('heading', { level: 1, name: 'Conversion funnel report' }).waitFor();
    await report.getByRole('img', { name: 'Applications reaching each step' }).waitFor();
    await report.getByRole('table').first().waitFor();
    await report.getByRole('link', { name: 'Download CSV' }).waitFor();
    await report.screenshot({ path: `${SHOTS}/report-funnel-1280.png`, fullPage: true });
    await report.setViewportSize({ width: 375, height: 800 });
    await report.screenshot({ path: `${SHOTS}/report-funnel-375.png`, fullPage: true });
    for (const type of ['revenue', 'revenue-forecast', 'geographic-distribution', 'applications']) {
      await report.setViewportSize({ width: 1280, height: 800 });
      await report.goto(`/api/admin/reports/generate?type=${type}&startDate=${monthAgo}&endDate=${today}`);
      await report.locator('svg[data-chart="report"]').waitFor();
      await report.screenshot({ path: `${SHOTS}/report-${type}-1280.png`, fullPage: true });
    }
  });

  it.each([1280, 375])('saves screenshots of each section at %i px, none wider than the screen', async (width) => {
    const page = await adminPage(app, { width, height: 900 });
    for (const section of SECTIONS) {
      await openAdminSection(page, section.id, section.heading);
      // Figures loaded: no skeleton or spinner left.
      await page.locator('.stat-card__skeleton, .spinner').first().waitFor({ state: 'detached' });
      await page.screenshot({ path: `${SHOTS}/${section.id}-${width}.png`, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${section.id} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
    }
  }, 90_000);
});
