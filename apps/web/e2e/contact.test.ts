import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ContactMessage, EmailOutbox } from '@eta/core';
import { startE2eApp, type E2eApp } from './harness.ts';

let app: E2eApp;

beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(async () => {
  await app?.close();
});
beforeEach(async () => {
  // The form is rate limited per IP, and every browser here is 127.0.0.1.
  await app.resetRateLimits();
});

const MESSAGE = {
  name: 'Ana Silva',
  email: 'ana.silva@example.com',
  subject: 'Passport expiry',
  message: 'Can I apply with a passport that expires in seven months?',
};

async function fillForm(page: Page, values: typeof MESSAGE) {
  await page.getByLabel('Full name').fill(values.name);
  await page.getByLabel('Email address').fill(values.email);
  await page.getByLabel('Subject').fill(values.subject);
  await page.getByLabel('Message', { exact: true }).fill(values.message);
}

const fieldValues = (page: Page) =>
  Promise.all(['Full name', 'Email address', 'Subject', 'Message'].map((label) => page.getByLabel(label, { exact: true }).inputValue()));

describe('contact form', () => {
  it('sends the message, says so, clears the fields and stores it for the support inbox', async () => {
    const page = await app.newPage();
    await page.goto('/contact');
    const before = await app.core.em().count(ContactMessage);
    await fillForm(page, MESSAGE);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('button', { name: 'Sending...' }).waitFor();
    await page.getByText('Message Sent').waitFor();
    await page.getByText("We'll get back to you within 24 hours.").waitFor();
    expect(await fieldValues(page)).toEqual(['', '', '', '']);
    await page.getByRole('button', { name: 'Send Message' }).waitFor();

    expect(await app.core.em().count(ContactMessage)).toBe(before + 1);
    const stored = await app.core.em().findOneOrFail(ContactMessage, { email: MESSAGE.email });
    expect(stored).toMatchObject({ name: MESSAGE.name, subject: MESSAGE.subject, message: MESSAGE.message });
    const queued = await app.core.em().find(EmailOutbox, { template: 'contact_message' });
    expect(queued.length).toBeGreaterThan(0);
  });

  it('waits about a second before confirming', async () => {
    const page = await app.newPage();
    await page.goto('/contact');
    await fillForm(page, { ...MESSAGE, email: 'timing@example.com' });
    const started = Date.now();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent').waitFor();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('asks for every field before sending anything', async () => {
    const page = await app.newPage();
    await page.goto('/contact');
    const before = await app.core.em().count(ContactMessage);
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await page.getByText('Please fill out this field.').count()).toBe(4);
    await fillForm(page, { ...MESSAGE, email: 'not-an-email' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText(/include an '@'/).waitFor();
    expect(await page.getByRole('button', { name: 'Sending...' }).count()).toBe(0);
    expect(await app.core.em().count(ContactMessage)).toBe(before);
  });

  it('sends once the missing fields are filled in', async () => {
    const page = await app.newPage();
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Please fill out this field.').first().waitFor();
    await fillForm(page, { ...MESSAGE, email: 'second.try@example.com' });
    expect(await page.getByText('Please fill out this field.').count()).toBe(0);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent').waitFor();
  });

  it("shows the server's message and keeps the fields when the server refuses the message", async () => {
    const page = await app.newPage();
    await page.goto('/contact');
    const before = await app.core.em().count(ContactMessage);
    // The browser accepts "ana@example" as an e-mail address; the server wants a full domain.
    const refused = { ...MESSAGE, email: 'ana@example' };
    await fillForm(page, refused);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const alert = page.getByRole('alert');
    await alert.getByText('Message Not Sent').waitFor();
    await alert.getByText('Invalid email address').waitFor();
    expect(await fieldValues(page)).toEqual([refused.name, refused.email, refused.subject, refused.message]);
    expect(await app.core.em().count(ContactMessage)).toBe(before);
  });

  it('says so when too many messages were sent', async () => {
    const page = await app.newPage();
    await page.goto('/contact');
    const until = Date.now() + 60_000;
    for (let sent = 0; Date.now() < until; sent++) {
      await fillForm(page, { ...MESSAGE, email: `burst${sent}@example.com` });
      await page.getByRole('button', { name: 'Send Message' }).click();
      const outcome = await Promise.race([
        page.getByText('Message Sent').waitFor().then(() => 'sent' as const),
        page.getByRole('alert').waitFor().then(() => 'refused' as const),
      ]);
      if (outcome === 'refused') break;
      await page.getByRole('button', { name: 'Dismiss notification' }).click();
    }
    await page.getByRole('alert').getByText('Message Not Sent').waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe(MESSAGE.name);
  });
});
