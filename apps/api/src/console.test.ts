import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  Activity,
  Application,
  AuditLog,
  AutomationRun,
  EmailOutbox,
  Session,
  captureInboundEmail,
  createCore,
  ensureFirstAdmin,
  createStaff,
  cliActor,
  fileStore,
  storeFile,
  type Core,
} from '@eta/core';
import { createTestCore, withoutPermissions } from '@eta/core/testing';
import { seedApplications } from '@eta/core/seed';
import { staffApplicationListSchema, staffApplicationSchema, verificationCodeSchema, type Permission } from '@eta/domain';
import { createServer, type Server } from './server.ts';
import { applyPayload } from './testing/index.ts';

let core: Core;
let server: Server;
let admin: string;
let staff: string;
const PASSWORD = 'a-long-staff-password';

async function signIn(email: string, password = PASSWORD): Promise<string> {
  const res = await server.app.inject({ method: 'POST', url: '/api/staff/signin', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return String(res.headers['set-cookie']).split(';')[0]!;
}

const call = (cookie: string | null, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) =>
  server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...(cookie ? { cookie } : {}), ...headers } });

/** A paid application, as the payment webhook leaves it: RECEIVED and PAID. */
async function paidApplication(overrides: Parameters<typeof applyPayload>[1] = {}): Promise<{ id: string; reference: string }> {
  const applied = await server.app.inject({ method: 'POST', url: '/api/apply', payload: await applyPayload(core, overrides) });
  const { id, reference } = applied.json().application as { id: string; reference: string };
  await core.em().nativeUpdate(Application, { id }, { status: 'RECEIVED', paymentStatus: 'PAID', paidAt: new Date() });
  return { id, reference };
}

const withoutStaffPermissions = (permissions: Permission[], work: () => Promise<void>) => withoutPermissions(core, 'STAFF', permissions, work);

beforeAll(async () => {
  core = await createTestCore();
  server = await createServer(core, { webDist: null });
  await ensureFirstAdmin(core, { email: 'admin@agency.test', password: PASSWORD });
  await createStaff(core, cliActor('test'), { email: 'staff@agency.test', password: PASSWORD, role: 'STAFF', firstName: 'Sam', lastName: 'Staff' });
  admin = await signIn('admin@agency.test');
  staff = await signIn('staff@agency.test');
});
afterAll(async () => {
  await server.stop();
  await core.close();
});

describe('every staff call', () => {
  const anyId = '00000000-0000-4000-8000-000000000000';
  const calls: [string, string, object?][] = [
    ['GET', '/api/staff/stats'],
    ['GET', '/api/staff/applications-over-time'],
    ['GET', '/api/staff/recent-activities'],
    ['GET', '/api/staff/automation-queue'],
    ['GET', '/api/staff/applications'],
    ['GET', `/api/staff/applications/${anyId}`],
    ['GET', `/api/staff/applications/${anyId}/activities`],
    ['GET', `/api/staff/applications/${anyId}/screenshots`],
    ['POST', `/api/staff/applications/${anyId}/reveal-passport`],
    ['PATCH', `/api/staff/applications/${anyId}/status`, { status: 'IN_REVIEW' }],
    ['POST', '/api/staff/automate-submission', { applicationId: anyId, password: 'x' }],
    ['GET', '/api/staff/verification-codes'],
    ['GET', '/api/staff/verification-codes/eligible-applications'],
    ['POST', '/api/staff/verification-codes/submit', { applicationId: anyId, code: '123456' }],
    ['PATCH', `/api/staff/verification-codes/${anyId}/mark-used`],
    ['GET', '/api/staff/settings'],
    ['PUT', '/api/staff/settings/profile', { firstName: 'A', lastName: 'B', email: 'a@b.test' }],
    ['PUT', '/api/staff/settings/notifications', { emailNotifications: true, desktopNotifications: true }],
    ['POST', '/api/staff/settings/password', { currentPassword: 'x', newPassword: 'y'.repeat(12), confirmPassword: 'y'.repeat(12) }],
  ];

  it('refuses anonymous callers with 401', async () => {
    for (const [method, url, payload] of calls) {
      const res = await call(null, method as 'GET', url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('refuses staff whose role lacks the permission with 403, and lets them in once granted', async () => {
    await withoutStaffPermissions(['view_applications'], async () => {
      for (const [method, url] of calls.filter(([m, u]) => m === 'GET' && !u.includes('settings'))) {
        const res = await call(staff, method as 'GET', url);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    });
    expect((await call(staff, 'GET', '/api/staff/stats')).statusCode).toBe(200);
  });
});

describe('the applications list', () => {
  beforeAll(async () => {
    await seedApplications(core, 120, { batch: 'list' });
    await paidApplication({ email: 'findme@example.com', lastName: 'Zwicky' });
  });

  const list = async (query = '', cookie = staff) => {
    const res = await call(cookie, 'GET', `/api/staff/applications${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return staffApplicationListSchema.parse(res.json());
  };

  it('shows submitted applications, newest first, with the passport masked to its last 4', async () => {
    const page = await list();
    expect(page.applications).toHaveLength(25);
    expect(page.applications.every((a) => a.status !== 'DRAFT')).toBe(true);
    expect(page.applications[0]!.personal.lastName).toBe('Zwicky');
    expect(page.applications[0]!.passport.number).toBe('•••• 4567');
    expect(JSON.stringify(page)).not.toContain('AB1234567');
    const dates = page.applications.map((a) => a.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('searches by reference, name, e-mail and the last 4 of the passport', async () => {
    const [first] = (await list()).applications;
    expect((await list(`?search=${first!.reference}`)).applications.map((a) => a.id)).toEqual([first!.id]);
    expect((await list('?search=zwick')).applications.map((a) => a.personal.lastName)).toEqual(['Zwicky']);
    expect((await list('?search=FINDME@example')).applications.map((a) => a.personal.lastName)).toEqual(['Zwicky']);
    expect((await list('?search=4567')).applications.some((a) => a.personal.lastName === 'Zwicky')).toBe(true);
    expect((await list('?search=nobody-matches-this')).applications).toEqual([]);
  });

  it('filters by status; "all" is ignored; drafts only when asked for', async () => {
    const inReview = await list('?status=IN_REVIEW&limit=100');
    expect(inReview.total).toBeGreaterThan(0);
    expect(inReview.applications.every((a) => a.status === 'IN_REVIEW')).toBe(true);
    expect((await list('?status=all')).total).toBe((await list()).total);
    expect((await list('?status=DRAFT&limit=100')).applications.every((a) => a.status === 'DRAFT')).toBe(true);
  });

  it('pages by keyset on every sort without repeating or skipping a row', async () => {
    for (const sort of ['createdAt', 'reference', 'applicant', 'status', 'paymentStatus']) {
      for (const direction of ['asc', 'desc']) {
        const seen: string[] = [];
        const pageAfter = (after: string | null) => list(`?sort=${sort}&direction=${direction}&limit=40${after ? `&after=${after}` : ''}`);
        let page = await pageAfter(null);
        seen.push(...page.applications.map((a) => a.id));
        while (page.nextCursor) {
          page = await pageAfter(page.nextCursor);
          seen.push(...page.applications.map((a) => a.id));
        }
        expect(new Set(seen).size, `${sort} ${direction}`).toBe(seen.length);
        expect(seen.length, `${sort} ${direction}`).toBe(page.total);
      }
    }
  });

  it('shows which applications lack a document', async () => {
    const page = await list('?limit=100');
    expect(page.applications.some((a) => a.missingDocuments.includes('photo'))).toBe(true);
  });

  it('answers 304 to If-None-Match until an application changes', async () => {
    const first = await call(staff, 'GET', '/api/staff/applications?status=RECEIVED');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await call(staff, 'GET', '/api/staff/applications?status=RECEIVED', undefined, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const { id } = await paidApplication({ email: 'changed@example.com' });
    await call(staff, 'PATCH', `/api/staff/applications/${id}/status`, { status: 'IN_REVIEW' });
    expect((await call(staff, 'GET', '/api/staff/applications?status=RECEIVED', undefined, { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('refuses a bad cursor or filter with 400', async () => {
    expect((await call(staff, 'GET', '/api/staff/applications?after=not-a-cursor')).statusCode).toBe(400);
    expect((await call(staff, 'GET', '/api/staff/applications?status=LOST')).statusCode).toBe(400);
    expect((await call(staff, 'GET', '/api/staff/applications?limit=1000')).statusCode).toBe(400);
  });
});

describe('one application', () => {
  it('shows every answer with the passport masked, and documents through signed links that expire', async () => {
    const { id, reference } = await paidApplication({ email: 'detail@example.com' });
    const em = core.em();
    const scan = await storeFile(em, fileStore(core), { kind: 'passport_scan', bytes: Buffer.from('fake-png-bytes'), contentType: 'image/png' });
    scan.application = em.getReference(Application, id);
    await em.flush();
    const res = await call(staff, 'GET', `/api/staff/applications/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const application = staffApplicationSchema.parse(res.json().application);
    expect(application.reference).toBe(reference);
    expect(application.formData.passportDetails.passportNumber).toBe('•••• 4567');
    expect(application.formData.travelDetails.ukAddress).toContain('221B Baker Street');
    expect(application.canRevealPassport).toBe(true);
    expect(res.body).not.toContain('AB1234567');
    const document = application.documents.find((d) => d.id === scan.id)!;
    const file = await server.app.inject(document.url);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('fake-png-bytes');
    expect((await server.app.inject(document.url.replace(/signature=[^&]+/, 'signature=forged'))).statusCode).toBe(403);
    expect((await server.app.inject(document.url.replace(/expires=\d+/, 'expires=1000'))).statusCode).toBe(403);
  });

  it('reveals the passport number only to those allowed, auditing each reveal', async () => {
    const { id } = await paidApplication({ email: 'reveal@example.com' });
    const res = await call(staff, 'POST', `/api/staff/applications/${id}/reveal-passport`);
    expect(res.json()).toEqual({ passportNumber: 'AB1234567' });
    expect(await core.em().count(AuditLog, { action: 'application.passport_revealed', details: { applicationId: id } })).toBe(1);
    await withoutStaffPermissions(['edit_applications'], async () => {
      expect((await call(staff, 'POST', `/api/staff/applications/${id}/reveal-passport`)).statusCode).toBe(403);
      expect(staffApplicationSchema.parse((await call(staff, 'GET', `/api/staff/applications/${id}`)).json().application).canRevealPassport).toBe(false);
    });
  });

  it('changes status with activity, audit and the portal following; refuses an unpaid draft and a stale version', async () => {
    const { id } = await paidApplication({ email: 'status.change@example.com', lastName: 'Portalson' });
    const before = staffApplicationSchema.parse((await call(staff, 'GET', `/api/staff/applications/${id}`)).json().application);
    const changed = await call(staff, 'PATCH', `/api/staff/applications/${id}/status`, { status: 'IN_REVIEW', expectedVersion: before.version });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id, status: 'IN_REVIEW', version: before.version + 1 });
    const stale = await call(staff, 'PATCH', `/api/staff/applications/${id}/status`, { status: 'SUBMITTED_TO_UK', expectedVersion: before.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('VERSION_CONFLICT');
    const activities = (await call(staff, 'GET', `/api/staff/applications/${id}/activities`)).json().activities as { description: string; actor: string }[];
    expect(activities[0]).toMatchObject({ description: 'Status changed from Received to In Review', actor: 'staff@agency.test' });
    expect(await core.em().count(AuditLog, { action: 'application.status_changed', details: { applicationId: id } })).toBe(1);
    const portal = await server.app.inject('/api/portal/applications?email=status.change@example.com&lastName=Portalson');
    expect(portal.json().applications[0].status).toBe('IN_REVIEW');

    const draft = (await server.app.inject({ method: 'POST', url: '/api/apply', payload: await applyPayload(core, { email: 'unpaid@example.com' }) })).json().application;
    const refused = await call(staff, 'PATCH', `/api/staff/applications/${draft.id}/status`, { status: 'IN_REVIEW' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NOT_PAID', error: 'This application has not been paid yet. It stays a draft until the payment arrives.' });
  });

  it('needs approve_applications for APPROVED and reject_applications for REFUSED', async () => {
    const { id } = await paidApplication({ email: 'perm@example.com' });
    await withoutStaffPermissions(['approve_applications', 'reject_applications'], async () => {
      expect((await call(staff, 'PATCH', `/api/staff/applications/${id}/status`, { status: 'APPROVED' })).statusCode).toBe(403);
      expect((await call(staff, 'PATCH', `/api/staff/applications/${id}/status`, { status: 'REFUSED' })).statusCode).toBe(403);
      expect((await call(admin, 'PATCH', `/api/staff/applications/${id}/status`, { status: 'APPROVED' })).statusCode).toBe(200);
    });
  });

  it('e-mails staff who worked on an application when someone else changes it, unless they turned that off', async () => {
    const { id } = await paidApplication({ email: 'notify@example.com' });
    const mailsToStaff = () => core.em().count(EmailOutbox, { application: id, template: 'staff_status_change', to: 'staff@agency.test' });
    await call(staff, 'PATCH', `/api/staff/applications/${id}/status`, { status: 'IN_REVIEW' });
    expect(await mailsToStaff()).toBe(0);
    await call(admin, 'PATCH', `/api/staff/applications/${id}/status`, { status: 'SUBMITTED_TO_UK' });
    expect(await mailsToStaff()).toBe(1);
    const mail = await core.em().findOneOrFail(EmailOutbox, { application: id, template: 'staff_status_change' });
    expect(mail.textBody).toContain('Status changed from In Review to Submitted to UK by admin@agency.test');
    await call(staff, 'PUT', '/api/staff/settings/notifications', { emailNotifications: false, desktopNotifications: true });
    await call(admin, 'PATCH', `/api/staff/applications/${id}/status`, { status: 'DECISION_PENDING' });
    expect(await mailsToStaff()).toBe(1);
    await call(staff, 'PUT', '/api/staff/settings/notifications', { emailNotifications: true, desktopNotifications: true });
  });

  it('has no screenshots before automation runs', async () => {
    const { id } = await paidApplication({ email: 'shots@example.com' });
    expect((await call(staff, 'GET', `/api/staff/applications/${id}/screenshots`)).json()).toEqual({ presignedUrls: [] });
  });
});

describe('verification codes', () => {
  it('records a typed code (non-digits stripped), lists it, marks it used once', async () => {
    const { id, reference } = await paidApplication({ email: 'code@example.com' });
    const eligible = (await call(staff, 'GET', '/api/staff/verification-codes/eligible-applications')).json().applications as { id: string }[];
    expect(eligible.some((a) => a.id === id)).toBe(true);
    const submitted = await call(staff, 'POST', '/api/staff/verification-codes/submit', { applicationId: id, code: '12 34-56', staffId: 'ignored' });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const code = verificationCodeSchema.parse(submitted.json());
    expect(code).toMatchObject({ code: '123456', applicationReference: reference, source: 'MANUAL', isUsed: false });
    expect(new Date(code.expiresAt).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    const listed = (await call(staff, 'GET', '/api/staff/verification-codes')).json().codes as { id: string }[];
    expect(listed.map((c) => c.id)).toContain(code.id);
    const again = await call(staff, 'POST', '/api/staff/verification-codes/submit', { applicationId: id, code: '654321' });
    expect(again.json().code).toBe('CODE_NOT_ALLOWED');
    expect((await call(staff, 'PATCH', `/api/staff/verification-codes/${code.id}/mark-used`)).json().isUsed).toBe(true);
    expect((await call(staff, 'PATCH', `/api/staff/verification-codes/${code.id}/mark-used`)).json().code).toBe('CODE_NOT_ACTIVE');
    expect(((await call(staff, 'GET', '/api/staff/verification-codes')).json().codes as { id: string }[]).map((c) => c.id)).not.toContain(code.id);
  });

  it('refuses anything but 6 digits with the spec message, and statuses outside the rule', async () => {
    const { id } = await paidApplication({ email: 'badcode@example.com' });
    const bad = await call(staff, 'POST', '/api/staff/verification-codes/submit', { applicationId: id, code: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Invalid Code: Please enter a valid 6-digit code.');
    await call(staff, 'PATCH', `/api/staff/applications/${id}/status`, { status: 'APPROVED' });
    expect((await call(staff, 'POST', '/api/staff/verification-codes/submit', { applicationId: id, code: '123456' })).json().code).toBe('CODE_NOT_ALLOWED');
  });
});

describe('automated submission', () => {
  it('asks for the password again, queues once with a position, and is refused for a draft', async () => {
    const { id } = await paidApplication({ email: 'auto@example.com' });
    expect((await call(staff, 'POST', '/api/staff/automate-submission', { applicationId: id, password: '' })).json().error).toBe(
      'Password Required: Please enter your password to authenticate',
    );
    expect((await call(staff, 'POST', '/api/staff/automate-submission', { applicationId: id, password: 'wrong-password' })).json().code).toBe('WRONG_PASSWORD');
    const queued = await call(staff, 'POST', '/api/staff/automate-submission', { applicationId: id, password: PASSWORD });
    expect(queued.statusCode, queued.body).toBe(201);
    expect(queued.json()).toMatchObject({ position: 1 });
    expect(await core.em().count(AutomationRun, { application: id, status: 'queued', headless: true })).toBe(1);
    expect((await call(staff, 'POST', '/api/staff/automate-submission', { applicationId: id, password: PASSWORD })).json().code).toBe('ALREADY_QUEUED');
    const queue = (await call(staff, 'GET', '/api/staff/automation-queue')).json().items as { applicationId: string; status: string }[];
    expect(queue).toContainEqual(expect.objectContaining({ applicationId: id, status: 'queued' }));
  });
});

describe('the dashboard', () => {
  it('counts, charts and lists recent activity', async () => {
    const stats = (await call(staff, 'GET', '/api/staff/stats')).json();
    expect(stats.total).toBe(await core.em().count(Application, { status: { $ne: 'DRAFT' } }));
    expect(stats.inReview).toBe(await core.em().count(Application, { status: 'IN_REVIEW' }));
    const { days } = (await call(staff, 'GET', '/api/staff/applications-over-time')).json() as { days: { date: string; created: number; paid: number }[] };
    expect(days).toHaveLength(30);
    expect(days.at(-1)!.date).toBe(new Date().toISOString().slice(0, 10));
    expect(days.reduce((sum, d) => sum + d.created, 0)).toBeGreaterThan(0);
    const { activities } = (await call(staff, 'GET', '/api/staff/recent-activities')).json() as { activities: { description: string; actor: string; createdAt: string }[] };
    expect(activities.length).toBeGreaterThan(0);
    expect(activities[0]).toEqual(expect.objectContaining({ description: expect.any(String), actor: expect.any(String), createdAt: expect.any(String) }));
  });
});

describe('own settings', () => {
  it('stores the profile and preferences, and changes the password ending other sessions', async () => {
    await createStaff(core, cliActor('test'), { email: 'settings@agency.test', password: PASSWORD });
    const mine = await signIn('settings@agency.test');
    const other = await signIn('settings@agency.test');
    const profile = await call(mine, 'PUT', '/api/staff/settings/profile', { firstName: 'Ada', lastName: 'Lovelace', email: 'settings@agency.test' });
    expect(profile.json().profile).toEqual({ firstName: 'Ada', lastName: 'Lovelace', email: 'settings@agency.test' });
    const taken = await call(mine, 'PUT', '/api/staff/settings/profile', { firstName: 'Ada', lastName: 'L', email: 'admin@agency.test' });
    expect(taken.json().code).toBe('EMAIL_TAKEN');
    await call(mine, 'PUT', '/api/staff/settings/notifications', { emailNotifications: false, desktopNotifications: true });
    expect((await call(mine, 'GET', '/api/staff/settings')).json().preferences).toEqual({ emailNotifications: false, desktopNotifications: true });

    const wrong = await call(mine, 'POST', '/api/staff/settings/password', { currentPassword: 'nope', newPassword: 'a-brand-new-password', confirmPassword: 'a-brand-new-password' });
    expect(wrong.statusCode).toBe(400);
    const mismatch = await call(mine, 'POST', '/api/staff/settings/password', { currentPassword: PASSWORD, newPassword: 'a-brand-new-password', confirmPassword: 'different' });
    expect(mismatch.json().error).toBe('The new passwords do not match');
    const changed = await call(mine, 'POST', '/api/staff/settings/password', { currentPassword: PASSWORD, newPassword: 'a-brand-new-password', confirmPassword: 'a-brand-new-password' });
    expect(changed.json()).toEqual({ success: true, endedSessions: 1 });
    expect((await call(other, 'GET', '/api/staff/settings')).statusCode).toBe(401);
    expect((await call(mine, 'GET', '/api/staff/settings')).statusCode).toBe(200);
    await signIn('settings@agency.test', 'a-brand-new-password');
    expect(await core.em().count(Session, {})).toBeGreaterThan(0);
  });
});

describe('live events across API instances', () => {
  it('a code captured through one instance reaches a console connected to another', async () => {
    const second = await createCore(core.config, { databaseUrl: core.databaseUrl, migrate: false, poolSize: 2 });
    const otherServer = await createServer(second, { webDist: null });
    const url = await otherServer.start(0, '127.0.0.1');
    try {
      const socket = new WebSocket(`${url.replace('http', 'ws')}/ws`, { headers: { cookie: staff } });
      const messages: { type: string; data: Record<string, unknown> }[] = [];
      socket.on('message', (raw) => messages.push(JSON.parse(String(raw))));
      await new Promise((resolve) => socket.once('open', resolve));
      const { id, reference } = await paidApplication({ email: 'fanout@example.com' });
      const application = await core.em().findOneOrFail(Application, { id });
      await captureInboundEmail(core, { recipient: application.internalEmail, mailFrom: 'gov@example.test', subject: 'Your code', text: 'Your verification code is 246810', raw: '...' });
      await call(staff, 'PATCH', `/api/staff/applications/${id}/status`, { status: 'IN_REVIEW' });
      await expect.poll(() => messages.map((m) => m.type)).toEqual(expect.arrayContaining(['new_verification_code', 'application_updated']));
      expect(messages.find((m) => m.type === 'new_verification_code')!.data).toMatchObject({ applicationReference: reference, code: '246810', applicantName: 'Jane Doe' });
      socket.close();
    } finally {
      await otherServer.stop();
      await second.close();
    }
    expect(await core.em().count(Activity, { description: 'Verification code received by e-mail' })).toBe(1);
  });
});
