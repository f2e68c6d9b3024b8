import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Application, Client, Payment, Refund, User, cliActor, createRefund, paySandboxSession, startCheckout } from '@eta/core';
import { seedApplications } from '@eta/core/seed';
import { ADMIN, signIn, startE2eApp, type E2eApp } from './harness.ts';

const SHOTS = '/tmp/shots-refunds';
let app: E2eApp;

/** One seeded application, made a fresh unpaid draft (no payment rows). */
async function draftApplication(): Promise<string> {
  const batch = `refund${randomBytes(4).toString('hex')}`;
  await seedApplications(app.core, 1, { batch });
  const client = await app.core.em().findOneOrFail(Client, { email: { $like: `%.${batch}.1@example.com` } });
  const { id } = await app.core.em().findOneOrFail(Application, { client });
  await app.core.em().nativeUpdate(Application, { id }, { status: 'DRAFT', paymentStatus: 'UNPAID', paidAt: null });
  await app.core.em().nativeDelete(Payment, { application: id });
  return id;
}

/** A draft paid through the sandbox checkout, whose signed event walks the real webhook handler. */
async function paidThroughSandbox(): Promise<{ id: string; reference: string; paidPence: number }> {
  const id = await draftApplication();
  await startCheckout(app.core, { type: 'anonymous' }, { applicationId: id }, app.baseUrl);
  const payment = await app.core.em().findOneOrFail(Payment, { application: id });
  await paySandboxSession(app.core, payment.providerSessionId);
  const { reference } = await app.core.em().findOneOrFail(Application, { id });
  return { id, reference, paidPence: payment.amountPence };
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  app = await startE2eApp();
});
beforeEach(async () => {
  await app.resetRateLimits();
});
afterAll(async () => {
  await app?.close();
});

describe('admin refund management', () => {
  it('asks for every field, creates a refund by reference, approves it, and shows the sandbox settling it', async () => {
    const paid = await paidThroughSandbox();
    const page = await app.newPage();
    await signIn(page, ADMIN);
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Refund Management' }).click();
    await page.waitForURL((url) => url.searchParams.get('section') === 'refunds');
    await page.getByText('No pending refunds').waitFor();

    await page.getByRole('button', { name: 'Create Refund' }).click();
    await page.getByRole('alert').filter({ hasText: 'Validation Error' }).filter({ hasText: 'Please fill in all fields' }).waitFor();

    await page.getByLabel('Application ID or reference').fill(paid.reference.toLowerCase());
    const total = `£${(paid.paidPence / 100).toFixed(2)}`;
    await page.getByTestId('refundable').filter({ hasText: `paid ${total}` }).filter({ hasText: `${total} can still be refunded` }).waitFor();
    await page.getByLabel('Amount (£)').fill('25.5');
    await page.getByLabel('Reason').fill('Travel cancelled');
    await page.getByRole('button', { name: 'Create Refund' }).click();
    await page.getByText('Refund created successfully').waitFor();
    await page.getByRole('heading', { name: 'Pending Refunds (1)' }).waitFor();
    const pendingTable = page.getByRole('grid', { name: 'Pending refunds' });
    const row = pendingTable.getByRole('row').filter({ hasText: paid.reference });
    await row.getByText('£25.50').waitFor();
    await row.getByText('Travel cancelled').waitFor();
    expect(await app.core.em().findOneOrFail(Refund, { application: paid.id })).toMatchObject({ amountPence: 2550, status: 'PENDING' });

    await row.getByRole('button', { name: `Approve refund of £25.50 for ${paid.reference}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Approve this refund?' });
    await confirm.getByRole('button', { name: 'Approve refund' }).click();
    await page.getByText('Refund approved').waitFor();
    await page.getByText('No pending refunds').waitFor();
    // The sandbox answers pending, then its signed refund.updated webhook settles it; the list follows.
    const recent = page.getByRole('grid', { name: 'Recent refunds' }).getByRole('row').filter({ hasText: paid.reference });
    await recent.locator('.status-badge', { hasText: 'Succeeded' }).waitFor();
    expect((await app.core.em().findOneOrFail(Application, { id: paid.id })).paymentStatus).toBe('PARTIALLY_REFUNDED');
  });

  it('shows a refund the server refuses, and looks right at 1280 and 375 px', async () => {
    const paid = await paidThroughSandbox();
    const other = await paidThroughSandbox();
    const admin = await app.core.em().findOneOrFail(User, { email: ADMIN.email });
    const actor = { type: 'admin' as const, userId: admin.id, email: admin.email, role: 'ADMIN' as const };
    await createRefund(app.core, actor, { applicationId: other.reference, amount: 1200, reason: 'Charged twice by mistake' });
    const failed = await createRefund(app.core, cliActor('e2e'), { applicationId: other.reference, amount: 500, reason: 'Goodwill gesture' });
    await app.core.em().nativeUpdate(Refund, { id: failed.id }, { status: 'FAILED', providerStatus: 'failed', providerRefundId: 're_sandbox_failed_demo', decidedAt: new Date(), settledAt: new Date(), error: 'expired_or_canceled_card' });

    const page = await app.newPage();
    await signIn(page, ADMIN);
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.goto('/admin?section=refunds');
    await page.getByLabel('Application ID or reference').fill(paid.id);
    await page.getByLabel('Amount (£)').fill(String(paid.paidPence / 100 + 1));
    await page.getByLabel('Reason').fill('Too much');
    await page.getByRole('button', { name: 'Create Refund' }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to create refund' }).filter({ hasText: 'exceeds what can still be refunded' }).waitFor();
    await page.getByRole('grid', { name: 'Recent refunds' }).getByText('expired or canceled card').waitFor();
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await page.screenshot({ path: `${SHOTS}/refunds-1280.png`, fullPage: true });

    const narrow = await app.newPage({ width: 375, height: 800 });
    await signIn(narrow, ADMIN);
    await narrow.waitForURL((url) => url.pathname === '/admin');
    await narrow.goto('/admin?section=refunds');
    await narrow.getByRole('heading', { name: 'Pending Refunds (1)' }).waitFor();
    await narrow.getByRole('grid', { name: 'Recent refunds' }).getByText('expired or canceled card').waitFor();
    await narrow.screenshot({ path: `${SHOTS}/refunds-375.png`, fullPage: true });
    // Nothing wider than the screen.
    expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
