import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { Application, AutomationRun, createCore, readFile, type Core, type Mailer, type OutgoingMail } from '@eta/core';
import { startWorker, type Worker } from '@eta/worker';
import { draftApplication, freePort } from '@eta/worker/testing';
import { startGovSim, type GovSim } from '@eta/gov-sim';
import { STAFF, signIn, startE2eApp, type E2eApp } from './harness.ts';
import { seriousAxeViolations } from './axe.ts';

let app: E2eApp;
let sim: GovSim;
let workerCore: Core;
let worker: Worker;
const applicantMail: OutgoingMail[] = [];
const mailer: Mailer = { send: async (mail) => void applicantMail.push(mail) };

beforeAll(async () => {
  const mailInPort = await freePort();
  sim = await startGovSim({ smtp: { host: '127.0.0.1', port: mailInPort }, decision: { outcome: 'approved', delayMs: 2_000 } });
  app = await startE2eApp({ env: { GOV_SIM_PORT: String(sim.port), MAIL_IN_PORT: String(mailInPort) } });
  // The worker is its own process in production: here, its own Core with the queue on the same database.
  workerCore = await createCore(app.core.config, { databaseUrl: app.core.databaseUrl, queue: true, migrate: false, poolSize: 4 });
  worker = await startWorker(workerCore, { mailer, mailIn: { port: mailInPort, host: '127.0.0.1' } });
}, 60_000);
afterAll(async () => {
  await worker?.stop();
  await workerCore?.close();
  await sim?.close();
  await app?.close();
});

/** With SCREENSHOT_DIR set, keeps the console page and every stored page of the run (decrypted) to look at. */
async function keepForReview(page: Page, applicationId: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: join(dir, 'automation-detail.png'), fullPage: true });
  const run = await app.core.em().findOneOrFail(AutomationRun, { application: applicationId }, { orderBy: { createdAt: 'desc' } });
  for (const [index, id] of run.screenshotFileIds.entries()) await writeFile(join(dir, `automation-page-${String(index + 1).padStart(2, '0')}.png`), (await readFile(app.core, id)).bytes);
}

describe('automated submission from the staff console', () => {
  it(
    'pays on the sandbox page, starts the automation with the password, and watches it reach Submitted to UK and then Approved by itself, with every page’s screenshot and the ETA PDF e-mailed',
    async () => {
      const draft = await draftApplication(app.core, { email: 'amelia.tremblay@example.com', lastName: 'Tremblay' });
      const checkout = (await (
        await fetch(`${app.baseUrl}/api/checkout`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ applicationId: draft.id }) })
      ).json()) as { sessionUrl: string };
      const applicant = await app.newPage();
      await applicant.goto(checkout.sessionUrl);
      await applicant.getByRole('button', { name: /^Pay £/ }).click();
      await applicant.getByRole('heading', { name: 'Payment Successful!' }).waitFor();

      const page = await app.newPage();
      page.setDefaultTimeout(20_000);
      await signIn(page, STAFF);
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await page.goto(`/staff/applications/${draft.id}`);
      await page.getByRole('heading', { level: 1, name: 'Amelia Tremblay' }).waitFor();
      await page.getByRole('button', { name: 'Automate submission' }).click();
      const dialog = page.getByRole('dialog', { name: `Submit ${draft.reference} automatically` });
      await dialog.getByRole('button', { name: 'Start automation' }).click();
      await dialog.getByText('Password Required: Please enter your password to authenticate').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await dialog.getByLabel('Your password').fill(STAFF.password);
      await dialog.getByRole('button', { name: 'Start automation' }).click();
      await page.getByText('Automation queued', { exact: true }).waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();

      // Nothing else is pressed from here on: the events bring each state.
      await page.locator('.application-header .status-badge', { hasText: 'Submitted to UK' }).waitFor({ timeout: 90_000 });
      const application = await app.core.em().findOneOrFail(Application, { id: draft.id });
      await page.getByText(application.governmentReference!).waitFor();
      await page.getByRole('button', { name: /^Open screenshot 1 of 14$/ }).waitFor();
      await page.locator('.application-header .status-badge', { hasText: 'Approved' }).waitFor({ timeout: 30_000 });

      await keepForReview(page, draft.id);
      await page.getByRole('button', { name: 'Open screenshot 4 of 14' }).click();
      const shot = page.getByRole('img', { name: 'Screenshot 4 of the automated submission' });
      await shot.waitFor();
      expect(await shot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(500);
      await page.keyboard.press('Escape');

      await page.getByRole('tab', { name: 'Activity' }).click();
      await page.getByText('Automated submission started').waitFor();
      await page.getByText(/Status changed from Received to Submitted to UK/).waitFor();
      await page.getByText(/Status changed from Submitted to UK to Approved/).waitFor();

      await page.getByRole('tab', { name: 'Applicant Data' }).click();
      await page.getByRole('link', { name: 'Approved ETA (PDF)' }).waitFor();

      await expect.poll(() => applicantMail.find((m) => m.to === 'amelia.tremblay@example.com' && m.subject.startsWith('Your UK ETA has been approved')), { timeout: 20_000 }).toBeTruthy();
      const approved = applicantMail.find((m) => m.subject.startsWith('Your UK ETA has been approved'))!;
      expect(approved.attachments?.[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
    },
    180_000,
  );
});
