import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { applyPayload } from '@eta/api/testing';
import { ADMIN, signIn, startE2eApp, type E2eApp } from './harness.ts';
import { answerChecker } from './checker-steps.ts';

/** Opt-in: `SCREENSHOT_DIR=/tmp/shots vitest run apps/web/e2e/screenshots.test.ts` writes PNGs for review. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
];

const PUBLIC_PAGES = [
  ['home', '/'],
  ['learn', '/learn'],
  ['contact', '/contact'],
  ['privacy', '/privacy'],
  ['terms', '/terms'],
  ['checker', '/visa-checker'],
  ['landing-canada', '/eta/canada'],
  ['landing-unknown', '/eta/atlantis'],
  ['not-found', '/no-such-page'],
] as const;

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
    /** The whole page, one viewport-high PNG after another. */
    const shot = async (page: Page, name: string) => {
      await page.evaluate(() => window.scrollTo(0, 0));
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let top = 0, part = 1; top < height; top += viewport.height, part++) {
        const clip = { x: 0, y: top, width: viewport.width, height: Math.min(viewport.height, height - top) };
        await page.screenshot({ animations: 'disabled', path: join(SCREENSHOT_DIR!, `${name}-${viewport.name}-${part}.png`), clip, fullPage: true });
      }
    };

    it(`captures every public page at ${viewport.width} px`, async () => {
      const page = await app.newPage({ width: viewport.width, height: viewport.height });
      for (const [name, path] of PUBLIC_PAGES) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1 }).waitFor();
        await shot(page, name);
      }
      if (viewport.width < 768) {
        await page.goto('/');
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.screenshot({ animations: 'disabled', path: join(SCREENSHOT_DIR!, 'home-menu-phone.png') });
      }
      await page.goto('/', { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'What if my application is refused?' }).click();
      await page.getByRole('heading', { name: 'Frequently asked questions' }).scrollIntoViewIfNeeded();
      await page.screenshot({ animations: 'disabled', path: join(SCREENSHOT_DIR!, `home-faq-open-${viewport.name}.png`) });
    });

    it(`captures the checker's questions and results at ${viewport.width} px`, async () => {
      const page = await app.newPage({ width: viewport.width, height: viewport.height });
      await page.goto('/visa-checker');
      await answerChecker(page, { nationality: 'Japan', purpose: 'Transit on the way elsewhere', hasVisa: 'No' });
      await shot(page, 'checker-questions');
      await page.getByRole('button', { name: 'What is your nationality?' }).click();
      await page.getByRole('listbox').waitFor();
      await page.screenshot({ animations: 'disabled', path: join(SCREENSHOT_DIR!, `checker-select-open-${viewport.name}.png`) });
      await page.keyboard.press('Escape');
      const outcomes = [
        ['checker-eta', { nationality: 'Japan', purpose: 'Tourism or visiting family and friends', hasVisa: 'No' }],
        ['checker-no-eta', { nationality: 'Ireland', purpose: 'Study', hasVisa: 'No' }],
        ['checker-not-available', { nationality: 'India', purpose: 'Study', hasVisa: 'No' }],
      ] as const;
      for (const [name, answers] of outcomes) {
        await page.goto('/visa-checker');
        await answerChecker(page, answers);
        await page.getByRole('button', { name: 'Check Visa Requirements' }).click();
        await page.getByRole('button', { name: 'Check Again' }).waitFor();
        await shot(page, name);
      }
    });

    it(`captures landing pages in their own languages at ${viewport.width} px`, async () => {
      const page = await app.newPage({ width: viewport.width, height: viewport.height });
      for (const [slug, language] of [['japan', '日本語'], ['israel', 'עברית'], ['greece', 'Ελληνικά'], ['saudi-arabia', 'العربية']] as const) {
        await page.goto(`/eta/${slug}`);
        await page.getByRole('button', { name: language }).click();
        await page.getByRole('heading', { level: 1 }).waitFor();
        await shot(page, `landing-${slug}`);
      }
    });

    it(`captures the contact form's states at ${viewport.width} px`, async () => {
      const page = await app.newPage({ width: viewport.width, height: viewport.height });
      await page.goto('/contact');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.screenshot({ animations: 'disabled', path: join(SCREENSHOT_DIR!, `contact-required-${viewport.name}.png`) });
      await page.getByLabel('Full name').fill('Ana Silva');
      await page.getByLabel('Email address').fill('ana@example.com');
      await page.getByLabel('Subject').fill('Passport question');
      await page.getByLabel('Message', { exact: true }).fill('Can I apply with a passport that expires in 7 months?');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByRole('button', { name: 'Sending...' }).waitFor();
      await page.screenshot({ animations: 'disabled', path: join(SCREENSHOT_DIR!, `contact-sending-${viewport.name}.png`) });
      await page.getByText('Message Sent').waitFor();
      await page.screenshot({ animations: 'disabled', path: join(SCREENSHOT_DIR!, `contact-sent-${viewport.name}.png`) });
    });

    it(`captures the sandbox payment, success, cancel and portal pages at ${viewport.width} px`, async () => {
      const email = `shots-${viewport.name}@example.com`;
      const checkout = async () => {
        const payload = await applyPayload(app.core, { email, lastName: 'Rossi' });
        const post = (path: string, body: unknown) =>
          fetch(`${app.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((res) => res.json());
        const applied = await post('/api/apply', payload);
        return (await post('/api/checkout', { applicationId: applied.application.id })).sessionUrl as string;
      };
      const page = await app.newPage({ width: viewport.width, height: viewport.height });
      await page.goto(await checkout());
      await page.getByText('TEST PAYMENT').waitFor();
      await shot(page, 'sandbox-checkout');
      await page.getByRole('button', { name: /^Pay / }).click();
      await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
      await shot(page, 'payment-success');

      await page.goto(await checkout());
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL((url) => url.pathname === '/apply/cancel');
      await shot(page, 'payment-cancelled');

      await page.goto('/portal');
      await shot(page, 'portal-signin');
      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('Last name').fill('Rossi');
      await page.getByRole('button', { name: 'View my applications' }).click();
      await page.getByText('Received', { exact: true }).first().waitFor();
      await shot(page, 'portal-applications');
    });

    it(`captures the sign-in and admin pages at ${viewport.width} px`, async () => {
      const page = await app.newPage({ width: viewport.width, height: viewport.height });
      await page.goto('/staff/signin');
      await page.getByRole('heading', { name: 'Staff sign in' }).waitFor();
      await shot(page, 'signin');
      await signIn(page, ADMIN);
      await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
      await shot(page, 'admin');
      await page.goto('/admin?section=staff');
      await page.getByRole('heading', { name: /Existing Staff/ }).waitFor();
      await shot(page, 'admin-staff');
      await page.getByRole('button', { name: 'Create Staff Member' }).click();
      await page.getByRole('alert').waitFor();
      await shot(page, 'admin-staff-toast');
    });
  }
});
