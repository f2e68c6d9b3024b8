import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymisedEmail } from '@eta/domain';
import type { Core } from '../core.ts';
import { createTestCore } from '../testing.ts';
import type { Actor } from '../auth/actor.ts';
import { ensureFirstAdmin } from '../staff/service.ts';
import { User } from '../staff/entities.ts';
import { Activity, Application, Client } from '../applications/entities.ts';
import { getStaffApplication } from '../applications/staff-detail.ts';
import { AuditLog } from '../audit/entities.ts';
import { AutomationRun } from '../automation/entities.ts';
import { InboundEmail } from '../codes/entities.ts';
import { ApplicationMessage, DocumentRequest } from '../portal/entities.ts';
import { EmailOutbox } from '../email/entities.ts';
import { Payment, Refund } from '../payments/entities.ts';
import { approveRefund, createRefund } from '../payments/refunds.ts';
import { sandboxRefundsSettled } from '../payments/sandbox.ts';
import { StoredFile } from '../storage/entities.ts';
import { fileStore } from '../storage/file-store.ts';
import { adminAnalytics, adminFinancial, adminMetrics, adminStats } from '../admin/dashboard.ts';
import { generateReport } from '../admin/reports.ts';
import { runBulkAction } from '../admin/bulk.ts';
import { changeApplicationStatus } from '../applications/status.ts';
import { getAdminSettings, updateSettings } from '../admin/settings-admin.ts';
import { anonymiseExpiredApplications } from './job.ts';
import { applicationWithEverything, type FullApplication } from './fixtures.ts';

let core: Core;
let admin: Actor;
/** Old, the client's only application: anonymised, and the client with it. */
let lone: FullApplication;
/** Old, beside a recent one of the same client: anonymised, the client keeps its e-mail. */
let older: FullApplication;
let recent: FullApplication;
/** Untouched for years, but with a recent activity row. */
let recentlyActive: FullApplication;
/** Old, but queued for the government form: it waits for the run to end. */
let queued: FullApplication;

const EIGHT_YEARS_AGO = () => new Date(Date.now() - 8 * 365.25 * 86_400_000);

/** As if nothing happened to the application since `when`: its row and every activity row. */
async function lastTouched(application: FullApplication, when: Date): Promise<void> {
  const connection = core.em().getConnection();
  await connection.execute('update application set updated_at = ? where id = ?', [when, application.id]);
  await connection.execute('update activity set created_at = ? where application_id = ?', [when, application.id]);
}

async function figures() {
  const today = new Date().toISOString().slice(0, 10);
  const report = async (type: 'revenue' | 'applications' | 'conversion-funnel' | 'geographic-distribution' | 'revenue-forecast') => {
    const { generatedAt: _when, ...figures } = await generateReport(core, admin, { type, startDate: today, endDate: today });
    return figures;
  };
  return {
    stats: await adminStats(core, admin),
    financial: await adminFinancial(core, admin),
    metrics: await adminMetrics(core, admin),
    analytics: await adminAnalytics(core, admin),
    reports: [await report('revenue'), await report('applications'), await report('conversion-funnel'), await report('geographic-distribution'), await report('revenue-forecast')],
  };
}

const fresh = (id: string) => core.em().fork().findOneOrFail(Application, { id }, { populate: ['client'] });
const retentionAudits = () => core.em().fork().find(AuditLog, { action: 'retention.anonymised' }, { orderBy: { createdAt: 'asc' } });

beforeAll(async () => {
  core = await createTestCore();
  await ensureFirstAdmin(core, { email: 'admin@agency.test', password: 'a-long-admin-password' });
  const user = await core.em().findOneOrFail(User, { email: 'admin@agency.test' });
  admin = { type: 'admin', userId: user.id, email: user.email, role: 'ADMIN' };

  lone = await applicationWithEverything(core, { email: 'lone@example.com', lastName: 'Lone', nationality: 'Japan' });
  older = await applicationWithEverything(core, { email: 'twice@example.com', lastName: 'Twice' });
  recent = await applicationWithEverything(core, { email: 'twice@example.com', lastName: 'Twice' });
  recentlyActive = await applicationWithEverything(core, { email: 'active@example.com', lastName: 'Active' });
  queued = await applicationWithEverything(core, { email: 'queued@example.com', lastName: 'Queued' });
  // A refund that reached the card holder, so the figures have one to keep.
  const refund = await createRefund(core, admin, { applicationId: lone.reference, amount: 2500, reason: 'Goodwill' });
  await approveRefund(core, admin, { id: refund.id });
  await sandboxRefundsSettled();

  for (const application of [lone, older, recentlyActive, queued]) await lastTouched(application, EIGHT_YEARS_AGO());
  const em = core.em();
  em.create(Activity, { application: recentlyActive.id, description: 'Applicant called about their trip', actorType: 'staff', actorId: null, actorName: 'clerk@agency.test' });
  em.create(AutomationRun, { application: queued.id, status: 'queued', screenshotFileIds: [] });
  await em.flush();
});
afterAll(async () => core.close());

describe('the retention period setting', () => {
  it('is 7 years unless an admin changes it, whole years from 1 to 20, audited', async () => {
    expect((await getAdminSettings(core, admin)).retentionYears).toBe(7);
    await expect(updateSettings(core, admin, { retentionYears: 0 })).rejects.toMatchObject({
      status: 400,
      details: { fields: [{ field: 'retentionYears', message: 'The retention period must be a whole number of years from 1 to 20' }] },
    });
    await expect(updateSettings(core, admin, { retentionYears: 7.5 })).rejects.toMatchObject({ status: 400 });
    expect((await updateSettings(core, admin, { retentionYears: 10 })).retentionYears).toBe(10);
    const row = await core.em().fork().findOneOrFail(AuditLog, { action: 'settings.updated' }, { orderBy: { createdAt: 'desc' } });
    expect(row.details).toEqual({ setting: 'retentionYears', before: 7, after: 10 });
  });

  it('decides what is due: with 10 years, applications last touched 8 years ago stay', async () => {
    const run = await anonymiseExpiredApplications(core);
    expect(run).toMatchObject({ retentionYears: 10, anonymised: 0, references: [] });
    expect((await fresh(lone.id)).anonymisedAt).toBeNull();
    await updateSettings(core, admin, { retentionYears: 7 });
  });
});

describe('the retention job', () => {
  it('anonymises what is past the period, in batches, keeping the money and the figures', async () => {
    const before = await figures();
    const ledger = async () => ({
      payments: await core.em().fork().find(Payment, {}, { orderBy: { id: 'asc' } }),
      refunds: await core.em().fork().find(Refund, {}, { orderBy: { id: 'asc' } }),
    });
    const ledgerBefore = await ledger();
    const loneBefore = await fresh(lone.id);

    const run = await anonymiseExpiredApplications(core, { batchSize: 1 });
    expect(run).toMatchObject({ retentionYears: 7, anonymised: 2, clientsAnonymised: 1 });
    expect([...run.references].sort()).toEqual([lone.reference, older.reference].sort());

    const after = await fresh(lone.id);
    expect(after.anonymisedAt).toBeInstanceOf(Date);
    expect(after).toMatchObject({
      personal: { nationality: 'Japan' },
      passport: {},
      travel: {},
      declarations: {},
      passportNumberEncrypted: null,
      passportNumberLast4: null,
      ocrResult: null,
      dateOfBirth: null,
      passportExpiry: null,
      arrivalDate: null,
      departureDate: null,
      draftKey: null,
      nationality: 'Japan',
      // What the figures and the ledger read stays.
      reference: loneBefore.reference,
      status: loneBefore.status,
      paymentStatus: loneBefore.paymentStatus,
      paidAt: loneBefore.paidAt,
      feePence: loneBefore.feePence,
      internalCostPence: loneBefore.internalCostPence,
      createdAt: loneBefore.createdAt,
      internalEmail: loneBefore.internalEmail,
    });
    expect(after.client.email).toBe(anonymisedEmail(after.client.id));

    // Files: no row, and no bytes in the store.
    expect(await core.em().fork().count(StoredFile, { application: { $in: [lone.id, older.id] } })).toBe(0);
    for (const key of [...lone.storageKeys, ...older.storageKeys]) await expect(fileStore(core).get(key)).rejects.toMatchObject({ code: 'ENOENT' });
    for (const key of recent.storageKeys) await expect(fileStore(core).get(key)).resolves.toBeInstanceOf(Buffer);

    // E-mails keep their subject (a reference), lose their recipient and bodies; the government's e-mails lose their text.
    const mails = await core.em().fork().find(EmailOutbox, { application: lone.id });
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(mail).toMatchObject({ to: '', textBody: '', htmlBody: '', attachmentFileIds: null, subject: expect.stringContaining(lone.reference) });
    const inbound = await core.em().fork().findOneOrFail(InboundEmail, { application: lone.id }, { populate: ['raw'] });
    expect(inbound).toMatchObject({ raw: '', subject: null, outcome: 'CODE_CAPTURED' });
    expect(await core.em().fork().findOneOrFail(AutomationRun, { application: lone.id })).toMatchObject({ status: 'completed', screenshotFileIds: [], traceFileId: null, governmentReference: 'GOV-123456' });
    // The portal's thread goes; a document request keeps what was asked, not the note about the applicant.
    expect(await core.em().fork().count(ApplicationMessage, { application: lone.id })).toBe(0);
    expect(await core.em().fork().count(ApplicationMessage, { application: recent.id })).toBe(1);
    expect(await core.em().fork().findOneOrFail(DocumentRequest, { application: lone.id })).toMatchObject({ kind: 'photo', note: '', status: 'OPEN' });

    // The history says why; staff still open the application, with nothing personal in it.
    const history = await core.em().fork().find(Activity, { application: lone.id }, { orderBy: { createdAt: 'desc' } });
    expect(history[0]).toMatchObject({ description: 'Personal data removed (retention period of 7 years over)', actorType: 'system', actorId: 'retention' });
    const detail = await getStaffApplication(core, admin, { id: lone.id });
    expect(detail.formData.personalDetails).toMatchObject({ firstName: '', lastName: '', dateOfBirth: null, nationality: 'Japan', phoneNumber: '' });
    expect(detail.documents).toEqual([]);

    // The same client's recent application keeps everything, so the client keeps its e-mail.
    const kept = await fresh(recent.id);
    expect(kept).toMatchObject({ anonymisedAt: null, personal: { firstName: 'Jane', lastName: 'Twice' }, passportNumberLast4: '4567' });
    expect(kept.client.email).toBe('twice@example.com');
    expect((await fresh(older.id)).anonymisedAt).toBeInstanceOf(Date);
    // Recent activity, or a run under way, keeps an old application as it is.
    for (const untouched of [recentlyActive, queued]) expect(await fresh(untouched.id)).toMatchObject({ anonymisedAt: null, personal: { firstName: 'Jane' } });
    expect((await fresh(queued.id)).client.email).toBe('queued@example.com');

    // The ledger and every figure are as they were.
    expect(await ledger()).toEqual(ledgerBefore);
    expect(ledgerBefore.refunds.filter((r) => r.status === 'SUCCEEDED')).toHaveLength(1);
    expect(await figures()).toEqual(before);

    const audit = (await retentionAudits()).at(-1);
    expect(audit).toMatchObject({ actorType: 'system', actorId: 'retention', details: { retentionYears: 7, anonymised: 2, clientsAnonymised: 1 } });
    expect([...(audit!.details.references as string[])].sort()).toEqual([lone.reference, older.reference].sort());
  });

  it('is idempotent: a second run finds nothing, changes nothing and still writes its audit row', async () => {
    const before = await fresh(lone.id);
    const auditsBefore = (await retentionAudits()).length;
    const run = await anonymiseExpiredApplications(core);
    expect(run).toMatchObject({ anonymised: 0, references: [], clientsAnonymised: 0 });
    const after = await fresh(lone.id);
    expect(after.version).toBe(before.version);
    expect(after.anonymisedAt).toEqual(before.anonymisedAt);
    const audits = await retentionAudits();
    expect(audits).toHaveLength(auditsBefore + 1);
    expect(audits.at(-1)!.details).toMatchObject({ anonymised: 0, references: [] });
  });

  it('takes an application whose run has ended, and once the last application of a client goes, the client’s e-mail', async () => {
    await core.em().nativeUpdate(AutomationRun, { application: queued.id, status: 'queued' }, { status: 'failed', finishedAt: new Date() });
    await lastTouched(recent, EIGHT_YEARS_AGO());
    const run = await anonymiseExpiredApplications(core);
    expect([...run.references].sort()).toEqual([queued.reference, recent.reference].sort());
    expect(run.clientsAnonymised).toBe(2);
    const twice = await core.em().fork().findOneOrFail(Client, { id: recent.clientId });
    expect(twice.email).toBe(anonymisedEmail(twice.id));
  });

  it('e-mails nobody about an anonymised application: neither a status change nor a bulk e-mail', async () => {
    const mails = () => core.em().fork().count(EmailOutbox, { application: lone.id });
    const before = await mails();
    await changeApplicationStatus(core, admin, { applicationId: lone.id, status: 'IN_REVIEW' });
    const bulk = await runBulkAction(core, admin, { ids: [lone.id], action: 'send-email', template: 'status_update' });
    expect(bulk).toMatchObject({ queued: 0, results: [{ outcome: 'skipped', reason: 'has no e-mail address' }] });
    expect(await mails()).toBe(before);
    expect((await fresh(lone.id)).status).toBe('IN_REVIEW');
  });
});
