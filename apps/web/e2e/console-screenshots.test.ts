import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Application, VerificationCode } from '@eta/core';
import { seedApplications } from '@eta/core/seed';
import { STAFF, signIn, startE2eApp, type E2eApp } from './harness.ts';

/** Opt-in: `SCREENSHOT_DIR=/tmp/shots vitest run apps/web/e2e/console-screenshots.test.ts` writes the console's screens for review. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
];

describe.skipIf(!SCREENSHOT_DIR)('console screenshots for review', () => {
  let app: E2eApp;
  let detailId: string;
  beforeAll(async () => {
    mkdirSync(SCREENSHOT_DIR!, { recursive: true });
    app = await startE2eApp();
    await seedApplications(app.core, 400);
    const em = app.core.em();
    const inReview = await em.find(Application, { status: 'IN_REVIEW' }, { limit: 4, orderBy: { createdAt: 'desc' } });
    // One code in each colour of the countdown: green, orange, red, expired.
    for (const [i, minutes] of [8, 4, 2, -1].entries()) {
      em.create(VerificationCode, { application: inReview[i]!, code: String(100000 + i * 111111).slice(0, 6), source: 'EMAIL', expiresAt: new Date(Date.now() + minutes * 60_000) });
    }
    await em.flush();
    detailId = inReview[0]!.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  for (const viewport of VIEWPORTS) {
    const shot = async (page: Page, name: string) => {
      await page.waitForLoadState('networkidle');
      await page.screenshot({ animations: 'disabled', path: join(SCREENSHOT_DIR!, `console-${name}-${viewport.name}.png`), fullPage: true });
    };

    it(`captures every console screen at ${viewport.width} px`, async () => {
      await app.resetRateLimits();
      const page = await app.newPage({ width: viewport.width, height: viewport.height });
      await signIn(page, STAFF);
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await page.getByRole('timer').first().waitFor();
      await shot(page, 'dashboard');
      await page.goto('/staff/applications?status=IN_REVIEW');
      await page.getByRole('grid', { name: 'Applications' }).getByRole('row').nth(1).waitFor();
      await shot(page, 'list-filtered');
      await page.goto('/staff/applications?q=silva');
      await page.getByRole('grid', { name: 'Applications' }).getByRole('row').nth(1).waitFor();
      await shot(page, 'list-searched');
      await page.goto(`/staff/applications/${detailId}`);
      await page.getByRole('tab', { name: 'Overview' }).waitFor();
      await shot(page, 'detail-overview');
      await page.getByRole('tab', { name: 'Applicant Data' }).click();
      await shot(page, 'detail-data');
      await page.getByRole('tab', { name: 'Activity' }).click();
      await shot(page, 'detail-activity');
      await page.getByRole('button', { name: 'Automate submission' }).click();
      await page.getByRole('dialog').waitFor();
      await page.screenshot({ animations: 'disabled', path: join(SCREENSHOT_DIR!, `console-automation-dialog-${viewport.name}.png`) });
      await page.keyboard.press('Escape');
      await page.goto('/staff/settings');
      await page.getByRole('heading', { name: 'Profile Information' }).waitFor();
      await shot(page, 'settings');
    });
  }
});
