import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { ADMIN, signIn, startE2eApp, type E2eApp } from './harness.ts';

/** Opt-in: `SCREENSHOT_DIR=/tmp/shots vitest run apps/web/e2e/screenshots.test.ts` writes PNGs for review. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
];

describe.skipIf(!SCREENSHOT_DIR)('screenshots for review', () => {
  let app: E2eApp;
  beforeAll(async () => {
    mkdirSync(SCREENSHOT_DIR!, { recursive: true });
    app = await startE2eApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  for (const viewport of VIEWPORTS) {
    it(`captures the home, sign-in and admin pages at ${viewport.width} px`, async () => {
      const page = await app.newPage({ width: viewport.width, height: viewport.height });
      const shot = async (name: string) => {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let top = 0, part = 1; top < height; top += viewport.height, part++) {
          const clip = { x: 0, y: top, width: viewport.width, height: Math.min(viewport.height, height - top) };
          await page.screenshot({ path: join(SCREENSHOT_DIR!, `${name}-${viewport.name}-${part}.png`), clip, fullPage: true });
        }
      };
      await page.goto('/', { waitUntil: 'networkidle' });
      await shot('home');
      if (viewport.width < 768) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.screenshot({ path: join(SCREENSHOT_DIR!, 'home-menu-phone.png') });
      }
      await page.goto('/learn');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await shot('learn');
      await page.goto('/no-such-page');
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      await shot('not-found');
      await page.goto('/staff/signin');
      await page.getByRole('heading', { name: 'Staff sign in' }).waitFor();
      await shot('signin');
      await signIn(page, ADMIN);
      await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
      await shot('admin');
      await page.goto('/admin?section=staff');
      await page.getByRole('heading', { name: /Existing Staff/ }).waitFor();
      await shot('admin-staff');
      await page.getByRole('button', { name: 'Create Staff Member' }).click();
      await page.getByRole('alert').waitFor();
      await shot('admin-staff-toast');
    });
  }
});
