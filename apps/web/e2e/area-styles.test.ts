import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN, WEB_DIST, signIn, startE2eApp, type E2eApp } from './harness.ts';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(async () => {
  await app?.close();
});

/** The stylesheets every page loads: the ones index.html links (tokens, base styles, the public site). */
const entryStylesheets = () => [...readFileSync(join(WEB_DIST, 'index.html'), 'utf8').matchAll(/href="\/assets\/([^"]+\.css)"/g)].map((m) => m[1]!);

function collectAssets(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/')) names.push(pathname.slice('/assets/'.length));
  });
  return names;
}
const stylesheets = (assets: string[]) => assets.filter((name) => name.endsWith('.css'));

describe('styles by area', () => {
  it('loads no stylesheet beyond the entry one on public pages (no console or admin CSS, no JS of theirs)', async () => {
    const page = await app.newPage();
    const assets = collectAssets(page);
    for (const path of ['/', '/learn', '/contact', '/visa-checker', '/eta/japan', '/portal']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
    expect(entryStylesheets()).toHaveLength(1);
    expect([...new Set(stylesheets(assets))]).toEqual(entryStylesheets());
    expect(assets.filter((name) => /^(staff|admin)-/.test(name))).toEqual([]);
  });

  it('loads the console and admin stylesheets with their pages', async () => {
    const page = await app.newPage();
    const assets = collectAssets(page);
    await signIn(page, ADMIN);
    await page.waitForURL((url) => url.pathname === '/admin' || url.pathname === '/staff');
    await page.goto('/admin?section=staff', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Staff Management' }).waitFor();
    const lazy = stylesheets(assets).filter((name) => !entryStylesheets().includes(name));
    expect(new Set(lazy).size).toBeGreaterThanOrEqual(2);
    const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
    // The admin stylesheet lays the sections out beside the page on a wide screen.
    expect(await sidebar.evaluate((element) => getComputedStyle(element.closest('.admin') ?? element).display)).toBe('grid');
  });
});
