import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2eApp, type E2eApp } from './harness.ts';
import { seriousAxeViolations } from './axe.ts';
import { answerChecker } from './checker-steps.ts';

let app: E2eApp;

beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(async () => {
  await app?.close();
});

const PUBLIC_PAGES = [
  '/',
  '/learn',
  '/contact',
  '/privacy',
  '/terms',
  '/visa-checker',
  '/eta/canada',
  '/eta/japan',
  '/eta/atlantis',
  '/apply',
  '/apply/success',
  '/apply/cancel',
  '/portal',
  '/portal/recover',
  '/portal/open',
  '/no-such-page',
];

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
];

async function expectNoSeriousViolations(page: Page, state: string) {
  expect(await seriousAxeViolations(page), state).toEqual([]);
}

async function openPage(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
}

describe('accessibility (axe-core: no serious or critical violations)', () => {
  it('catches a violation when there is one (the check is not vacuous)', async () => {
    const page = await app.newPage();
    await openPage(page, '/');
    await page.evaluate(() => document.querySelector('main')?.insertAdjacentHTML('beforeend', '<button type="button"></button>'));
    expect((await seriousAxeViolations(page)).map((violation) => violation.id)).toContain('button-name');
  });

  for (const viewport of VIEWPORTS) {
    it(`holds on every public page at ${viewport.width} px`, async () => {
      const page = await app.newPage(viewport);
      for (const path of PUBLIC_PAGES) {
        await openPage(page, path);
        await expectNoSeriousViolations(page, `${path} at ${viewport.width} px`);
      }
    });
  }

  it('holds with the phone menu and an FAQ answer open', async () => {
    const page = await app.newPage({ width: 375, height: 740 });
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expectNoSeriousViolations(page, 'menu open');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'How long does it take?' }).click();
    await expectNoSeriousViolations(page, 'FAQ answer open');
  });

  it('holds for every step and result of the checker', async () => {
    const page = await app.newPage();
    await openPage(page, '/visa-checker');
    await answerChecker(page, { nationality: 'Japan', purpose: 'Transit on the way elsewhere', hasVisa: 'No' });
    await expectNoSeriousViolations(page, 'all questions shown');
    await page.getByRole('button', { name: 'What is your nationality?' }).click();
    await page.getByRole('listbox').waitFor();
    await expectNoSeriousViolations(page, 'nationality list open');
    await page.keyboard.press('Escape');
    const outcomes = [
      { nationality: 'Japan', purpose: 'Study', hasVisa: 'No' },
      { nationality: 'Ireland', purpose: 'Study', hasVisa: 'No' },
      { nationality: 'India', purpose: 'Study', hasVisa: 'No' },
    ] as const;
    for (const answers of outcomes) {
      await openPage(page, '/visa-checker');
      await answerChecker(page, answers);
      await page.getByRole('button', { name: 'Check Visa Requirements' }).click();
      await page.getByRole('button', { name: 'Check Again' }).waitFor();
      await expectNoSeriousViolations(page, `result for ${answers.nationality}`);
    }
  });

  it('holds on the contact form showing its errors and on a right-to-left landing page', async () => {
    const page = await app.newPage();
    await openPage(page, '/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Please fill out this field.').first().waitFor();
    await expectNoSeriousViolations(page, 'contact errors');
    for (const [slug, language] of [['israel', 'עברית'], ['qatar', 'العربية'], ['greece', 'Ελληνικά']] as const) {
      await openPage(page, `/eta/${slug}`);
      await page.getByRole('button', { name: language }).click();
      await expectNoSeriousViolations(page, `/eta/${slug} in ${language}`);
    }
  });
});
