import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPayload } from '@eta/api/testing';
import { Application, Client } from '@eta/core';
import { pageTitle, startE2eApp, type E2eApp } from './harness.ts';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(async () => {
  await app?.close();
});

async function draftAndCheckout(email: string, lastName = 'Doe') {
  const payload = await applyPayload(app.core, { email, lastName });
  const applied = await (await fetch(`${app.baseUrl}/api/apply`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) })).json();
  const checkout = await (
    await fetch(`${app.baseUrl}/api/checkout`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ applicationId: applied.application.id }) })
  ).json();
  return { id: applied.application.id as string, reference: applied.application.reference as string, sessionUrl: checkout.sessionUrl as string };
}

describe('sandbox payment, success page and portal', () => {
  it('pays on the test checkout page, shows the real reference, then finds it in the portal as Received', async () => {
    const { id, reference, sessionUrl } = await draftAndCheckout('traveller@example.com', 'Rossi');
    const page = await app.newPage();
    await page.goto(sessionUrl);
    await page.getByText('TEST PAYMENT').waitFor();
    await page.getByRole('button', { name: 'Pay £75.00' }).click();

    await page.waitForURL((url) => url.pathname === '/apply/success');
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    expect(await page.getByTestId('reference').textContent()).toBe(reference);
    await page.getByText('traveller@example.com').waitFor();
    expect(await pageTitle(page)).toBe('Payment received | ETA Assist');
    expect(await app.core.em().findOneOrFail(Application, { id })).toMatchObject({ status: 'RECEIVED', paymentStatus: 'PAID' });

    await page.getByRole('link', { name: 'Check My Status' }).first().click();
    await page.waitForURL((url) => url.pathname === '/portal');
    await page.getByLabel('Email address').fill('  TRAVELLER@example.com');
    await page.getByLabel('Last name').fill('rossi ');
    await page.getByRole('button', { name: 'View my applications' }).click();
    await page.getByText(reference).waitFor();
    await page.getByText('Jane Rossi').waitFor();
    const progress = page.getByRole('list', { name: `Progress of ${reference}` });
    expect(await progress.locator('.stage-timeline__step--done').allTextContents()).toEqual(['Received']);
    expect(await progress.locator('[aria-current="step"]').textContent()).toBe('In Review');
  });

  it('cancelling keeps the draft and says so', async () => {
    const { id, sessionUrl } = await draftAndCheckout('cancel@example.com');
    const page = await app.newPage({ width: 375, height: 800 });
    await page.goto(sessionUrl);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === '/apply/cancel');
    await page.getByText(/draft application is saved/i).waitFor();
    expect(await app.core.em().findOneOrFail(Application, { id })).toMatchObject({ status: 'DRAFT' });
  });

  it('the portal asks for both fields, says when nothing matches, and refuses a suspended client', async () => {
    const page = await app.newPage();
    await page.goto('/portal');
    await page.getByRole('button', { name: 'View my applications' }).click();
    await page.getByText('Please enter both email and last name').waitFor();
    await page.getByLabel('Email address').fill('nobody@example.com');
    await page.getByLabel('Last name').fill('Nobody');
    await page.getByRole('button', { name: 'View my applications' }).click();
    await page.getByText('No applications found. Please check your email and last name.').waitFor();

    await draftAndCheckout('suspended@example.com');
    await app.core.em().nativeUpdate(Client, { email: 'suspended@example.com' }, { isActive: false });
    await page.getByLabel('Email address').fill('suspended@example.com');
    await page.getByLabel('Last name').fill('Doe');
    await page.getByRole('button', { name: 'View my applications' }).click();
    await page.getByText('Unable to sign in. Please check your details and try again.').waitFor();
  });
});
