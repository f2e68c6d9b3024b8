import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, signIn, startE2eApp, type E2eApp } from './harness.ts';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(async () => {
  await app?.close();
});

describe('the data table (admin staff list)', () => {
  it('moves between rows and cells with the arrow keys', async () => {
    const page = await app.newPage();
    await signIn(page, ADMIN);
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.goto('/admin?section=staff');
    const table = page.getByRole('grid', { name: 'Existing staff' });
    await table.getByRole('row').filter({ hasText: 'staff@e2e.test' }).waitFor();
    await table.getByRole('rowheader', { name: /admin@e2e\.test/ }).click();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('staff@e2e.test');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Staff');
  });

  it('says when the list cannot be loaded, and Retry loads it', async () => {
    const page = await app.newPage();
    await signIn(page, ADMIN);
    await page.waitForURL((url) => url.pathname === '/admin');
    let fail = true;
    await page.route('**/trpc/admin.staff.list**', (route) => (fail ? route.fulfill({ status: 503, contentType: 'text/plain', body: 'unavailable' }) : route.fallback()));
    await page.goto('/admin?section=staff');
    const alert = page.getByRole('grid', { name: 'Existing staff' }).getByRole('alert');
    await alert.waitFor();
    fail = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('row').filter({ hasText: 'staff@e2e.test' }).waitFor();
    expect(await page.getByRole('grid', { name: 'Existing staff' }).getAttribute('aria-busy')).not.toBe('true');
  });
});
