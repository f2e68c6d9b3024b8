import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Application, EmailOutbox, PortalLink } from '@eta/core';
import { approveByDecisionEmail } from '@eta/core/testing';
import { portraitSpecimen } from '@eta/core/specimens';
import { applyPayload } from '@eta/api/testing';
import { STAFF, signIn, startE2eApp, type E2eApp } from './harness.ts';

let app: E2eApp;
let traveller: { id: string; reference: string };
const EMAIL = 'odile@example.com';
const LAST_NAME = 'Marchetti';

/** With SCREENSHOT_DIR set, keeps what the applicant and staff saw. */
async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** With SCREENSHOT_DIR set, keeps an e-mail as the applicant would read it. */
function keepMail(mail: EmailOutbox) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${mail.template}.txt`), `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.textBody}\n`);
}

/** The newest e-mail of a template to the traveller, and the portal link in it (opened on this server). */
async function latestLink(template: string): Promise<{ mail: EmailOutbox; url: string }> {
  const [mail] = await app.core.em().fork().find(EmailOutbox, { template, to: EMAIL }, { orderBy: { createdAt: 'desc' }, limit: 1 });
  keepMail(mail!);
  const token = /#token=([\w-]+)/.exec(mail!.textBody)![1]!;
  return { mail: mail!, url: `${app.baseUrl}/portal/open#token=${token}` };
}

beforeAll(async () => {
  app = await startE2eApp();
  const payload = await applyPayload(app.core, { email: EMAIL, lastName: LAST_NAME });
  const res = await fetch(`${app.baseUrl}/api/apply`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
  const { id, reference } = ((await res.json()) as { application: { id: string; reference: string } }).application;
  await app.core.em().nativeUpdate(Application, { id }, { status: 'IN_REVIEW', paymentStatus: 'PAID', paidAt: new Date(), missingDocuments: ['photo'] });
  traveller = { id, reference };
});
beforeEach(async () => app.resetRateLimits());
afterAll(async () => app?.close());

describe('the portal after payment', () => {
  it('staff request a photo, the applicant follows the e-mailed link and uploads it, staff see it', async () => {
    const staff = await app.newPage();
    await signIn(staff, STAFF);
    await staff.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await staff.goto(`/staff/applications/${traveller.id}`);
    await staff.getByRole('tab', { name: 'Documents' }).click();
    await staff.getByRole('button', { name: 'Request document' }).click();
    await staff.getByText('Please choose what to ask for').waitFor();
    await staff.getByRole('button', { name: /What do you need/ }).click();
    await staff.getByRole('option', { name: 'Photo' }).click();
    await staff.getByLabel('Note to the applicant').fill('Your photo is too dark. Please take a new one facing a window.');
    await staff.getByRole('button', { name: 'Request document' }).click();
    await staff.getByText('Waiting for the applicant').waitFor();
    await shot(staff, 'staff-documents-requested');

    const { mail, url } = await latestLink('document_request');
    expect(mail.subject).toBe(`Documents needed for your ETA application ${traveller.reference}`);
    // On a phone, as most applicants answer from the e-mail; the messages journey below is at 1280 px.
    const viewport = { width: 375, height: 812 };
    {
      const applicant = await app.newPage(viewport);
      await applicant.goto(url);
      await applicant.waitForURL((u) => u.pathname === '/portal' && !u.hash);
      await applicant.getByText(`Signed in securely as ${EMAIL}`).waitFor();
      await applicant.getByText('Your photo is too dark. Please take a new one facing a window.').waitFor();
      await shot(applicant, `portal-document-requested-${viewport.width}`);

      const bad = await portraitSpecimen({ seed: 31, kind: 'no-face' });
      await applicant.getByLabel('Upload your photo').setInputFiles({ name: 'dark.jpg', mimeType: 'image/jpeg', buffer: bad.bytes });
      await applicant.getByText('We could not accept this file:').waitFor();
      await shot(applicant, `portal-photo-refused-${viewport.width}`);
      const good = await portraitSpecimen({ seed: 32 });
      await applicant.getByLabel('Upload your photo').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: good.bytes });
      await applicant.getByText(/You sent it on/).waitFor();
      await shot(applicant, `portal-photo-sent-${viewport.width}`);
      await applicant.setViewportSize({ width: 1280, height: 900 });
      await shot(applicant, 'portal-photo-sent-1280');

      // The same link a second time is refused, and says what to do.
      const again = await app.newPage(viewport);
      await again.goto(url);
      await again.getByText('This link has expired or has already been used. Ask for a new link on the portal.').waitFor();
    }

    await staff.reload();
    await staff.getByRole('tab', { name: 'Documents' }).click();
    await staff.getByText('Provided', { exact: true }).waitFor();
    await staff.getByRole('link', { name: 'Open the file sent' }).waitFor();
    await shot(staff, 'staff-documents-provided');
    await staff.getByRole('tab', { name: 'Overview' }).click();
    await staff.getByRole('heading', { name: 'Summary' }).waitFor();
    expect(await staff.getByText(/Documents missing/).count()).toBe(0);
  });

  it('a message each way: the applicant asks for a link from the status look-up, reads and replies; staff see it unread', async () => {
    const staff = await app.newPage();
    await signIn(staff, STAFF);
    await staff.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await staff.goto(`/staff/applications/${traveller.id}`);
    await staff.getByRole('tab', { name: 'Messages' }).click();
    await staff.getByLabel('Write to the applicant').fill('Thank you. Is your middle name Rose?');
    await staff.getByRole('button', { name: 'Send message' }).click();
    await staff.locator('.message--own').getByText('Thank you. Is your middle name Rose?').waitFor();
    await staff.locator('.message--own').getByText('ETA Assist team').waitFor();
    const { mail } = await latestLink('new_message');
    expect(mail.textBody).not.toContain('middle name');
    // Away from the thread (an open thread marks what arrives read), on the list, which refreshes itself.
    await staff.goto(`/staff/applications?q=${traveller.reference}`);
    await staff.getByRole('rowheader', { name: new RegExp(traveller.reference) }).waitFor();

    const applicant = await app.newPage({ width: 1280, height: 900 });
    await applicant.goto('/portal');
    await applicant.getByLabel('Email address').fill(EMAIL);
    await applicant.getByLabel('Last name').fill(LAST_NAME);
    await applicant.getByRole('button', { name: 'View my applications' }).click();
    await applicant.getByRole('button', { name: 'E-mail me a secure link' }).click();
    await applicant.getByText(/we have sent a secure link to that e-mail address/).waitFor();
    const { url } = await latestLink('portal_link');
    await applicant.goto(url);
    await applicant.getByText('Thank you. Is your middle name Rose?').waitFor();
    await applicant.getByLabel('Write to our team').fill('Yes, Rose is my middle name.');
    await applicant.getByRole('button', { name: 'Send message' }).click();
    await applicant.locator('.message--own').getByText('Yes, Rose is my middle name.').waitFor();
    await shot(applicant, 'portal-messages-1280');
    await applicant.setViewportSize({ width: 375, height: 812 });
    await shot(applicant, 'portal-messages-375');

    await staff.getByText('1 unread message').waitFor();
    await shot(staff, 'staff-list-unread');
    await staff.goto(`/staff/applications/${traveller.id}`);
    await staff.getByRole('tab', { name: 'Messages (1 new)' }).click();
    await staff.getByText('Yes, Rose is my middle name.').waitFor();
    await shot(staff, 'staff-messages');

    await applicant.getByRole('button', { name: 'Sign out' }).click();
    await applicant.getByRole('button', { name: 'View my applications' }).waitFor();
  });

  it('once approved, the ETA is in the portal to download, and was e-mailed as an attachment', async () => {
    const pdf = Buffer.from('%PDF-1.4\n% UK ETA for the portal journey\n%%EOF\n');
    await approveByDecisionEmail(app.core, traveller.id, pdf);
    const [approval] = await app.core.em().fork().find(EmailOutbox, { template: 'application_approved', to: EMAIL });
    expect(approval!.attachmentFileIds).toHaveLength(1);

    await app.core.em().fork().nativeDelete(PortalLink, {}); // only the link asked for below
    await fetch(`${app.baseUrl}/api/portal/link`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: EMAIL, lastName: LAST_NAME }) });
    const applicant = await app.newPage({ width: 375, height: 812 });
    await applicant.goto((await latestLink('portal_link')).url);
    const download = applicant.getByRole('link', { name: 'Download your ETA (PDF)' });
    await download.waitFor();
    await shot(applicant, 'portal-eta-375');
    const response = await applicant.request.get(`${app.baseUrl}${await download.getAttribute('href')}`);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(Buffer.from(await response.body())).toEqual(pdf);
  });
});
