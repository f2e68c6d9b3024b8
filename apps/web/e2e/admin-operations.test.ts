import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { Activity, Application } from '@eta/core';
import { seedApplications } from '@eta/core/seed';
import { adminPage, startE2eApp, type E2eApp } from './harness.ts';

const SHOTS = '/tmp/shots-operations';
const SEEDED = 300;
let app: E2eApp;
let zoe: { id: string; reference: string };
let received: { id: string; reference: string }[];

async function openSection(page: Page, name: 'Advanced Search' | 'Bulk Actions') {
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  if (await nav.getByRole('link', { name }).isVisible()) await nav.getByRole('link', { name }).click();
  else await page.goto(`/admin?section=${name === 'Advanced Search' ? 'search' : 'bulk-actions'}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
}


beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  app = await startE2eApp();
  await seedApplications(app.core, SEEDED, { batch: 'e2e' });
  const em = app.core.em();
  const newest = await em.find(Application, { status: { $ne: 'DRAFT' } }, { orderBy: { createdAt: 'desc' }, limit: 3 });
  const [first, second, third] = newest;
  await em.nativeUpdate(Application, { id: first!.id }, { personal: { ...first!.personal, firstName: 'Zoë', lastName: 'Müller', nationality: 'Iceland' } });
  await em.nativeUpdate(Application, { id: { $in: [second!.id, third!.id] } }, { status: 'RECEIVED' });
  zoe = { id: first!.id, reference: first!.reference };
  received = [second!, third!].map((a) => ({ id: a.id, reference: a.reference }));
});
beforeEach(async () => {
  await app.resetRateLimits();
});
afterAll(async () => {
  await app?.close();
});

describe('Advanced Search', () => {
  it('searches with filters, shows the count and the empty text, and exports the matches as CSV', async () => {
    const page = await adminPage(app);
    await openSection(page, 'Advanced Search');
    await page.getByText('Choose filters and press Search.').waitFor();

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('heading', { name: `Search Results (${SEEDED})` }).waitFor();
    const results = page.getByRole('grid', { name: 'Search results' });
    expect(await results.getByRole('row').count()).toBe(51); // the header and a page of 50
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Showing 51–100 of 300').waitFor();
    await page.screenshot({ path: `${SHOTS}/search-1280.png`, fullPage: true });

    await page.getByLabel('Nationality').fill('iceland');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('heading', { name: 'Search Results (1)' }).waitFor();
    const row = results.getByRole('row').filter({ hasText: zoe.reference });
    await row.getByText('Zoë').waitFor();
    await row.getByText('Müller').waitFor();

    // A new tab whose answer is an attachment: the tab's request is what the button sent.
    const [request] = await Promise.all([
      page.context().waitForEvent('request', (r) => r.url().includes('/api/admin/search/export')),
      page.getByRole('button', { name: 'Export to CSV' }).click(),
    ]);
    const exportUrl = new URL(request.url());
    expect(exportUrl.pathname).toBe('/api/admin/search/export');
    expect(Object.fromEntries(exportUrl.searchParams)).toEqual({ nationality: 'iceland' });
    const csv = await page.request.get(exportUrl.toString());
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    const rows = parse(await csv.text(), { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [r.Reference, r['First name'], r['Last name']])).toEqual([[zoe.reference, 'Zoë', 'Müller']]);

    await page.getByLabel('Email').fill('nobody-with-this-address');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('No results found. Try adjusting your search criteria.').waitFor();
    await page.getByRole('heading', { name: 'Search Results (0)' }).waitFor();
  });

  it('looks right on a phone', async () => {
    const page = await adminPage(app, { width: 375, height: 800 });
    await openSection(page, 'Advanced Search');
    await page.getByLabel('Nationality').fill('Japan');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('heading', { name: /^Search Results \(\d+\)$/ }).waitFor();
    await page.screenshot({ path: `${SHOTS}/search-375.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

describe('Bulk Actions', () => {
  it('asks for an action, updates the selected applications and says so', async () => {
    const page = await adminPage(app);
    await openSection(page, 'Bulk Actions');
    await page.getByRole('heading', { name: 'Bulk Operations (0 selected)' }).waitFor();
    const execute = page.getByRole('button', { name: 'Execute' });
    expect(await execute.isDisabled()).toBe(true);

    const table = page.getByRole('grid', { name: 'Applications ready for bulk actions' });
    // The visible box is the label's; the input itself is visually hidden.
    for (const { reference } of received) await table.getByRole('checkbox', { name: `Select ${reference}` }).locator('xpath=ancestor::label[1]').click();
    await page.getByRole('heading', { name: 'Bulk Operations (2 selected)' }).waitFor();

    await execute.click();
    await page.getByRole('alert').filter({ hasText: 'No action selected' }).filter({ hasText: 'Please select a bulk action' }).waitFor();

    expect(await page.getByRole('button', { name: /New status$/ }).count()).toBe(0);
    await page.getByRole('button', { name: /Action$/ }).click();
    await page.getByRole('option', { name: 'Update status' }).click();
    await page.getByRole('button', { name: /New status$/ }).click();
    await page.getByRole('option', { name: 'In Review' }).click();
    await page.screenshot({ path: `${SHOTS}/bulk-1280.png`, fullPage: true });
    await execute.click();
    await page.getByText('Bulk action completed successfully').waitFor();
    await page.getByText('2 updated to In Review').first().waitFor();
    for (const { reference } of received) await table.getByRole('row').filter({ hasText: reference }).locator('.status-badge', { hasText: 'In Review' }).waitFor();
    await page.getByRole('heading', { name: 'Bulk Operations (0 selected)' }).waitFor();
    const em = app.core.em();
    expect(await em.count(Application, { id: { $in: received.map((a) => a.id) }, status: 'IN_REVIEW' })).toBe(2);
    expect(await em.count(Activity, { application: { $in: received.map((a) => a.id) }, description: 'Status changed from Received to In Review' })).toBe(2);
  });

  it('selects a whole page with the keyboard, and looks right on a phone', async () => {
    const page = await adminPage(app, { width: 375, height: 800 });
    await openSection(page, 'Bulk Actions');
    await page.getByRole('grid', { name: 'Applications ready for bulk actions' }).getByRole('checkbox').first().waitFor();
    const all = page.getByRole('checkbox', { name: 'Select all on this page' });
    await all.focus();
    await page.keyboard.press('Space');
    await page.getByRole('heading', { name: 'Bulk Operations (50 selected)' }).waitFor();
    await page.keyboard.press('Space');
    await page.getByRole('heading', { name: 'Bulk Operations (0 selected)' }).waitFor();
    // The grid's keyboard model: a row takes focus, the arrow key moves into its checkbox, Space ticks it.
    const first = page.getByRole('checkbox', { name: /^Select ETA-/ }).first();
    await first.focus();
    await page.keyboard.press('ArrowRight');
    expect(await first.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    await page.getByRole('heading', { name: 'Bulk Operations (1 selected)' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/bulk-375.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
