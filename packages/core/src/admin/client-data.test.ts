import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymisedEmail, clientDataExportSchema } from '@eta/domain';
import { createTestCore, withoutPermissions } from '../testing.ts';
import type { Core } from '../core.ts';
import { anonymous, cliActor, type Actor } from '../auth/actor.ts';
import { createStaff } from '../staff/service.ts';
import { Application, Client } from '../applications/entities.ts';
import { AuditLog } from '../audit/entities.ts';
import { AutomationRun } from '../automation/entities.ts';
import { Payment, Refund } from '../payments/entities.ts';
import { createRefund } from '../payments/refunds.ts';
import { StoredFile } from '../storage/entities.ts';
import { fileStore } from '../storage/file-store.ts';
import { adminFinancial, adminStats } from './dashboard.ts';
import { applicationWithEverything, type FullApplication } from '../retention/fixtures.ts';
import { eraseClientData, exportClientData } from './client-data.ts';

let core: Core;
let admin: Actor;
let staff: Actor;
let first: FullApplication;
let second: FullApplication;
let other: FullApplication;

async function actorOf(email: string, role: 'ADMIN' | 'STAFF'): Promise<Actor> {
  const member = await createStaff(core, cliActor('test'), { email, password: 'a-long-staff-password', role });
  return { type: role === 'ADMIN' ? 'admin' : 'staff', userId: member.id, email, role };
}

const auditRows = (action: string) => core.em().fork().find(AuditLog, { action }, { orderBy: { createdAt: 'asc' } });

beforeAll(async () => {
  core = await createTestCore();
  admin = await actorOf('boss@agency.test', 'ADMIN');
  staff = await actorOf('clerk@agency.test', 'STAFF');
  first = await applicationWithEverything(core, { email: 'subject@example.com', lastName: 'Subject' });
  second = await applicationWithEverything(core, { email: 'subject@example.com', lastName: 'Subject', nationality: 'Japan' });
  other = await applicationWithEverything(core, { email: 'someone.else@example.com', lastName: 'Else' });
  await createRefund(core, admin, { applicationId: first.reference, amount: 1000, reason: 'Fee reduced' });
});
afterAll(async () => core.close());

describe('exportClientData', () => {
  it('gives everything held about the client, passport number decrypted, and audits the export', async () => {
    const exported = clientDataExportSchema.parse(await exportClientData(core, admin, { id: first.clientId }));
    expect(exported.client).toMatchObject({ id: first.clientId, email: 'subject@example.com', isActive: true });
    expect(exported.applications.map((a) => a.reference)).toEqual([first.reference, second.reference]);
    const [one, two] = exported.applications;
    expect(one).toMatchObject({
      status: 'RECEIVED',
      paymentStatus: 'PAID',
      anonymisedAt: null,
      passportNumber: 'AB1234567',
      dateOfBirth: '1990-02-14',
      governmentReference: null,
      answers: {
        personal: { firstName: 'Jane', lastName: 'Subject', nationality: 'Canada', phone: '+15551234567' },
        passport: { country: 'Canada', placeOfIssue: 'Ottawa' },
        travel: { addressLine1: '221B Baker Street', purposeOfVisit: 'tourism' },
        declarations: { termsAccepted: true },
      },
      payments: [{ status: 'PAID', provider: 'sandbox', amountPence: 7500, currency: 'gbp' }],
      refunds: [{ amountPence: 1000, reason: 'Fee reduced', status: 'PENDING' }],
      emails: expect.arrayContaining([expect.objectContaining({ to: 'subject@example.com', subject: expect.stringContaining(first.reference) })]),
    });
    expect(JSON.stringify(one!.answers.passport)).not.toContain('AB1234567');
    expect(one!.activity.map((a) => a.description)).toEqual(expect.arrayContaining([expect.stringMatching(/Refund of £10\.00 requested: Fee reduced/)]));
    expect(one!.activity.every((a) => !('actorName' in a))).toBe(true);
    expect(one!.files.map((f) => f.kind).sort()).toEqual(['automation_trace', 'passport_scan', 'photo', 'screenshot']);
    expect(one!.files.every((f) => f.sizeBytes > 0)).toBe(true);
    expect(one!.messages).toMatchObject([{ author: 'applicant', body: 'My middle name is Quinn.' }]);
    expect(one!.documentRequests).toMatchObject([{ kind: 'photo', status: 'OPEN', providedAt: null }]);
    expect(two).toMatchObject({ answers: { personal: { nationality: 'Japan' } }, refunds: [] });
    // Nothing of the other client.
    expect(JSON.stringify(exported)).not.toContain(other.reference);

    const [row] = await auditRows('client.data_exported');
    expect(row).toMatchObject({ actorType: 'admin', details: { clientId: first.clientId, applications: [first.reference, second.reference] } });
  });

  it('needs manage_users as an admin: anonymous 401, staff 403, an admin without it 403; 404 unknown, 400 malformed', async () => {
    const input = { id: first.clientId };
    await expect(exportClientData(core, anonymous(), input)).rejects.toMatchObject({ status: 401 });
    await expect(exportClientData(core, staff, input)).rejects.toMatchObject({ status: 403 });
    await withoutPermissions(core, 'ADMIN', ['manage_users'], () => expect(exportClientData(core, admin, input)).rejects.toMatchObject({ status: 403 }));
    await expect(exportClientData(core, admin, { id: '00000000-0000-4000-8000-000000000000' })).rejects.toMatchObject({ status: 404, message: 'Client not found' });
    await expect(exportClientData(core, admin, { id: 'nope' })).rejects.toMatchObject({ status: 400, details: { fields: [{ field: 'id' }] } });
    await expect(exportClientData(core, admin, undefined)).rejects.toMatchObject({ status: 400 });
    expect(await auditRows('client.data_exported')).toHaveLength(1);
  });
});

describe('eraseClientData', () => {
  it('is refused while an application of the client is queued for or being submitted to the government, changing nothing', async () => {
    const em = core.em();
    const run = em.create(AutomationRun, { application: second.id, status: 'processing', screenshotFileIds: [] });
    await em.flush();
    try {
      await expect(eraseClientData(core, admin, { id: first.clientId })).rejects.toMatchObject({
        status: 409,
        code: 'SUBMISSION_IN_PROGRESS',
        message: `${second.reference} is queued for or being submitted to the government, so nothing was erased. Try again once the automated submission has ended.`,
      });
      expect((await core.em().fork().findOneOrFail(Client, { id: first.clientId })).email).toBe('subject@example.com');
      expect(await core.em().fork().count(Application, { client: first.clientId, anonymisedAt: { $ne: null } })).toBe(0);
      expect(await core.em().fork().count(StoredFile, { application: first.id })).toBe(4);
      expect(await auditRows('client.data_erased')).toHaveLength(0);
    } finally {
      await core.em().nativeUpdate(AutomationRun, { id: run.id }, { status: 'completed', finishedAt: new Date() });
    }
  });

  it('needs manage_users as an admin, like every client-account call', async () => {
    const input = { id: first.clientId };
    await expect(eraseClientData(core, anonymous(), input)).rejects.toMatchObject({ status: 401 });
    await expect(eraseClientData(core, staff, input)).rejects.toMatchObject({ status: 403 });
    await withoutPermissions(core, 'ADMIN', ['manage_users'], () => expect(eraseClientData(core, admin, input)).rejects.toMatchObject({ status: 403 }));
    await expect(eraseClientData(core, admin, { id: '00000000-0000-4000-8000-000000000000' })).rejects.toMatchObject({ status: 404 });
    expect((await core.em().fork().findOneOrFail(Client, { id: first.clientId })).email).toBe('subject@example.com');
  });

  it('anonymises every application of the client now, whatever its age, and its e-mail; the ledger and figures stay', async () => {
    const figuresBefore = { stats: await adminStats(core, admin), financial: await adminFinancial(core, admin) };
    const ledgerBefore = { payments: await core.em().fork().count(Payment), refunds: await core.em().fork().count(Refund) };

    const erased = await eraseClientData(core, admin, { id: first.clientId });
    expect(erased).toEqual({ clientId: first.clientId, email: anonymisedEmail(first.clientId), anonymisedApplications: [first.reference, second.reference], alreadyAnonymised: 0 });

    for (const { id, storageKeys } of [first, second]) {
      const application = await core.em().fork().findOneOrFail(Application, { id });
      expect(application).toMatchObject({ anonymisedAt: expect.any(Date), passportNumberEncrypted: null, dateOfBirth: null, travel: {}, status: 'RECEIVED', paymentStatus: 'PAID' });
      expect(await core.em().fork().count(StoredFile, { application: id })).toBe(0);
      for (const key of storageKeys) await expect(fileStore(core).get(key)).rejects.toMatchObject({ code: 'ENOENT' });
    }
    // The other client keeps everything.
    expect(await core.em().fork().findOneOrFail(Application, { id: other.id })).toMatchObject({ anonymisedAt: null, personal: { lastName: 'Else' } });
    for (const key of other.storageKeys) await expect(fileStore(core).get(key)).resolves.toBeInstanceOf(Buffer);

    expect({ payments: await core.em().fork().count(Payment), refunds: await core.em().fork().count(Refund) }).toEqual(ledgerBefore);
    expect({ stats: await adminStats(core, admin), financial: await adminFinancial(core, admin) }).toEqual(figuresBefore);

    const [row] = await auditRows('client.data_erased');
    expect(row).toMatchObject({ actorType: 'admin', details: { clientId: first.clientId, references: [first.reference, second.reference], alreadyAnonymised: 0 } });
    expect(JSON.stringify(row!.details)).not.toContain('subject@example.com');

    // What an export shows afterwards: the figures' remains, nothing personal.
    const after = await exportClientData(core, admin, { id: first.clientId });
    expect(after.client.email).toBe(anonymisedEmail(first.clientId));
    expect(after.applications[0]).toMatchObject({ passportNumber: null, answers: { personal: { nationality: 'Canada' }, passport: {} }, files: [], messages: [], documentRequests: [{ note: '' }], payments: [{ status: 'PAID' }] });
    expect(after.applications[0]!.emails.every((mail) => mail.to === '')).toBe(true);
  });

  it('erases again without harm: nothing left to anonymise, still audited', async () => {
    const erased = await eraseClientData(core, cliActor('ops'), { id: first.clientId });
    expect(erased).toMatchObject({ anonymisedApplications: [], alreadyAnonymised: 2, email: anonymisedEmail(first.clientId) });
    expect(await auditRows('client.data_erased')).toHaveLength(2);
  });
});
