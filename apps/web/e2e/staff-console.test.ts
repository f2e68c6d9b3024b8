import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, STAFF, pageTitle, signIn, startE2eApp, type E2eApp } from './harness.ts';

let app: E2eApp;

beforeAll(async () => {
  app = await startE2eApp();
});
beforeEach(async () => {
  await app.resetRateLimits();
});
afterAll(async () => {
  await app?.close();
});

const pathOf = (url: URL) => url.pathname;

describe('staff sign-in', () => {
  it('sends an admin to /admin with the admin navigation', async () => {
    const page = await app.newPage();
    await signIn(page, ADMIN);
    await page.waitForURL((url) => pathOf(url) === '/admin');
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    for (const section of ['Overview', 'Performance Metrics', 'Staff Management', 'Payment Settings', 'Audit Logs']) {
      await nav.getByRole('link', { name: section }).waitFor();
    }
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Admin' }).waitFor();
    await page.getByText(ADMIN.email).waitFor();
  });

  it('sends a staff user to /staff, without the Admin link', async () => {
    const page = await app.newPage();
    await signIn(page, STAFF);
    await page.waitForURL((url) => pathOf(url) === '/staff');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Admin' }).count()).toBe(0);
  });

  it('shows the server message for a wrong password and stays on the sign-in page', async () => {
    const page = await app.newPage();
    await signIn(page, { email: ADMIN.email, password: 'not-the-password' });
    await page.locator('#sign-in-error').getByText('Invalid credentials', { exact: true }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Sign in failed' }).filter({ hasText: 'Invalid credentials' }).waitFor();
    expect(pathOf(new URL(page.url()))).toBe('/staff/signin');
  });

  it('redirects a signed-in user away from the sign-in page', async () => {
    const page = await app.newPage();
    await signIn(page, ADMIN);
    await page.waitForURL((url) => pathOf(url) === '/admin');
    await page.goto('/staff/signin');
    await page.waitForURL((url) => pathOf(url) === '/admin');
  });
});

describe('route guard', () => {
  it('sends anonymous visitors of staff pages to the sign-in page', async () => {
    const page = await app.newPage();
    await page.goto('/staff/applications');
    await page.waitForURL((url) => pathOf(url) === '/staff/signin');
    await page.getByRole('heading', { name: 'Staff sign in' }).waitFor();
  });

  it('sends staff who open /admin to /staff', async () => {
    const page = await app.newPage();
    await signIn(page, STAFF);
    await page.waitForURL((url) => pathOf(url) === '/staff');
    await page.goto('/admin');
    await page.waitForURL((url) => pathOf(url) === '/staff');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  });

  it('shows a spinner while the session is checked', async () => {
    const page = await app.newPage();
    let releaseCheck = () => {};
    const checkHeld = new Promise<void>((resolve) => {
      releaseCheck = resolve;
    });
    await page.route('**/trpc/auth.check**', async (route) => {
      await checkHeld;
      await route.continue();
    });
    await page.goto('/staff/settings');
    await page.getByRole('status', { name: 'Checking your session' }).waitFor();
    releaseCheck();
    await page.waitForURL((url) => pathOf(url) === '/staff/signin');
  });

  it('logs a failed session check and goes to the sign-in page', async () => {
    const page = await app.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    let failNextCheck = true;
    await page.route('**/trpc/auth.check**', async (route) => {
      if (!failNextCheck) return route.continue();
      failNextCheck = false;
      return route.abort('failed');
    });
    await page.goto('/staff');
    await page.waitForURL((url) => pathOf(url) === '/staff/signin');
    expect(errors.some((text) => text.includes('Session check failed'))).toBe(true);
  });
});

describe('staff pages', () => {
  it('renders every staff route for an admin, with Applications active on a detail page', async () => {
    const page = await app.newPage();
    await signIn(page, ADMIN);
    await page.waitForURL((url) => url.pathname === '/admin');
    const pages = [
      { path: '/staff', heading: 'Dashboard' },
      { path: '/staff/applications', heading: 'Applications' },
      { path: '/staff/applications/some-id', heading: 'Application not found' },
      { path: '/staff/settings', heading: 'Settings' },
      { path: '/admin?section=audit-logs', heading: 'Audit Logs' },
    ];
    for (const { path, heading } of pages) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      expect(await pageTitle(page)).toBe(path.startsWith('/admin') ? `${heading} · Admin | ETA Assist` : `${heading} | ETA Assist`);
    }
    await page.goto('/staff/applications/some-id');
    const applicationsLink = page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Applications' });
    await applicationsLink.waitFor();
    expect(await applicationsLink.getAttribute('aria-current')).toBe('page');
  });
});

describe('sign out', () => {
  it('returns to the sign-in page and keeps /staff closed afterwards', async () => {
    const page = await app.newPage();
    await signIn(page, STAFF);
    await page.waitForURL((url) => pathOf(url) === '/staff');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => pathOf(url) === '/staff/signin');
    await page.getByRole('heading', { name: 'Staff sign in' }).waitFor();
    await page.goto('/staff');
    await page.waitForURL((url) => pathOf(url) === '/staff/signin');
  });
});

describe('notifications', () => {
  it('shows one toast at a time and focuses the notification area on F8', async () => {
    const page = await app.newPage();
    await signIn(page, { email: 'nobody@e2e.test', password: 'any-password-1' });
    await page.getByRole('alert').filter({ hasText: 'Invalid credentials' }).waitFor();
    // The first toast still shows the same text: wait for the second attempt's answer, whose toast replaces it.
    const answered = page.waitForResponse((response) => response.url().includes('auth.signIn'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await answered;
    await page.getByRole('alert').filter({ hasText: 'Invalid credentials' }).waitFor();
    const region = page.getByRole('region', { name: 'Notifications (F8)' });
    expect(await region.getByRole('listitem').count()).toBe(1);

    await page.keyboard.press('F8');
    expect(await region.evaluate((element) => element === document.activeElement)).toBe(true);
    await region.getByRole('button', { name: 'Dismiss notification' }).click();
    await region.getByRole('listitem').waitFor({ state: 'detached' });
  });
});

describe('admin staff management', () => {
  it('creates a staff member, lists it and deletes it after confirmation', async () => {
    const page = await app.newPage();
    await signIn(page, ADMIN);
    await page.waitForURL((url) => pathOf(url) === '/admin');
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Staff Management' }).click();
    await page.waitForURL((url) => url.searchParams.get('section') === 'staff');
    await page.getByRole('heading', { name: 'Existing Staff (2)' }).waitFor();

    await page.getByRole('button', { name: 'Create Staff Member' }).click();
    await page.getByRole('alert').filter({ hasText: 'Validation Error' }).filter({ hasText: 'Email and password are required' }).waitFor();

    await page.getByLabel('Email').fill('new.colleague@e2e.test');
    await page.getByLabel('Password').fill('colleague-password-1');
    await page.getByRole('button', { name: 'Create Staff Member' }).click();
    await page.getByText('Staff member created successfully').waitFor();
    await page.getByRole('heading', { name: 'Existing Staff (3)' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'new.colleague@e2e.test' });
    expect(await row.locator('[role=rowheader], [role=gridcell]').allInnerTexts()).toEqual(['new.colleague@e2e.test', 'Staff', 'Yes', 'Make admin\nDeactivate\nDelete']);

    await row.getByRole('button', { name: 'Delete new.colleague@e2e.test' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this staff member?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Staff member deleted successfully').waitFor();
    await page.getByRole('heading', { name: 'Existing Staff (2)' }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'new.colleague@e2e.test' }).count()).toBe(0);
  });

  it('says why a duplicate account was refused', async () => {
    const page = await app.newPage();
    await signIn(page, ADMIN);
    await page.waitForURL((url) => pathOf(url) === '/admin');
    await page.goto('/admin?section=staff');
    await page.getByLabel('Email').fill(STAFF.email);
    await page.getByLabel('Password').fill('another-password-1');
    await page.getByRole('button', { name: 'Create Staff Member' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Failed to create staff member' })
      .filter({ hasText: 'A staff member with this email already exists' })
      .waitFor();
  });
});
