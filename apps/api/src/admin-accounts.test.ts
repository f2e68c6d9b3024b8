import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Application,
  AuditLog,
  AutomationRun,
  Client,
  EmailOutbox,
  Payment,
  RolePermission,
  Setting,
  User,
  anonymous,
  cliActor,
  createStaff,
  ensureFirstAdmin,
  validatePassport,
  validatePhoto,
  type Core,
} from '@eta/core';
import { createTestCore, withoutPermissions } from '@eta/core/testing';
import { seedApplications } from '@eta/core/seed';
import { portraitSpecimen } from '@eta/core/specimens';
import {
  DEFAULT_EMAIL_SETTINGS,
  DEFAULT_VALIDATION_SETTINGS,
  PERMISSIONS,
  UNABLE_TO_SIGN_IN,
  adminSettingsSchema,
  auditLogPageSchema,
  anonymisedEmail,
  clientDataErasedSchema,
  clientDataExportSchema,
  clientListSchema,
  clientSchema,
  emailSettingsSchema,
  integrationsSchema,
  rolePermissionsSchema,
  staffMemberSchema,
  validationSettingsSchema,
  type Permission,
  type StaffRole,
} from '@eta/domain';
import type { z } from 'zod';
import { createServer, type Server } from './server.ts';
import { applyPayload } from './testing/index.ts';

let core: Core;
let server: Server;
let admin: string;
let staff: string;
let adminId: string;
const PASSWORD = 'a-long-staff-password';
const anyId = '00000000-0000-4000-8000-000000000000';

async function signIn(email: string, password = PASSWORD): Promise<string> {
  await core.em().getConnection().execute('delete from rate_limit');
  const res = await server.app.inject({ method: 'POST', url: '/api/staff/signin', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return String(res.headers['set-cookie']).split(';')[0]!;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (cookie: string | null, method: Method, url: string, payload?: object) =>
  server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });

const withoutRolePermissions = (role: StaffRole, permissions: Permission[], work: () => Promise<void>) => withoutPermissions(core, role, permissions, work);

const auditCount = () => core.em().fork().count(AuditLog);

/** A paid application, as the payment webhook leaves it: RECEIVED and PAID. */
async function application(overrides: Parameters<typeof applyPayload>[1] = {}, paid = true): Promise<{ id: string; reference: string }> {
  const applied = await server.app.inject({ method: 'POST', url: '/api/apply', payload: await applyPayload(core, overrides) });
  expect(applied.statusCode, applied.body).toBe(201);
  const { id, reference } = applied.json().application as { id: string; reference: string };
  if (paid) await core.em().nativeUpdate(Application, { id }, { status: 'RECEIVED', paymentStatus: 'PAID', paidAt: new Date() });
  return { id, reference };
}

beforeAll(async () => {
  core = await createTestCore();
  server = await createServer(core, { webDist: null });
  await ensureFirstAdmin(core, { email: 'admin@agency.test', password: PASSWORD });
  await createStaff(core, cliActor('test'), { email: 'staff@agency.test', password: PASSWORD, role: 'STAFF' });
  adminId = (await core.em().findOneOrFail(User, { email: 'admin@agency.test' })).id;
  admin = await signIn('admin@agency.test');
  staff = await signIn('staff@agency.test');
});
afterAll(async () => {
  await server.stop();
  await core.close();
});

describe('every call of User Management, Settings and Audit Logs', () => {
  const calls: { method: Method; url: string; payload?: object; permission: Permission; response: z.ZodType }[] = [
    { method: 'GET', url: '/api/admin/staff', permission: 'manage_users', response: staffMemberSchema.array() },
    { method: 'GET', url: '/api/admin/clients', permission: 'manage_users', response: clientListSchema },
    { method: 'GET', url: '/api/admin/permissions/STAFF', permission: 'manage_users', response: rolePermissionsSchema },
    { method: 'POST', url: '/api/admin/permissions', payload: { role: 'STAFF', permissions: ['view_applications', 'edit_applications', 'approve_applications', 'reject_applications'] }, permission: 'manage_users', response: rolePermissionsSchema },
    { method: 'GET', url: '/api/admin/settings', permission: 'system_settings', response: adminSettingsSchema },
    { method: 'PATCH', url: '/api/admin/settings', payload: { internalCost: 0 }, permission: 'system_settings', response: adminSettingsSchema },
    { method: 'GET', url: '/api/admin/email-settings', permission: 'system_settings', response: emailSettingsSchema },
    { method: 'POST', url: '/api/admin/email-settings', payload: DEFAULT_EMAIL_SETTINGS, permission: 'system_settings', response: emailSettingsSchema },
    { method: 'GET', url: '/api/admin/validation-settings', permission: 'system_settings', response: validationSettingsSchema },
    { method: 'POST', url: '/api/admin/validation-settings', payload: DEFAULT_VALIDATION_SETTINGS, permission: 'system_settings', response: validationSettingsSchema },
    { method: 'GET', url: '/api/admin/integrations', permission: 'system_settings', response: integrationsSchema },
    { method: 'GET', url: '/api/admin/audit-logs', permission: 'system_settings', response: auditLogPageSchema },
  ];
  const mutations = [
    { method: 'POST' as const, url: '/api/admin/staff', payload: { email: 'nobody@agency.test', password: PASSWORD }, permission: 'manage_users' as const },
    { method: 'PATCH' as const, url: `/api/admin/staff/${anyId}`, payload: { isActive: false }, permission: 'manage_users' as const },
    { method: 'DELETE' as const, url: `/api/admin/staff/${anyId}`, permission: 'manage_users' as const },
    { method: 'PATCH' as const, url: `/api/admin/clients/${anyId}/toggle-active`, payload: { isActive: false }, permission: 'manage_users' as const },
    { method: 'GET' as const, url: `/api/admin/clients/${anyId}/export`, permission: 'manage_users' as const },
    { method: 'POST' as const, url: `/api/admin/clients/${anyId}/erase`, permission: 'manage_users' as const },
  ];

  it('refuses anonymous callers with 401', async () => {
    for (const { method, url, payload } of [...calls, ...mutations]) {
      const res = await call(null, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses staff with 403, even when their role holds the permission', async () => {
    const em = core.em();
    for (const permission of ['manage_users', 'system_settings'] as const) em.create(RolePermission, { role: 'STAFF', permission });
    await em.flush();
    try {
      for (const { method, url, payload } of [...calls, ...mutations]) {
        const res = await call(staff, method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
    } finally {
      await core.em().nativeDelete(RolePermission, { role: 'STAFF', permission: { $in: ['manage_users', 'system_settings'] } });
    }
  });

  it('refuses an admin whose role lost the section’s permission with 403, and writes nothing', async () => {
    for (const { method, url, payload, permission } of [...calls, ...mutations]) {
      await withoutRolePermissions('ADMIN', [permission], async () => {
        const before = await auditCount();
        const res = await call(admin, method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(await auditCount()).toBe(before);
      });
    }
  });

  it('answers an admin with the declared shape', async () => {
    for (const { method, url, payload, response } of calls) {
      const res = await call(admin, method, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
      expect(response.safeParse(res.json()).success, `${method} ${url}`).toBe(true);
    }
  });
});

describe('Staff Management', () => {
  it('deactivates and reactivates a staff member, ending their sessions, with an audit row each', async () => {
    const clerk = await createStaff(core, cliActor('test'), { email: 'clerk@agency.test', password: PASSWORD });
    const clerkCookie = await signIn('clerk@agency.test');
    const off = await call(admin, 'PATCH', `/api/admin/staff/${clerk.id}`, { isActive: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ id: clerk.id, isActive: false });
    expect((await call(clerkCookie, 'GET', '/api/staff/stats')).statusCode).toBe(401);
    const on = await call(admin, 'PATCH', `/api/admin/staff/${clerk.id}`, { isActive: true });
    expect(on.json()).toMatchObject({ isActive: true });
    expect(await core.em().count(AuditLog, { action: { $in: ['staff.deactivated', 'staff.activated'] }, actorId: adminId })).toBe(2);
  });

  it('changes a role, and refuses to demote, deactivate or delete yourself or the last active admin', async () => {
    const second = await createStaff(core, cliActor('test'), { email: 'second-admin@agency.test', password: PASSWORD, role: 'ADMIN' });
    const promoted = await call(admin, 'PATCH', `/api/admin/staff/${second.id}`, { role: 'STAFF' });
    expect(promoted.json()).toMatchObject({ role: 'STAFF' });
    expect(await core.em().count(AuditLog, { action: 'staff.role_changed' })).toBe(1);

    const before = await auditCount();
    const refusals: [Method, object | undefined, string][] = [
      ['PATCH', { role: 'STAFF' }, 'SELF_DEMOTE'],
      ['PATCH', { isActive: false }, 'SELF_DEACTIVATE'],
      ['DELETE', undefined, 'SELF_DELETE'],
    ];
    for (const [method, payload, code] of refusals) {
      const res = await call(admin, method, `/api/admin/staff/${adminId}`, payload);
      expect(res.statusCode, code).toBe(409);
      expect(res.json().code).toBe(code);
    }
    // The CLI may act on anyone, but still not on the last active admin.
    const { setStaffActive, deleteStaff } = await import('@eta/core');
    await expect(setStaffActive(core, cliActor('ops'), { id: adminId, isActive: false })).rejects.toMatchObject({ code: 'LAST_ADMIN' });
    await expect(setStaffActive(core, cliActor('ops'), { id: adminId, role: 'STAFF' })).rejects.toMatchObject({ code: 'LAST_ADMIN' });
    await expect(deleteStaff(core, cliActor('ops'), adminId)).rejects.toMatchObject({ code: 'LAST_ADMIN' });
    expect(await auditCount()).toBe(before);
    expect(await core.em().fork().findOneOrFail(User, { id: adminId })).toMatchObject({ role: 'ADMIN', isActive: true });
  });

  it('refuses a bad body with 400 naming the field', async () => {
    const res = await call(admin, 'PATCH', `/api/admin/staff/${adminId}`, { isActive: 'no' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('isActive must be true or false');
    expect((await call(admin, 'PATCH', `/api/admin/staff/${adminId}`, {})).statusCode).toBe(400);
    expect((await call(admin, 'PATCH', `/api/admin/staff/${adminId}`, { role: 'OWNER' })).json().error).toBe('Role must be STAFF or ADMIN');
  });
});

describe('Client Accounts', () => {
  let suspended: { id: string; reference: string };
  beforeAll(async () => {
    await seedApplications(core, 60, { batch: 'clients' });
    suspended = await application({ email: 'suspend-me@example.com', lastName: 'Quayle' });
  });

  it('pages through every client by e-mail, with a count and each one’s applications', async () => {
    const total = await core.em().count(Client);
    const seen = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await call(admin, 'GET', `/api/admin/clients?limit=25${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = clientListSchema.parse(res.json());
      expect(page.total).toBe(total);
      for (const client of page.clients) seen.add(client.email);
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 20);
    expect(seen.size).toBe(total);

    const found = clientListSchema.parse((await call(admin, 'GET', '/api/admin/clients?search=SUSPEND-ME')).json());
    expect(found.total).toBe(1);
    expect(found.clients[0]).toMatchObject({ email: 'suspend-me@example.com', applicationCount: 1, isActive: true });
    expect(clientListSchema.parse((await call(admin, 'GET', '/api/admin/clients?search=%25_')).json()).total).toBe(0);
    expect((await call(admin, 'GET', '/api/admin/clients?cursor=nonsense')).statusCode).toBe(400);
  });

  it('suspends a client, whose portal look-up then gets the sign-in message, and reactivates them', async () => {
    const client = await core.em().findOneOrFail(Client, { email: 'suspend-me@example.com' });
    const off = await call(admin, 'PATCH', `/api/admin/clients/${client.id}/toggle-active`, { isActive: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(clientSchema.parse(off.json())).toMatchObject({ isActive: false, applicationCount: 1 });
    expect(await core.em().count(AuditLog, { action: 'client.suspended', actorId: adminId })).toBe(1);

    const portal = await server.app.inject({ url: '/api/portal/applications', query: { email: 'suspend-me@example.com', lastName: 'Quayle' } });
    expect(portal.statusCode).toBe(403);
    expect(portal.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED', error: UNABLE_TO_SIGN_IN });
    expect(UNABLE_TO_SIGN_IN).toBe('Unable to sign in. Please check your details and try again.');

    await call(admin, 'PATCH', `/api/admin/clients/${client.id}/toggle-active`, { isActive: true });
    const back = await server.app.inject({ url: '/api/portal/applications', query: { email: 'suspend-me@example.com', lastName: 'Quayle' } });
    expect(back.statusCode).toBe(200);
    expect(back.json().applications[0].reference).toBe(suspended.reference);
  });

  it('answers 404 for an unknown client and 400 for a bad body, writing nothing', async () => {
    const before = await auditCount();
    expect((await call(admin, 'PATCH', `/api/admin/clients/${anyId}/toggle-active`, { isActive: false })).statusCode).toBe(404);
    const bad = await call(admin, 'PATCH', `/api/admin/clients/${anyId}/toggle-active`, { isActive: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('isActive must be true or false');
    expect((await call(admin, 'GET', `/api/admin/clients/${anyId}/export`)).statusCode).toBe(404);
    expect((await call(admin, 'POST', `/api/admin/clients/${anyId}/erase`)).statusCode).toBe(404);
    const malformed = await call(admin, 'GET', '/api/admin/clients/not-an-id/export');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { fields: [{ field: 'id' }] } });
    expect((await call(admin, 'POST', '/api/admin/clients/not-an-id/erase')).statusCode).toBe(400);
    expect(await auditCount()).toBe(before);
  });

  it('exports a client’s data as JSON, then erases it on request (409 while a submission is under way), each audited', async () => {
    const { id: applicationId, reference } = await application({ email: 'forget-me@example.com', lastName: 'Forgotten' });
    const client = await core.em().fork().findOneOrFail(Client, { email: 'forget-me@example.com' });
    const exported = await call(admin, 'GET', `/api/admin/clients/${client.id}/export`);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(clientDataExportSchema.parse(exported.json())).toMatchObject({
      client: { email: 'forget-me@example.com' },
      applications: [{ reference, passportNumber: 'AB1234567', answers: { personal: { lastName: 'Forgotten' } } }],
    });
    expect(await core.em().fork().count(AuditLog, { action: 'client.data_exported', actorId: adminId })).toBe(1);

    const em = core.em().fork();
    const run = em.create(AutomationRun, { application: applicationId, status: 'queued', screenshotFileIds: [] });
    await em.flush();
    const refused = await call(admin, 'POST', `/api/admin/clients/${client.id}/erase`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SUBMISSION_IN_PROGRESS', error: expect.stringContaining(reference) });
    await core.em().nativeUpdate(AutomationRun, { id: run.id }, { status: 'failed', finishedAt: new Date() });

    const erased = await call(admin, 'POST', `/api/admin/clients/${client.id}/erase`);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(clientDataErasedSchema.parse(erased.json())).toEqual({ clientId: client.id, email: anonymisedEmail(client.id), anonymisedApplications: [reference], alreadyAnonymised: 0 });
    expect(await core.em().fork().count(AuditLog, { action: 'client.data_erased', actorId: adminId })).toBe(1);
    const portal = await server.app.inject({ url: '/api/portal/applications', query: { email: 'forget-me@example.com', lastName: 'Forgotten' } });
    expect(portal.statusCode).toBe(200);
    expect(portal.json()).toMatchObject({ applications: [] });
  });
});

describe('Role Permissions', () => {
  it('reads a role’s permissions, replaces them with an audit row of before and after, and core enforces them', async () => {
    const read = await call(admin, 'GET', '/api/admin/permissions/STAFF');
    expect(read.json()).toEqual({ role: 'STAFF', permissions: ['view_applications', 'edit_applications', 'approve_applications', 'reject_applications'] });

    const saved = await call(admin, 'POST', '/api/admin/permissions', { role: 'STAFF', permissions: ['edit_applications', 'edit_applications'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ role: 'STAFF', permissions: ['edit_applications'] });
    const row = await core.em().findOneOrFail(AuditLog, { action: 'permissions.updated' }, { orderBy: { createdAt: 'desc' } });
    expect(row.details).toMatchObject({ role: 'STAFF', after: ['edit_applications'], removed: ['view_applications', 'approve_applications', 'reject_applications'] });
    expect((await call(staff, 'GET', '/api/staff/applications')).statusCode).toBe(403);

    await call(admin, 'POST', '/api/admin/permissions', { role: 'STAFF', permissions: ['view_applications', 'edit_applications', 'approve_applications', 'reject_applications'] });
    expect((await call(staff, 'GET', '/api/staff/applications')).statusCode).toBe(200);
  });

  it('lets admins remove system_settings from their role (settings are then refused), never manage_users', async () => {
    const without = PERMISSIONS.filter((p) => p !== 'system_settings');
    expect((await call(admin, 'POST', '/api/admin/permissions', { role: 'ADMIN', permissions: without })).statusCode).toBe(200);
    expect((await call(admin, 'GET', '/api/admin/settings')).statusCode).toBe(403);
    expect((await call(admin, 'POST', '/api/admin/permissions', { role: 'ADMIN', permissions: PERMISSIONS })).statusCode).toBe(200);
    expect((await call(admin, 'GET', '/api/admin/settings')).statusCode).toBe(200);

    const before = await auditCount();
    const lockout = await call(admin, 'POST', '/api/admin/permissions', { role: 'ADMIN', permissions: ['system_settings'] });
    expect(lockout.statusCode).toBe(409);
    expect(lockout.json().code).toBe('PERMISSION_REQUIRED');
    const unknown = await call(admin, 'POST', '/api/admin/permissions', { role: 'STAFF', permissions: ['fly'] });
    expect(unknown.statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/admin/permissions/OWNER')).json().error).toBe('Role must be STAFF or ADMIN');
    expect(await auditCount()).toBe(before);
    expect(await core.em().count(RolePermission, { role: 'ADMIN' })).toBe(PERMISSIONS.length);
  });
});

describe('Payment Settings', () => {
  it('charges the new fee at the next checkout, and the public pages show it', async () => {
    const res = await call(admin, 'PATCH', '/api/admin/settings', { applicationFee: 8999 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ applicationFee: 8999 });
    const row = await core.em().findOneOrFail(AuditLog, { action: 'settings.updated' }, { orderBy: { createdAt: 'desc' } });
    expect(row.details).toMatchObject({ setting: 'applicationFee', before: 7500, after: 8999 });

    const fee = await server.app.inject({ url: '/trpc/public.settings.fee' });
    expect(fee.json().result.data).toEqual({ applicationFeePence: 8999 });
    const draft = await application({ email: 'fee@example.com' }, false);
    const checkout = await call(null, 'POST', '/api/checkout', { applicationId: draft.id });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const payment = await core.em().findOneOrFail(Payment, { application: draft.id });
    expect(payment.amountPence).toBe(8999);
    expect((await core.em().findOneOrFail(Application, { id: draft.id })).feePence).toBe(8999);

    expect((await call(admin, 'PATCH', '/api/admin/settings', { internalCost: 1250 })).json()).toMatchObject({ applicationFee: 8999, internalCost: 1250 });
  });

  it('refuses a fee or cost that is not a whole number of pence of at least 0, with the spec’s message, writing nothing', async () => {
    const before = await auditCount();
    for (const payload of [{ applicationFee: -1 }, { applicationFee: '75' }, { internalCost: 12.5 }, { internalCost: null }, {}]) {
      const res = await call(admin, 'PATCH', '/api/admin/settings', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe('Please enter a valid amount');
    }
    expect(await auditCount()).toBe(before);
    expect((await core.em().findOneOrFail(Setting, { key: 'applicationFee' })).value).toBe(8999);
  });
});

describe('Data retention', () => {
  it('reads the retention period (7 years) and changes it to a whole number of years from 1 to 20, audited', async () => {
    expect((await call(admin, 'GET', '/api/admin/settings')).json()).toMatchObject({ retentionYears: 7 });
    for (const retentionYears of [0, 21, 6.5, '7']) {
      const res = await call(admin, 'PATCH', '/api/admin/settings', { retentionYears });
      expect(res.statusCode, String(retentionYears)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: 'The retention period must be a whole number of years from 1 to 20' });
    }
    const res = await call(admin, 'PATCH', '/api/admin/settings', { retentionYears: 10 });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminSettingsSchema.parse(res.json()).retentionYears).toBe(10);
    const row = await core.em().fork().findOneOrFail(AuditLog, { action: 'settings.updated' }, { orderBy: { createdAt: 'desc' } });
    expect(row.details).toEqual({ setting: 'retentionYears', before: 7, after: 10 });
    await call(admin, 'PATCH', '/api/admin/settings', { retentionYears: 7 });
  });
});

describe('Email Notifications', () => {
  const statusChange = async (id: string) => {
    const res = await call(admin, 'PATCH', `/api/staff/applications/${id}/status`, { status: 'IN_REVIEW' });
    expect(res.statusCode, res.body).toBe(200);
  };
  const outbox = (id: string) => core.em().fork().count(EmailOutbox, { application: id, template: 'status_update' });

  it('stops the status e-mail when its trigger is off, and every e-mail when the master switch is off', async () => {
    const saved = await call(admin, 'POST', '/api/admin/email-settings', { ...DEFAULT_EMAIL_SETTINGS, statusUpdate: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(admin, 'GET', '/api/admin/email-settings')).json()).toEqual({ ...DEFAULT_EMAIL_SETTINGS, statusUpdate: false });
    expect(await core.em().count(AuditLog, { action: 'settings.email_updated' })).toBeGreaterThanOrEqual(1);
    const first = await application({ email: 'mail-1@example.com' });
    await statusChange(first.id);
    expect(await outbox(first.id)).toBe(0);

    await call(admin, 'POST', '/api/admin/email-settings', { ...DEFAULT_EMAIL_SETTINGS, enabled: false });
    const second = await application({ email: 'mail-2@example.com' });
    await statusChange(second.id);
    expect(await core.em().fork().count(EmailOutbox, { application: second.id })).toBe(0);

    await call(admin, 'POST', '/api/admin/email-settings', DEFAULT_EMAIL_SETTINGS);
    const third = await application({ email: 'mail-3@example.com' });
    await statusChange(third.id);
    expect(await outbox(third.id)).toBe(1);
  });

  it('needs all seven flags as booleans', async () => {
    const before = await auditCount();
    const res = await call(admin, 'POST', '/api/admin/email-settings', { ...DEFAULT_EMAIL_SETTINGS, enabled: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0].field).toBe('enabled');
    expect(await auditCount()).toBe(before);
  });
});

describe('Document Validation', () => {
  const save = async (changes: Partial<typeof DEFAULT_VALIDATION_SETTINGS>) => {
    const res = await call(admin, 'POST', '/api/admin/validation-settings', { ...DEFAULT_VALIDATION_SETTINGS, ...changes, allowedDocumentTypes: undefined });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as typeof DEFAULT_VALIDATION_SETTINGS;
  };

  it('switches passport reading off: nothing is read and the applicant is told to type the details', async () => {
    let reads = 0;
    const readMrz = async () => {
      reads++;
      return { found: false } as const;
    };
    const image = (await portraitSpecimen({ seed: 3 })).bytes;
    expect(await save({ ocrEnabled: false })).toMatchObject({ ocrEnabled: false, allowedDocumentTypes: ['passport', 'national_id'] });
    const off = await validatePassport(core, anonymous(), { bytes: image }, { readMrz });
    expect(reads).toBe(0);
    expect(off.validationErrors.map((e) => e.code)).toEqual(['OCR_DISABLED']);
    await save({ ocrEnabled: true });
    await validatePassport(core, anonymous(), { bytes: image }, { readMrz });
    expect(reads).toBe(1);
  });

  it('switches photo checks off, and applies the minimum face confidence', async () => {
    const photo = (await portraitSpecimen({ seed: 4, kind: 'good' })).bytes;
    let detections = 0;
    const detectFaces = async (image: { width: number; height: number }) => {
      detections++;
      return [{ x: image.width * 0.3, y: image.height * 0.2, width: image.width * 0.4, height: image.height * 0.5, score: 0.8 }];
    };
    const faceCheck = (answer: Awaited<ReturnType<typeof validatePhoto>>) => answer.checks.find((c) => /face/i.test(c.message) && !/faces? (is|are)/.test(c.message))?.message;

    await save({ photoValidationEnabled: false });
    const off = await validatePhoto(core, anonymous(), { bytes: photo }, { detectFaces });
    expect(detections).toBe(0);
    expect(off.checks).toEqual([{ passed: true, message: 'Automatic photo checks are switched off. Our team will check your photo by hand.' }]);

    await save({ minPhotoConfidence: 70 });
    expect(faceCheck(await validatePhoto(core, anonymous(), { bytes: photo }, { detectFaces }))).toBe('One face found');
    await save({ minPhotoConfidence: 90 });
    expect(faceCheck(await validatePhoto(core, anonymous(), { bytes: photo }, { detectFaces }))).toMatch(/^No face could be found/);
    await save({ minPhotoConfidence: 70 });
  });

  it('refuses a confidence outside 0–100 with the message, writing nothing', async () => {
    const before = await auditCount();
    for (const minPhotoConfidence of [-1, 101, '70']) {
      const res = await call(admin, 'POST', '/api/admin/validation-settings', { ...DEFAULT_VALIDATION_SETTINGS, minPhotoConfidence });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.fields[0].field).toBe('minPhotoConfidence');
    }
    expect((await call(admin, 'POST', '/api/admin/validation-settings', { ...DEFAULT_VALIDATION_SETTINGS, minPhotoConfidence: 101 })).json().error).toBe(
      'Minimum photo confidence must be from 0 to 100',
    );
    expect(await auditCount()).toBe(before);
  });
});

describe('API Keys', () => {
  it('says what is configured and by which variables, never a value', async () => {
    const secrets = {
      STRIPE_SECRET_KEY: 'sk_test_supersecretvalue123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_publishablevalue456',
      STRIPE_WEBHOOK_SECRET: 'whsec_webhooksecretvalue789',
      SMTP_URL: 'smtp://mailuser:mailpassword42@smtp.example.com:587',
      GOOGLE_APPLICATION_CREDENTIALS: '/etc/secret/google-service-account.json',
      GOV_FEE_CARD_NUMBER: '4111 1111 1111 1111',
      GOV_FEE_CARD_CVC: '987',
    };
    const configured = await createTestCore({ env: secrets });
    const other = await createServer(configured, { webDist: null });
    try {
      await ensureFirstAdmin(configured, { email: 'admin@agency.test', password: PASSWORD });
      const signedIn = await other.app.inject({ method: 'POST', url: '/api/staff/signin', payload: { email: 'admin@agency.test', password: PASSWORD } });
      const cookie = String(signedIn.headers['set-cookie']).split(';')[0]!;
      const res = await other.app.inject({ url: '/api/admin/integrations', headers: { cookie } });
      expect(res.statusCode, res.body).toBe(200);
      for (const value of Object.values(secrets)) expect(res.body).not.toContain(value);
      for (const fragment of ['supersecret', 'mailpassword', '/etc/secret', '1111', '987']) expect(res.body).not.toContain(fragment);
      const { integrations } = integrationsSchema.parse(res.json());
      const byId = Object.fromEntries(integrations.map((i) => [i.id, i]));
      expect(byId.payments).toMatchObject({ configured: true, inUse: 'Stripe' });
      expect(byId.ocr).toMatchObject({ configured: true, inUse: 'Google Cloud Vision' });
      expect(byId.email_out).toMatchObject({ configured: true });
      expect(byId.government_form?.configured).toBe(false);
      expect(byId.payments?.variables.find((v) => v.name === 'STRIPE_SECRET_KEY')).toMatchObject({ set: true, secret: true });
    } finally {
      await other.stop();
      await configured.close();
    }
    const local = integrationsSchema.parse((await call(admin, 'GET', '/api/admin/integrations')).json());
    expect(local.integrations.map((i) => [i.id, i.configured, i.inUse])).toEqual([
      ['payments', false, 'Local sandbox checkout (no card is charged; refused in production)'],
      ['face_analysis', false, 'Local face detection (face-api)'],
      ['ocr', false, 'Local OCR (tesseract)'],
      ['email_out', false, 'Outbox only: e-mails are kept and not sent'],
      ['email_in', false, "The worker's own receiver on a development domain: it reads the practice form's codes and decisions; the real government cannot reach it"],
      ['government_form', false, 'Practice form (gov-sim); refused in production'],
    ]);
  });
});

describe('Audit Logs', () => {
  beforeAll(async () => {
    const em = core.em();
    const base = Date.UTC(2026, 0, 10, 12);
    // 130 rows, several sharing one timestamp, so pages must break ties on id.
    for (let i = 0; i < 130; i++) {
      em.create(AuditLog, { actorType: 'cli', actorId: 'pager', action: i % 2 ? 'pager.odd' : 'pager.even', details: { n: i }, ip: null, createdAt: new Date(base + Math.floor(i / 3) * 3600_000) });
    }
    await em.flush();
  });
  const page = async (query: string) => {
    const res = await call(admin, 'GET', `/api/admin/audit-logs?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return auditLogPageSchema.parse(res.json());
  };

  it('pages newest first on (created_at, id) without gaps or repeats', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let last = Infinity;
    do {
      const result: z.infer<typeof auditLogPageSchema> = await page(`userId=pager&limit=50${cursor ? `&cursor=${cursor}` : ''}`);
      expect(result.total).toBe(130);
      for (const log of result.logs) {
        const at = Date.parse(log.createdAt);
        expect(at).toBeLessThanOrEqual(last);
        last = at;
        seen.push(log.details.n as number);
      }
      cursor = result.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(130);
    expect(new Set(seen).size).toBe(130);
  });

  it('filters by action or its family, by user e-mail, and by dates', async () => {
    expect((await page('action=pager.odd')).total).toBe(65);
    expect((await page('action=pager')).total).toBe(130);
    expect((await page('userId=pager&dateFrom=2026-01-11&dateTo=2026-01-11')).total).toBe(72);
    const mine = await page('userId=ADMIN@agency.test&limit=5');
    expect(mine.total).toBeGreaterThan(5);
    expect(mine.logs.every((log) => log.actorId === adminId && log.actorEmail === 'admin@agency.test')).toBe(true);
    expect((await page('action=nothing.like.this')).logs).toEqual([]);
    const actions = await call(admin, 'GET', '/api/admin/audit-logs/actions');
    expect(actions.json().actions).toEqual(expect.arrayContaining(['pager.even', 'pager.odd', 'permissions.updated', 'client.suspended']));
  });

  it('refuses bad filters with 400', async () => {
    expect((await call(admin, 'GET', '/api/admin/audit-logs?dateFrom=yesterday')).json().error).toBe('Enter a date as YYYY-MM-DD');
    expect((await call(admin, 'GET', '/api/admin/audit-logs?dateFrom=2026-02-01&dateTo=2026-01-01')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/admin/audit-logs?cursor=abc')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/admin/audit-logs?limit=100000')).statusCode).toBe(400);
  });
});
