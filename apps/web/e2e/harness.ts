import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../../../test/chromium.ts';
import { createServer } from '@eta/api';
import { cliActor, createStaff, type Core } from '@eta/core';
import { createTestCore } from '@eta/core/testing';
// Brings the run's provided context (the embedded PostgreSQL address) into the type checker's view.
import type {} from '../../../test/global-setup.ts';

/** The built SPA; `E2E_WEB_DIST` points at another build (a second working copy building side by side). */
export const WEB_DIST = process.env.E2E_WEB_DIST ?? join(import.meta.dirname, '../dist');

export const ADMIN = { email: 'admin@e2e.test', password: 'admin-password-1' } as const;
export const STAFF = { email: 'staff@e2e.test', password: 'staff-password-1' } as const;


export type E2eApp = {
  baseUrl: string;
  core: Core;
  /** A fresh browser context (own cookies) with one page open on the app. */
  newPage: (viewport?: { width: number; height: number }) => Promise<Page>;
  /** Sign-in is rate limited per IP and per e-mail; every browser here signs in from 127.0.0.1. */
  resetRateLimits: () => Promise<void>;
  close: () => Promise<void>;
};

/** The built SPA's JavaScript files, e.g. `staff-area.lazy-abc123.js`. */
export function builtScriptNames(): string[] {
  return readdirSync(join(WEB_DIST, 'assets')).filter((name) => name.endsWith('.js'));
}


/** The API serving the built web app on a fresh database with one admin and one staff user, plus Chromium. */
export async function startE2eApp(options: { env?: Record<string, string> } = {}): Promise<E2eApp> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(`No web build at ${WEB_DIST}: run pnpm --filter @eta/web build first.`);
  }
  const core = await createTestCore(options.env ? { env: options.env } : {});
  await createStaff(core, cliActor('e2e'), { ...ADMIN, role: 'ADMIN' });
  await createStaff(core, cliActor('e2e'), { ...STAFF, role: 'STAFF' });
  const server = await createServer(core, { webDist: WEB_DIST });
  const baseUrl = await server.start(0, '127.0.0.1');
  const browser = await launchChromium().catch(async (error: unknown) => {
    await server.stop();
    await core.close();
    throw error;
  });
  const contexts: BrowserContext[] = [];
  return {
    baseUrl,
    core,
    newPage: async (viewport = { width: 1280, height: 800 }) => {
      const context = await browser.newContext({ baseURL: baseUrl, viewport });
      // A step that cannot happen fails with the locator it waited for, well before the test's own timeout.
      context.setDefaultTimeout(10_000);
      contexts.push(context);
      return context.newPage();
    },
    resetRateLimits: async () => {
      await core.em().getConnection().execute('delete from rate_limit');
    },
    close: async () => {
      await Promise.all(contexts.map((context) => context.close()));
      await browser.close();
      await server.stop();
      await core.close();
    },
  };
}

/** Pages set their title after rendering; resolves with it once it is the app's `… | ETA Assist`. */
export async function pageTitle(page: Page): Promise<string> {
  await page.waitForFunction(() => document.title.endsWith(' | ETA Assist'));
  return page.title();
}

export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/staff/signin');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A page of its own signed in as the admin, landed on /admin. */
export async function adminPage(app: E2eApp, viewport: { width: number; height: number } = { width: 1280, height: 900 }): Promise<Page> {
  const page = await app.newPage(viewport);
  await signIn(page, ADMIN);
  await page.waitForURL((url) => url.pathname === '/admin');
  return page;
}

/** Opens an /admin section by its id and waits for its heading. */
export async function openAdminSection(page: Page, id: string, heading: string): Promise<void> {
  await page.goto(`/admin?section=${id}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}
