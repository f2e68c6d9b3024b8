import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Application, AuditLog, Client, RolePermission, Setting, User, cliActor, createStaff, getSetting } from '@eta/core';
import { anonymisedEmail, clientDataExportSchema } from '@eta/domain';
import { seedApplications } from '@eta/core/seed';
import { ADMIN, adminPage, openAdminSection, startE2eApp, type E2eApp } from './harness.ts';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-accounts';
const SECTIONS = [
  { id: 'staff', heading: 'Staff Management' },
  { id: 'clients', heading: 'Client Accounts' },
  { id: 'permissions', heading: 'Role Permissions' },
  { id: 'payment-settings', heading: 'Payment Settings' },
  { id: 'email-notifications', heading: 'Email Notifications' },
  { id: 'document-validation', heading: 'Document Validation' },
  { id: 'data-retention', heading: 'Data Retention' },
  { id: 'api-keys', heading: 'API Keys' },
  { id: 'audit-logs', heading: 'Audit Logs' },
] as const;

let app: E2eApp;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  app = await startE2eApp();
  await seedApplications(app.core, 300);
  await createStaff(app.core, cliActor('e2e'), { email: 'leaver@e2e.test', password: 'leaver-password-1', role: 'STAFF' });
  // Enough audit rows for more than one page, a second apart: rows created in one loop share a
  // millisecond, and the list breaks such ties by id, so "newest" would be a random one of them.
  const em = app.core.em();
  const start = Date.now() - 70_000;
  for (let i = 0; i < 70; i++) {
    em.create(AuditLog, { actorType: 'cli', actorId: 'e2e-ops', action: 'e2e.checked', details: { round: i }, ip: null, createdAt: new Date(start + i * 1000) });
  }
  await em.flush();
});
beforeEach(async () => {
  await app.resetRateLimits();
});
afterAll(async () => {
  await app?.close();
});


async function toastShows(page: Page, title: string, description?: string) {
  const notifications = page.getByRole('region', { name: /Notifications/ });
  await notifications.getByText(title, { exact: true }).waitFor();
  if (description) await notifications.getByText(description, { exact: true }).waitFor();
}

describe('User Management', () => {
  it('deactivates and reactivates a staff member', async () => {
    const page = await adminPage(app);
    await openAdminSection(page, 'staff', 'Staff Management');
    const row = page.getByRole('row', { name: /leaver@e2e\.test/ });
    await row.getByRole('button', { name: 'Deactivate leaver@e2e.test' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
    await toastShows(page, 'Staff member deactivated');
    await row.getByRole('button', { name: 'Reactivate leaver@e2e.test' }).waitFor();
    expect((await app.core.em().fork().findOneOrFail(User, { email: 'leaver@e2e.test' })).isActive).toBe(false);
    await row.getByRole('button', { name: 'Reactivate leaver@e2e.test' }).click();
    await toastShows(page, 'Staff member reactivated');
    await row.getByRole('button', { name: 'Deactivate leaver@e2e.test' }).waitFor();
    // No controls on your own row: you cannot deactivate, demote or delete yourself.
    await expect(page.getByRole('button', { name: `Deactivate ${ADMIN.email}` }).count()).resolves.toBe(0);
  });

  it('searches clients, pages through them, and suspends one', async () => {
    const page = await adminPage(app);
    await openAdminSection(page, 'clients', 'Client Accounts');
    const total = await app.core.em().count(Client);
    await page.getByRole('heading', { name: `All Clients (${total})` }).waitFor();
    const table = page.getByRole('grid', { name: 'Clients' });
    await table.getByRole('row').nth(25).waitFor();
    const firstEmail = await table.getByRole('rowheader').first().textContent();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2').waitFor();
    await expect.poll(() => table.getByRole('rowheader').first().textContent()).not.toBe(firstEmail);

    const target = await app.core.em().findOneOrFail(Client, { isActive: true }, { orderBy: { email: 'desc' } });
    await page.getByRole('searchbox', { name: 'Search by email' }).fill(target.email);
    await page.getByRole('heading', { name: 'All Clients (1)' }).waitFor();
    await table.getByRole('button', { name: `Suspend ${target.email}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Suspend' }).click();
    await toastShows(page, 'Client status updated');
    await table.getByText('Inactive', { exact: true }).waitFor();
    expect((await app.core.em().fork().findOneOrFail(Client, { id: target.id })).isActive).toBe(false);

    await page.getByRole('searchbox', { name: 'Search by email' }).fill('nobody-here@nowhere.test');
    await page.getByText('No clients found').waitFor();
  });

  it('exports a client’s data as a JSON file, then erases it after a confirmation that says it cannot be undone', async () => {
    const page = await adminPage(app);
    await openAdminSection(page, 'clients', 'Client Accounts');
    const target = await app.core.em().fork().findOneOrFail(Client, { isActive: true }, { orderBy: { email: 'asc' } });
    await page.getByRole('searchbox', { name: 'Search by email' }).fill(target.email);
    await page.getByRole('heading', { name: 'All Clients (1)' }).waitFor();
    const table = page.getByRole('grid', { name: 'Clients' });

    const [download] = await Promise.all([page.waitForEvent('download'), table.getByRole('button', { name: `Export data of ${target.email}` }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^client-data-${target.id}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    const exported = clientDataExportSchema.parse(JSON.parse(await readFile(await download.path(), 'utf8')));
    expect(exported.client.email).toBe(target.email);
    expect(exported.applications).toHaveLength(1);
    expect(exported.applications[0]!.answers.personal).toMatchObject({ firstName: expect.any(String), lastName: expect.any(String) });
    await toastShows(page, 'Client data exported');

    await table.getByRole('button', { name: `Erase personal data of ${target.email}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('heading', { name: 'Erase this client’s personal data?' }).waitFor();
    await dialog.getByText('This cannot be undone.').waitFor();
    await page.screenshot({ path: `${SHOTS}/clients-erase-dialog.png` });
    await dialog.getByRole('button', { name: 'Erase permanently' }).click();
    await toastShows(page, 'Personal data erased', `1 application anonymised; the account is now ${anonymisedEmail(target.id)}.`);
    await page.getByText('No clients found').waitFor();

    const erased = await app.core.em().fork().findOneOrFail(Client, { id: target.id });
    expect(erased.email).toBe(anonymisedEmail(target.id));
    const application = await app.core.em().fork().findOneOrFail(Application, { client: target.id });
    expect(application).toMatchObject({ anonymisedAt: expect.any(Date), passportNumberLast4: null, travel: {} });
    expect(await app.core.em().fork().count(AuditLog, { action: { $in: ['client.data_exported', 'client.data_erased'] }, actorType: 'admin' })).toBe(2);

    // The erased account is listed as such, with only its export left.
    await page.getByRole('searchbox', { name: 'Search by email' }).fill(anonymisedEmail(target.id));
    await page.getByRole('heading', { name: 'All Clients (1)' }).waitFor();
    await table.getByText('Erased', { exact: true }).waitFor();
    expect(await table.getByRole('button', { name: /^Erase personal data/ }).count()).toBe(0);
    await table.getByRole('button', { name: `Export data of ${anonymisedEmail(target.id)}` }).waitFor();
    await page.screenshot({ path: `${SHOTS}/clients-erased.png`, fullPage: true });
  });

  it('saves the Staff role’s permissions', async () => {
    const page = await adminPage(app);
    await openAdminSection(page, 'permissions', 'Role Permissions');
    const viewFinancials = page.getByRole('switch', { name: /View financials/ });
    await viewFinancials.waitFor();
    expect(await viewFinancials.isChecked()).toBe(false);
    await page.locator('label.switch', { hasText: 'View financials' }).click();
    await page.getByRole('button', { name: 'Save Permissions' }).click();
    await toastShows(page, 'Permissions updated successfully');
    expect(await app.core.em().fork().count(RolePermission, { role: 'STAFF', permission: 'view_financials' })).toBe(1);

    // The Admin role always keeps manage_users.
    await page.getByRole('button', { name: /Role$/ }).click();
    await page.getByRole('option', { name: 'Admin' }).click();
    const manageUsers = page.getByRole('switch', { name: /Manage users/ });
    await manageUsers.waitFor();
    expect(await manageUsers.isDisabled()).toBe(true);
    expect(await manageUsers.isChecked()).toBe(true);
  });
});

describe('Settings', () => {
  it('refuses an invalid fee, then saves a new one in pounds', async () => {
    const page = await adminPage(app);
    await openAdminSection(page, 'payment-settings', 'Payment Settings');
    await page.getByText('£75.00', { exact: true }).waitFor();
    const fee = page.getByLabel('New application fee (£)');
    await fee.fill('-5');
    await page.getByRole('button', { name: 'Update fee' }).click();
    await toastShows(page, 'Invalid fee', 'Please enter a valid amount');
    expect(await getSetting(app.core.em().fork(), 'applicationFee')).toBe(7500);

    await fee.fill('89.999');
    await page.getByRole('button', { name: 'Update fee' }).click();
    await toastShows(page, 'Settings updated successfully');
    await page.getByText('£90.00', { exact: true }).waitFor();
    expect(await getSetting(app.core.em().fork(), 'applicationFee')).toBe(9000);

    await page.getByLabel('New internal cost per application (£)').fill('abc');
    await page.getByRole('button', { name: 'Update cost' }).click();
    await toastShows(page, 'Invalid cost', 'Please enter a valid amount');
  });

  it('saves the e-mail settings', async () => {
    const page = await adminPage(app);
    await openAdminSection(page, 'email-notifications', 'Email Notifications');
    const statusUpdate = page.getByRole('switch', { name: /Status update/ });
    await statusUpdate.waitFor();
    expect(await page.getByRole('switch').evaluateAll((switches) => switches.map((s) => (s as HTMLInputElement).checked))).toEqual(Array(7).fill(true));
    await page.locator('label.switch', { hasText: 'Status update' }).click();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toastShows(page, 'Email settings updated');
    expect(await getSetting(app.core.em().fork(), 'emailSettings')).toMatchObject({ enabled: true, statusUpdate: false, approvalNotification: true });
  });

  it('saves the validation settings, refusing a confidence over 100', async () => {
    const page = await adminPage(app);
    await openAdminSection(page, 'document-validation', 'Document Validation');
    const confidence = page.getByLabel('Minimum photo confidence (0–100)');
    await confidence.fill('150');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toastShows(page, 'Validation Error', 'Minimum photo confidence must be from 0 to 100');
    await confidence.fill('80');
    await page.locator('label.switch', { hasText: 'Read passports automatically' }).click();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toastShows(page, 'Validation settings updated');
    expect(await getSetting(app.core.em().fork(), 'validationSettings')).toEqual({
      ocrEnabled: false,
      photoValidationEnabled: true,
      minPhotoConfidence: 80,
      requirePassportScan: true,
      allowedDocumentTypes: ['passport', 'national_id'],
    });
    await page.getByText('National ID card').waitFor();
  });

  it('refuses a retention period outside 1 to 20 years, then saves a new one', async () => {
    const page = await adminPage(app);
    await openAdminSection(page, 'data-retention', 'Data Retention');
    await page.getByText('7 years', { exact: true }).waitFor();
    const period = page.getByLabel('New retention period (years, 1–20)');
    await period.fill('21');
    await page.getByRole('button', { name: 'Update retention period' }).click();
    await toastShows(page, 'Invalid retention period', 'The retention period must be a whole number of years from 1 to 20');
    await page.getByText('The retention period must be a whole number of years from 1 to 20', { exact: true }).first().waitFor();
    expect(await getSetting(app.core.em().fork(), 'retentionYears')).toBe(7);
    await period.fill('10');
    await page.getByRole('button', { name: 'Update retention period' }).click();
    await toastShows(page, 'Retention period updated');
    await page.getByText('10 years', { exact: true }).waitFor();
    expect(await getSetting(app.core.em().fork(), 'retentionYears')).toBe(10);
    await page.screenshot({ path: `${SHOTS}/data-retention-saved.png`, fullPage: true });
  });

  it('lists the integrations without any value', async () => {
    const page = await adminPage(app);
    await openAdminSection(page, 'api-keys', 'API Keys');
    await page.getByRole('heading', { name: 'Card payments' }).waitFor();
    await page.getByText('In use instead: Local sandbox checkout', { exact: false }).waitFor();
    await page.getByText('STRIPE_SECRET_KEY').waitFor();
    expect(await app.core.em().count(Setting)).toBeGreaterThan(0);
  });
});

describe('System', () => {
  it('filters the audit logs and loads more', async () => {
    const page = await adminPage(app);
    await openAdminSection(page, 'audit-logs', 'Audit Logs');
    await page.getByRole('heading', { name: /^Audit Logs \(\d+\)$/ }).waitFor();
    await page.getByLabel('User ID or email').fill('e2e-ops');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByRole('heading', { name: 'Audit Logs (70)' }).waitFor();
    const table = page.getByRole('grid', { name: 'Audit logs' });
    await page.getByText('Showing 50 of 70').waitFor();
    await table.getByText('round: 69').first().waitFor();
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.getByText('Showing 70 of 70').waitFor();
    await table.getByText('round: 0', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);

    await page.getByLabel('User ID or email').fill(ADMIN.email);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await table.getByText(/permissions\.updated|staff\.deactivated/).first().waitFor();

    await page.getByLabel('User ID or email').fill('nobody-at-all');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByText('No logs found').waitFor();
  });

  it.each([1280, 375])('saves screenshots of each section at %i px, none wider than the screen', async (width) => {
    const page = await adminPage(app, { width, height: 900 });
    for (const section of SECTIONS) {
      await openAdminSection(page, section.id, section.heading);
      await page.locator('.spinner').first().waitFor({ state: 'detached' });
      await page.screenshot({ path: `${SHOTS}/${section.id}-${width}.png`, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${section.id} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
    }
  }, 120_000);
});
