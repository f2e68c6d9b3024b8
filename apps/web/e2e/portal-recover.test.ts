import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { applyPayload } from '@eta/api/testing';
import { ETA_RECOVERY_LIMITS, EmailOutbox, StoredFile, anonymous, submitApplication } from '@eta/core';
import { approveByDecisionEmail } from '@eta/core/testing';
import { ETA_RECOVERY_ANSWER } from '@eta/domain';
import { pageTitle, startE2eApp, type E2eApp } from './harness.ts';

/** With SCREENSHOT_DIR set, the form and its answer are kept as PNGs at each width for review. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;
async function shot(page: Page, name: string) {
  if (!SCREENSHOT_DIR) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // From the top, so the sticky header does not land in the middle of a full-page capture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ animations: 'disabled', fullPage: true, path: join(SCREENSHOT_DIR, `recover-${name}-${page.viewportSize()!.width}.png`) });
}

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(async () => {
  await app?.close();
});

/** applyPayload's traveller (passport AB1234567, born 14/02/1990), approved with the ETA's PDF stored. */
async function approvedApplication(email: string): Promise<string> {
  const { application } = await submitApplication(app.core, anonymous(), await applyPayload(app.core, { email }));
  await approveByDecisionEmail(app.core, application.id, Buffer.from('%PDF-1.4\n% e2e ETA\n'));
  return application.id;
}

const recoveryMails = () => app.core.em().fork().find(EmailOutbox, { template: 'eta_recovery' });

async function fillAndSend(page: Page, details: { passportNumber: string; dateOfBirth: string; email: string }) {
  await page.getByLabel('Passport number').fill(details.passportNumber);
  await page.getByLabel('Date of birth').fill(details.dateOfBirth);
  await page.getByLabel('Email address').fill(details.email);
  await page.getByRole('button', { name: 'E-mail my ETA' }).click();
}

describe('lost-ETA recovery (/portal/recover)', () => {
  for (const width of [1280, 375]) {
    it(`answers a match and a non-match with the same confirmation, and e-mails the ETA only for the match (${width} px)`, async () => {
      await app.resetRateLimits();
      const email = `recover.${width}@example.com`;
      const id = await approvedApplication(email);
      const page = await app.newPage({ width, height: 800 });

      await page.goto('/portal');
      await page.getByRole('link', { name: 'Recover it by e-mail' }).click();
      await page.waitForURL((url) => url.pathname === '/portal/recover');
      await page.getByRole('heading', { level: 1, name: 'Recover your ETA' }).waitFor();
      expect(await pageTitle(page)).toBe('Recover your ETA | ETA Assist');
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

      await page.getByRole('button', { name: 'E-mail my ETA' }).click();
      await page.getByText('Please enter your passport number').waitFor();
      await page.getByText('Please enter your date of birth').waitFor();
      await page.getByText('Please enter your email address').waitFor();
      expect(await page.getByLabel('Passport number').evaluate((input) => input === document.activeElement)).toBe(true);
      await shot(page, 'errors');

      const before = await recoveryMails();
      await fillAndSend(page, { passportNumber: 'ZZ9999999', dateOfBirth: '14/02/1990', email });
      const confirmation = page.getByRole('status');
      await confirmation.getByRole('heading', { name: 'Check your inbox' }).waitFor();
      const missText = await confirmation.textContent();
      expect(missText).toContain(ETA_RECOVERY_ANSWER);
      expect(await recoveryMails()).toHaveLength(before.length);
      await shot(page, 'sent');

      await page.getByRole('button', { name: 'Recover another ETA' }).click();
      await fillAndSend(page, { passportNumber: 'ab 1234 567', dateOfBirth: '14/02/1990', email: email.toUpperCase() });
      await confirmation.getByRole('heading', { name: 'Check your inbox' }).waitFor();
      expect(await confirmation.textContent()).toBe(missText);
      expect(await page.locator('body').textContent()).not.toContain('AB1234567');

      const pdf = await app.core.em().fork().findOneOrFail(StoredFile, { application: id, kind: 'decision_pdf' });
      const sent = (await recoveryMails()).filter((mail) => mail.to === email);
      expect(sent.map((mail) => mail.attachmentFileIds)).toEqual([[pdf.id]]);
    });
  }

  it('works from the keyboard alone, and says when too many requests were made', async () => {
    await app.resetRateLimits();
    const page = await app.newPage();
    await page.goto('/portal/recover');
    await page.getByLabel('Passport number').focus();
    await page.keyboard.type('XY1234567');
    await page.keyboard.press('Tab');
    await page.keyboard.type('01021985');
    expect(await page.getByLabel('Date of birth').inputValue()).toBe('01/02/1985');
    await page.keyboard.press('Tab');
    await page.keyboard.type('keyboard@example.com');
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { name: 'Check your inbox' });
    await heading.waitFor();
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);

    for (let i = 1; i < ETA_RECOVERY_LIMITS.perEmail; i++) {
      await fetch(`${app.baseUrl}/api/portal/recover`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ passportNumber: 'XY1234567', dateOfBirth: '01/02/1985', email: 'keyboard@example.com' }) });
    }
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await fillAndSend(page, { passportNumber: 'XY1234567', dateOfBirth: '01/02/1985', email: 'keyboard@example.com' });
    await page.getByRole('alert').getByText(/^Too many recovery requests\. Please try again in \d+ minutes/).waitFor();
    expect(await page.getByRole('status').count()).toBe(0);
  });
});
