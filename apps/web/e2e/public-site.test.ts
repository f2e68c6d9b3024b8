import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { builtScriptNames, pageTitle, startE2eApp, type E2eApp } from './harness.ts';

let app: E2eApp;

beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(async () => {
  await app?.close();
});

/** Chunks holding staff or admin code are named `staff-…` / `admin-…` by vite.config.ts. */
const PRIVATE_CHUNK = /^(staff|admin)-/;

function collectScriptNames(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) names.push(pathname.slice('/assets/'.length));
  });
  return names;
}

describe('code splitting', () => {
  it('builds separate staff and admin chunks', () => {
    const names = builtScriptNames();
    expect(names.some((name) => name.startsWith('staff-'))).toBe(true);
    expect(names.some((name) => name.startsWith('admin-'))).toBe(true);
  });

  it('loads no staff or admin code on the home page', async () => {
    const page = await app.newPage();
    const scripts = collectScriptNames(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((name) => PRIVATE_CHUNK.test(name))).toEqual([]);
  });

  it('loads no staff, admin or wizard code on any other public page', async () => {
    const page = await app.newPage();
    const scripts = collectScriptNames(page);
    for (const path of ['/', '/learn', '/contact', '/privacy', '/terms', '/visa-checker', '/eta/japan', '/eta/nowhere', '/portal', '/portal/recover', '/portal/open']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
    expect(scripts.filter((name) => /^(staff|admin|apply)-/.test(name))).toEqual([]);
  });

  it('loads the staff chunks on the staff sign-in page', async () => {
    const page = await app.newPage();
    const scripts = collectScriptNames(page);
    await page.goto('/staff/signin');
    await page.getByRole('heading', { name: 'Staff sign in' }).waitFor();
    expect(scripts.some((name) => name.startsWith('staff-'))).toBe(true);
  });
});

const PUBLIC_PAGES = [
  '/',
  '/learn',
  '/contact',
  '/privacy',
  '/terms',
  '/visa-checker',
  '/eta/canada',
  '/apply',
  '/apply/success',
  '/apply/cancel',
  '/portal',
  '/portal/recover',
  '/portal/open',
];

describe('public pages', () => {
  it('renders every public route with a heading, its own title, header and footer', async () => {
    const page = await app.newPage();
    const titles = new Set<string>();
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Terms of Service' }).waitFor();
      expect(await page.getByRole('heading', { name: '404 Page Not Found' }).count(), path).toBe(0);
      titles.add(await pageTitle(page));
    }
    expect(titles.size).toBe(PUBLIC_PAGES.length);
  });

  it('gives every page of this site its own meta description', async () => {
    const page = await app.newPage();
    const descriptions = new Set<string>();
    for (const path of ['/', '/learn', '/contact', '/privacy', '/terms', '/visa-checker', '/eta/canada']) {
      await page.goto(path);
      await pageTitle(page);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length, path).toBeGreaterThan(60);
      descriptions.add(description ?? '');
    }
    expect(descriptions.size).toBe(7);
  });

  it('sends /eta to the default country and lower-cases the country', async () => {
    const page = await app.newPage();
    await page.goto('/eta');
    await page.waitForURL((url) => url.pathname === '/eta/canada');
    await page.goto('/eta/United-States');
    await page.getByRole('heading', { level: 1, name: 'UK ETA for American Citizens' }).waitFor();
  });

  it('shows the disclaimer, both hero buttons and the fee on the home page', async () => {
    const page = await app.newPage();
    await page.goto('/');
    await page.getByText('not affiliated with or endorsed by the UK Government').first().waitFor();
    await page.getByRole('link', { name: 'Start Your Application' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe('/learn');
    await page.locator('.price-card__amount').getByText('£75', { exact: true }).waitFor();
    expect(await pageTitle(page)).toBe('UK ETA application help | ETA Assist');
  });

  it('navigates through the header without reloading', async () => {
    const page = await app.newPage();
    await page.goto('/');
    await page.evaluate(() => document.documentElement.setAttribute('data-loaded-once', ''));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Learn' }).click();
    await page.waitForURL((url) => url.pathname === '/learn');
    await page.getByRole('heading', { level: 1, name: 'Learn about the UK ETA' }).waitFor();
    await page.waitForFunction(() => document.title === 'Learn about the UK ETA | ETA Assist');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-loaded-once'))).toBe(true);
  });

  it('opens the menu on a phone-sized screen', async () => {
    const page = await app.newPage({ width: 375, height: 740 });
    await page.goto('/');
    const startLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Start Application' });
    expect(await startLink.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    await startLink.waitFor();
  });

  it('shows "404 Page Not Found" for an unknown path', async () => {
    const page = await app.newPage();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});
