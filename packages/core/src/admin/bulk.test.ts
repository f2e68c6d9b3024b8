import { readFile as readDisk } from 'node:fs/promises';
import { join } from 'node:path';
import { buffer as readBuffer, text as readText } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import yauzl from 'yauzl';
import type { AppEvent, Permission } from '@eta/domain';
import { createTestCore, withoutPermissions } from '../testing.ts';
import type { Core } from '../core.ts';
import { anonymous, cliActor, type Actor } from '../auth/actor.ts';
import { Setting } from './entities.ts';
import { Activity, Application } from '../applications/entities.ts';
import { AuditLog } from '../audit/entities.ts';
import { EmailOutbox } from '../email/entities.ts';
import { listenForEvents, type EventListener } from '../events/events.ts';
import { createStaff } from '../staff/service.ts';
import { seedApplications } from '../seed.ts';
import { fileStore } from '../storage/file-store.ts';
import { storeFile } from '../storage/files.ts';
import { StoredFile } from '../storage/entities.ts';
import { getSetting } from './settings.ts';
import { runBulkAction } from './bulk.ts';
import { openBulkDownload, signDownloadUrl } from './downloads.ts';

let core: Core;
let admin: Actor;
let staff: Actor;
let paid: Application[];
let draft: Application;
let events: AppEvent[] = [];
let listener: EventListener;

async function actorOf(email: string, role: 'ADMIN' | 'STAFF'): Promise<Actor> {
  const member = await createStaff(core, cliActor('test'), { email, password: 'a-long-staff-password', role });
  return { type: role === 'ADMIN' ? 'admin' : 'staff', userId: member.id, email, role };
}

const withoutAdminPermission = (permission: Permission, work: () => Promise<void>) => withoutPermissions(core, 'ADMIN', [permission], work);

/** Every entry of a ZIP, by name. */
async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))));
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        void readBuffer(stream).then((content) => {
          entries.set(entry.fileName, content);
          zip.readEntry();
        }, reject);
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

const linkParts = (url: string) => {
  const parsed = new URL(url, 'http://x');
  return { id: parsed.pathname.split('/').at(-1)!, expires: parsed.searchParams.get('expires'), signature: parsed.searchParams.get('signature') };
};

beforeAll(async () => {
  core = await createTestCore();
  await seedApplications(core, 40, { batch: 'bulk' });
  admin = await actorOf('boss@agency.test', 'ADMIN');
  staff = await actorOf('clerk@agency.test', 'STAFF');
  paid = await core.em().find(Application, { status: 'RECEIVED' }, { orderBy: { reference: 'asc' }, populate: ['client'] });
  draft = await core.em().findOneOrFail(Application, { status: 'DRAFT', paymentStatus: 'UNPAID' });
  listener = await listenForEvents(core.databaseUrl, (event) => events.push(event));
});
afterAll(async () => {
  await listener.close();
  await core.close();
});

describe('who may run a bulk action', () => {
  const anyId = '00000000-0000-4000-8000-000000000000';
  const cases: [string, Permission, object][] = [
    ['update-status', 'edit_applications', { ids: [anyId], action: 'update-status', status: 'IN_REVIEW' }],
    ['send-email', 'edit_applications', { ids: [anyId], action: 'send-email', template: 'status_update' }],
    ['download-docs', 'view_applications', { ids: [anyId], action: 'download-docs' }],
    ['export', 'view_applications', { ids: [anyId], action: 'export' }],
  ];
  for (const [action, permission, input] of cases) {
    it(`${action}: anonymous 401, staff 403, an admin without ${permission} 403`, async () => {
      await expect(runBulkAction(core, anonymous(), input)).rejects.toMatchObject({ status: 401 });
      await expect(runBulkAction(core, staff, input)).rejects.toMatchObject({ status: 403 });
      await withoutAdminPermission(permission, () => expect(runBulkAction(core, admin, input)).rejects.toMatchObject({ status: 403 }));
    });
  }

  it('refuses too many ids, no ids, no action and a missing status with a 400', async () => {
    const ids = Array.from({ length: 501 }, () => crypto.randomUUID());
    await expect(runBulkAction(core, admin, { ids, action: 'export' })).rejects.toMatchObject({ status: 400, message: 'Please select at most 500 applications at a time' });
    await expect(runBulkAction(core, admin, { ids: [], action: 'export' })).rejects.toMatchObject({ status: 400, message: 'Please select at least one application' });
    await expect(runBulkAction(core, admin, { ids: [paid[0]!.id] })).rejects.toMatchObject({ status: 400, message: 'Please select a bulk action' });
    await expect(runBulkAction(core, admin, { ids: [paid[0]!.id], action: 'update-status' })).rejects.toMatchObject({ status: 400, details: { fields: [{ field: 'status', message: 'Please choose the new status' }] } });
  });
});

describe('update-status', () => {
  it('moves each application through the status change, and reports an unpaid draft as not changed', async () => {
    events = [];
    const [a, b] = paid;
    const result = await runBulkAction(core, admin, { ids: [a!.id, b!.id, draft.id], action: 'update-status', status: 'IN_REVIEW' });
    expect(result).toMatchObject({ action: 'update-status', status: 'IN_REVIEW', updated: 2, unchanged: 0, failed: 1 });
    if (result.action !== 'update-status') throw new Error('unexpected');
    expect(result.results.find((r) => r.id === draft.id)).toEqual({ id: draft.id, reference: draft.reference, outcome: 'failed', code: 'NOT_PAID', reason: 'has not been paid' });

    const em = core.em();
    expect((await em.findOneOrFail(Application, { id: a!.id })).status).toBe('IN_REVIEW');
    expect((await em.findOneOrFail(Application, { id: draft.id })).status).toBe('DRAFT');
    expect(await em.count(Activity, { application: a!.id, description: 'Status changed from Received to In Review' })).toBe(1);
    expect(await em.count(AuditLog, { action: 'application.status_changed', details: { applicationId: a!.id } })).toBe(1);
    expect(await em.count(EmailOutbox, { application: a!.id, template: 'status_update' })).toBe(1);
    expect(await em.count(EmailOutbox, { application: draft.id })).toBe(0);
    const summary = await em.findOneOrFail(AuditLog, { action: 'admin.bulk.update_status' });
    expect(summary.details).toMatchObject({ status: 'IN_REVIEW', count: 3, updated: 2, failed: [{ id: draft.id, code: 'NOT_PAID' }] });
    await expect.poll(() => events.filter((e) => e.type === 'application_updated').length).toBe(2);
  });

  it('says an application already in the status is unchanged, and checks the status permission', async () => {
    const [a] = paid;
    const again = await runBulkAction(core, admin, { ids: [a!.id], action: 'update-status', status: 'IN_REVIEW' });
    expect(again).toMatchObject({ updated: 0, unchanged: 1, failed: 0 });
    await withoutAdminPermission('approve_applications', async () => {
      const refused = await runBulkAction(core, admin, { ids: [a!.id], action: 'update-status', status: 'APPROVED' });
      expect(refused).toMatchObject({ updated: 0, failed: 1, results: [{ code: 'FORBIDDEN', reason: 'needs a permission your role does not have' }] });
    });
  });
});

describe('send-email', () => {
  it('queues the chosen e-mail for each application, audited, while its trigger is on', async () => {
    const ids = [paid[2]!.id, paid[3]!.id];
    const result = await runBulkAction(core, admin, { ids, action: 'send-email', template: 'document_request' });
    expect(result).toMatchObject({ action: 'send-email', queued: 2, skipped: 0 });
    const rows = await core.em().find(EmailOutbox, { template: 'document_request' });
    expect(rows.map((r) => r.to).sort()).toEqual([paid[2]!.client.email, paid[3]!.client.email].sort());
    expect(rows[0]!.subject).toMatch(/^Documents needed for your ETA application ETA-/);
    expect(await core.em().count(AuditLog, { action: 'admin.bulk.send_email' })).toBe(1);
  });

  it('skips every application when the e-mail settings turn the trigger off', async () => {
    const em = core.em();
    const settings = await getSetting(em, 'emailSettings');
    await em.nativeUpdate(Setting, { key: 'emailSettings' }, { value: { ...settings, documentRequest: false } });
    try {
      const result = await runBulkAction(core, admin, { ids: [paid[4]!.id], action: 'send-email', template: 'document_request' });
      expect(result).toMatchObject({ queued: 0, skipped: 1, results: [{ outcome: 'skipped', reason: 'was not e-mailed: Document request e-mails are turned off in Email Notifications' }] });
      expect(await em.count(EmailOutbox, { application: paid[4]!.id, template: 'document_request' })).toBe(0);
    } finally {
      await em.nativeUpdate(Setting, { key: 'emailSettings' }, { value: settings });
    }
  });
});

describe('download-docs and export', () => {
  it('answers a signed link that streams a ZIP of the decrypted documents, one folder per reference', async () => {
    const [a, b] = [paid[5]!, paid[6]!];
    const scan = Buffer.from('%PDF-1.4 pretend scan');
    const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
    const em = core.em();
    const stored = [
      await storeFile(em, fileStore(core), { kind: 'passport_scan', bytes: scan, contentType: 'image/jpeg' }),
      await storeFile(em, fileStore(core), { kind: 'photo', bytes: photo, contentType: 'image/jpeg' }),
    ];
    await em.nativeUpdate(StoredFile, { id: { $in: stored.map((f) => f.id) } }, { application: a.id });
    // Stored encrypted: the bytes on disk are not the file's.
    const onDisk = await readDisk(join(core.config.dataDir, 'files', stored[0]!.storageKey)).catch(() => null);
    if (onDisk) expect(onDisk.includes(scan)).toBe(false);

    const result = await runBulkAction(core, admin, { ids: [a.id, b.id], action: 'download-docs' });
    if (result.action !== 'download-docs') throw new Error('unexpected');
    expect(result.count).toBe(2);
    expect(result.downloadUrl).toMatch(/^\/api\/admin\/downloads\/[0-9a-f-]{36}\?expires=\d+&signature=/);
    expect(new Date(result.expiresAt).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);

    const download = await openBulkDownload(core, linkParts(result.downloadUrl));
    expect(download.contentType).toBe('application/zip');
    expect(download.fileName).toMatch(/^documents-applications-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = await unzip(await readBuffer(download.body));
    expect(entries.get(`${a.reference}/passport-scan.jpg`)).toEqual(scan);
    expect(entries.get(`${a.reference}/photo.jpg`)).toEqual(photo);
    expect(entries.get(`${b.reference}/NO-DOCUMENTS.txt`)?.toString()).toMatch(/No documents/);
    expect(await core.em().count(AuditLog, { action: 'admin.bulk.download_docs' })).toBe(1);
  });

  it('answers a signed link that streams the selected applications as CSV', async () => {
    const ids = paid.slice(0, 3).map((a) => a.id);
    const result = await runBulkAction(core, admin, { ids, action: 'export' });
    if (result.action !== 'export') throw new Error('unexpected');
    const download = await openBulkDownload(core, linkParts(result.downloadUrl));
    expect(download.contentType).toBe('text/csv; charset=utf-8');
    const rows = parse(await readText(download.body), { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.Reference).sort()).toEqual(paid.slice(0, 3).map((a) => a.reference).sort());
    expect(rows[0]!.Email).toMatch(/@example\.com$/);
  });

  it('refuses a tampered or expired link with a 403', async () => {
    const result = await runBulkAction(core, admin, { ids: [paid[0]!.id], action: 'export' });
    if (result.action !== 'export') throw new Error('unexpected');
    const link = linkParts(result.downloadUrl);
    await expect(openBulkDownload(core, { ...link, signature: `${link.signature!.slice(0, -2)}xx` })).rejects.toMatchObject({ status: 403 });
    await expect(openBulkDownload(core, { ...link, expires: String(Number(link.expires) + 60) })).rejects.toMatchObject({ status: 403 });
    await expect(openBulkDownload(core, link, new Date(Date.now() + 11 * 60_000))).rejects.toMatchObject({ status: 403 });
    // A link signed for another record (a stored file's, say) opens nothing here.
    const other = linkParts(signDownloadUrl(core.config, crypto.randomUUID()).url);
    await expect(openBulkDownload(core, other)).rejects.toMatchObject({ status: 404 });
  });
});
