import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Application, smtpMailer } from '@eta/core';
import { seedApplications } from '@eta/core/seed';
import { applyPayload } from '@eta/api/testing';
import { startMailReceiver, type MailReceiver } from '@eta/worker';
import { STAFF, signIn, startE2eApp, type E2eApp } from './harness.ts';
import { seriousAxeViolations } from './axe.ts';

let app: E2eApp;
let receiver: MailReceiver;
let traveller: { id: string; reference: string; internalEmail: string };

/** A paid application, as the payment webhook leaves it. */
async function paidApplication(email: string, lastName: string) {
  const payload = await applyPayload(app.core, { email, lastName });
  const res = await fetch(`${app.baseUrl}/api/apply`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
  const { id, reference } = ((await res.json()) as { application: { id: string; reference: string } }).application;
  await app.core.em().nativeUpdate(Application, { id }, { status: 'RECEIVED', paymentStatus: 'PAID', paidAt: new Date() });
  const { internalEmail } = await app.core.em().findOneOrFail(Application, { id });
  return { id, reference, internalEmail };
}

beforeAll(async () => {
  app = await startE2eApp();
  receiver = await startMailReceiver(app.core, { port: 0, host: '127.0.0.1' });
  await seedApplications(app.core, 300);
  traveller = await paidApplication('marguerite@example.com', 'Quenneville');
});
beforeEach(async () => {
  await app.resetRateLimits();
});
afterAll(async () => {
  await receiver?.close();
  await app?.close();
});

describe('staff console journeys', () => {
  it('filters, searches, opens an application, changes its status, and the applicant’s portal follows', async () => {
    const page = await app.newPage();
    await signIn(page, STAFF);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('link', { name: 'Open newly received applications' }).click();
    await page.waitForURL((url) => url.pathname === '/staff/applications' && url.searchParams.get('status') === 'RECEIVED');
    const table = page.getByRole('grid', { name: 'Applications' });
    await table.getByRole('row').nth(1).waitFor();
    const statuses = await table.locator('.status-badge').allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['Received']));

    await page.getByRole('searchbox', { name: 'Search applications' }).fill('quenne');
    await page.waitForURL((url) => url.searchParams.get('q') === 'quenne');
    // The traveller is the newest received application, so its row is on screen before the search
    // answers too: wait for the list to hold only the one match (header + one row).
    await expect.poll(() => table.getByRole('row').count(), { timeout: 10_000 }).toBe(2);
    await table.getByRole('rowheader', { name: new RegExp(traveller.reference) }).waitFor();
    await table.getByText('•••• 4567').waitFor();
    await table.getByRole('link', { name: `View ${traveller.reference}` }).click();

    await page.waitForURL((url) => url.pathname === `/staff/applications/${traveller.id}`);
    await page.getByRole('heading', { level: 1, name: 'Jane Quenneville' }).waitFor();
    await page.getByRole('tab', { name: 'Applicant Data' }).click();
    await page.getByText('221B Baker Street', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Reveal' }).click();
    await page.getByText('AB1234567').waitFor();

    await page.getByRole('button', { name: /Status$/ }).click();
    await page.getByRole('option', { name: 'In Review' }).click();
    await page.getByRole('button', { name: 'Update status' }).click();
    await page.getByText(`${traveller.reference} is now In Review.`).waitFor();
    await page.locator('.application-header .status-badge', { hasText: 'In Review' }).waitFor();
    await page.getByRole('tab', { name: 'Activity' }).click();
    await page.getByText('Status changed from Received to In Review').waitFor();

    const portal = await app.newPage({ width: 375, height: 800 });
    await portal.goto('/portal');
    await portal.getByLabel('Email address').fill('marguerite@example.com');
    await portal.getByLabel('Last name').fill('Quenneville');
    await portal.getByRole('button', { name: 'View my applications' }).click();
    const progress = portal.getByRole('list', { name: `Progress of ${traveller.reference}` });
    await progress.waitFor();
    expect(await progress.locator('.stage-timeline__step--done').allTextContents()).toEqual(['Received', 'In Review']);
  });

  it('shows a code e-mailed to the application’s mailbox on the dashboard without a reload', async () => {
    const page = await app.newPage();
    await signIn(page, STAFF);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByText('Live', { exact: true }).waitFor();
    const codes = page.getByRole('region', { name: 'Verification Codes' });
    await codes.getByText(/No codes waiting/).waitFor();
    await smtpMailer(`smtp://127.0.0.1:${receiver.port}`).send({
      from: 'UK ETA <no-reply@eta.homeoffice.example>',
      to: traveller.internalEmail,
      subject: 'Your verification code',
      text: 'Your UK ETA verification code is 731 904. It expires in 10 minutes.',
      html: '<p>Your UK ETA verification code is <b>731 904</b>.</p>',
      messageId: '<e2e-code@eta.homeoffice.example>',
    });
    await codes.getByText('731904').waitFor({ timeout: 5000 });
    await codes.getByText(traveller.reference).waitFor();
    await codes.getByRole('timer', { name: /Expires in (9|10):/ }).waitFor();
    await codes.getByRole('button', { name: 'Mark used' }).click();
    await codes.getByText(/No codes waiting/).waitFor();
  });

  for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 740 }]) {
    it(`has no serious accessibility violations on any console screen at ${viewport.width} px`, async () => {
      await app.resetRateLimits();
      const page = await app.newPage(viewport);
      await signIn(page, STAFF);
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      const check = async (state: string) => expect(await seriousAxeViolations(page), state).toEqual([]);
      await page.getByRole('region', { name: 'Verification Codes' }).waitFor();
      await check('dashboard');
      // The figures' placeholders, held on screen: a scan that lands while they load must pass too.
      const held: Array<() => Promise<void>> = [];
      const statsCall = /\/trpc\/[^?]*console\.dashboard\.stats/;
      await page.route(statsCall, (route) => void held.push(() => route.continue()));
      await page.reload();
      await page.locator('.stat-card__skeleton').first().waitFor();
      await check('dashboard, figures loading');
      await Promise.all(held.map((release) => release()));
      await page.unroute(statsCall);
      await page.goto('/staff/applications?status=RECEIVED');
      await page.getByRole('grid', { name: 'Applications' }).getByRole('row').nth(1).waitFor();
      await check('applications list');
      await page.goto(`/staff/applications/${traveller.id}`);
      for (const tab of ['Overview', 'Applicant Data', 'Activity']) {
        await page.getByRole('tab', { name: tab }).click();
        await page.getByRole('tabpanel').waitFor();
        await check(`detail, ${tab}`);
      }
      await page.getByRole('button', { name: 'Automate submission' }).click();
      await page.getByRole('dialog').waitFor();
      await check('automation dialog');
      await page.keyboard.press('Escape');
      await page.goto('/staff/settings');
      await page.getByRole('heading', { name: 'Security' }).waitFor();
      await check('settings');
    });
  }
});
