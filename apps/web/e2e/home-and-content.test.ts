import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Setting } from '@eta/core';
import { startE2eApp, type E2eApp } from './harness.ts';

let app: E2eApp;

beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(async () => {
  await app?.close();
});

/** Opens a page and waits until it has rendered (pages other than home load on demand). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

const linkTarget = (page: Page, name: string) => page.getByRole('link', { name, exact: true }).first().getAttribute('href');

async function withFee<T>(pence: number, run: () => Promise<T>): Promise<T> {
  const em = app.core.em();
  await em.nativeUpdate(Setting, { key: 'applicationFee' }, { value: pence });
  try {
    return await run();
  } finally {
    await em.nativeUpdate(Setting, { key: 'applicationFee' }, { value: 7500 });
  }
}

describe('home page', () => {
  it('has every section of the spec, in order', async () => {
    const page = await app.newPage();
    await open(page, '/');
    const headings = await page.locator('main h2').allTextContents();
    expect(headings).toEqual([
      'Not sure you need an ETA?',
      'How It Works',
      'The government route or ours?',
      'Why Choose ETA Assist',
      'One clear price',
      'Frequently asked questions',
      'Ready to travel to the UK?',
    ]);
    const badges = page.getByRole('list', { name: 'Why travellers use us' }).getByRole('listitem');
    expect(await badges.allTextContents()).toEqual(['72 hoursProcessing target', '10,000+Approved applications', 'SecureCard payment']);
    expect(await linkTarget(page, 'Check Visa Requirements')).toBe('/visa-checker');
    expect(await page.locator('.steps > li h3').allTextContents()).toEqual(['Complete the form', 'Pay securely', 'Get approved']);
    expect(await linkTarget(page, 'Apply Now')).toBe('/apply');
    expect(await page.getByRole('link', { name: 'Start Your Application' }).count()).toBe(2);
  });

  it('compares the government route with ours in a table', async () => {
    const page = await app.newPage();
    await open(page, '/');
    const table = page.getByRole('table');
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Applying directly with the UK Government',
      'Applying with ETA Assist',
    ]);
    expect(await table.getByRole('rowheader').count()).toBe(7);
    await table.getByText('The official ETA fee only.').waitFor();
  });

  it('opens the four FAQ answers one at a time', async () => {
    const page = await app.newPage();
    await open(page, '/');
    const questions = page.locator('.accordion__trigger');
    expect(await questions.count()).toBe(4);
    const official = page.getByRole('button', { name: 'Is this the official UK Government website?' });
    const refused = page.getByRole('button', { name: 'What if my application is refused?' });
    expect(await official.getAttribute('aria-expanded')).toBe('false');
    await official.click();
    await page.getByText('is a private agency and is not affiliated with or endorsed by the UK Government', { exact: false }).waitFor();
    await refused.click();
    expect(await refused.getAttribute('aria-expanded')).toBe('true');
    expect(await official.getAttribute('aria-expanded')).toBe('false');
    await page.getByText('The service fee is not refunded after a refusal', { exact: false }).waitFor();
  });

  it('shows the fee the admins set (£75 by default)', async () => {
    const page = await app.newPage();
    await open(page, '/');
    await page.locator('.price-card__amount').getByText('£75', { exact: true }).waitFor();
    await withFee(9950, async () => {
      const fresh = await app.newPage();
      await open(fresh, '/');
      await fresh.locator('.price-card__amount').getByText('£99.50', { exact: true }).waitFor();
      await fresh.getByText('Pay the £99.50 service fee by card', { exact: false }).waitFor();
      await open(fresh, '/terms');
      await fresh.getByText('Our service fee is £99.50 per application', { exact: false }).waitFor();
    });
  });
});

describe('learn page', () => {
  it('has four cards, the six topics and links to contact and the portal', async () => {
    const page = await app.newPage();
    await open(page, '/learn');
    expect(await page.locator('.card-grid > li h2').allTextContents()).toEqual([
      'What is an ETA?',
      'Who needs one?',
      'How long is it valid?',
      'How do I apply?',
    ]);
    expect(await page.locator('.accordion__trigger').allTextContents()).toEqual([
      'Eligibility',
      'Application requirements',
      'Processing times and fees',
      'After approval',
      'Travel information',
      'Refusal and refunds',
    ]);
    await page.getByRole('button', { name: 'Refusal and refunds' }).click();
    await page.getByText('We do not refund it if the UK authorities refuse your application.', { exact: false }).waitFor();
    expect(await linkTarget(page, 'Contact our support team')).toBe('/contact');
    expect(await linkTarget(page, 'Check your application status')).toBe('/portal');
  });
});

describe('legal pages', () => {
  it('states how long data is kept and the governing law in the privacy policy', async () => {
    const page = await app.newPage();
    await open(page, '/privacy');
    await page.getByText('Application data is retained for about 7 years', { exact: false }).waitFor();
    await page.getByText('This policy is governed by the laws of England and Wales.').waitFor();
    await page.getByText('not affiliated with or endorsed by the UK Government', { exact: false }).first().waitFor();
  });

  it('states both refund readings in the terms, says which governs, and the governing law', async () => {
    const page = await app.newPage();
    await open(page, '/terms');
    const refunds = page.locator('article');
    await refunds.getByText('a technical error on our side prevents your application from being submitted', { exact: false }).waitFor();
    await refunds.getByText('you paid twice for the same application', { exact: false }).waitFor();
    await refunds.getByText('we fail to provide the service described in these terms', { exact: false }).waitFor();
    await refunds.getByText('We do not refund the fee if the UK authorities refuse your application.').waitFor();
    await refunds.getByText('described the fee as refunded if an authorisation is denied', { exact: false }).waitFor();
    await refunds.getByText('these terms govern', { exact: false }).waitFor();
    await refunds.getByText('These terms are governed by the laws of England and Wales', { exact: false }).waitFor();
    await refunds.getByText('keep application data for about 7 years', { exact: false }).waitFor();
  });
});
