import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import yauzl from 'yauzl';
import { Application, AuditLog, EmailOutbox, StoredFile, cliActor, createStaff, ensureFirstAdmin, fileStore, storeFile, type Core } from '@eta/core';
import { createTestCore, withoutPermissions } from '@eta/core/testing';
import { seedApplications } from '@eta/core/seed';
import { bulkActionResultSchema, bulkReadyPageSchema, searchResultPageSchema, type Permission } from '@eta/domain';
import { createServer, type Server } from './server.ts';
import { sessionCookie } from './testing/index.ts';

let core: Core;
let server: Server;
let admin: string;
let staff: string;
const PASSWORD = 'a-long-staff-password';
const SEEDED = 120;

const signIn = (email: string) => sessionCookie(server, email, PASSWORD);
const call = (cookie: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });

const withoutAdminPermission = (permission: Permission, work: () => Promise<void>) => withoutPermissions(core, 'ADMIN', [permission], work);

async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))));
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) =>
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      }),
    );
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

let zoe: Application & { client: { email: string } };
let draft: Application;

beforeAll(async () => {
  core = await createTestCore();
  server = await createServer(core, { webDist: null });
  await ensureFirstAdmin(core, { email: 'admin@agency.test', password: PASSWORD });
  await createStaff(core, cliActor('test'), { email: 'staff@agency.test', password: PASSWORD, role: 'STAFF', firstName: 'Sam', lastName: 'Staff' });
  admin = await signIn('admin@agency.test');
  staff = await signIn('staff@agency.test');
  await seedApplications(core, SEEDED, { batch: 'ops' });
  const [first, second] = await core.em().find(Application, { status: 'RECEIVED' }, { orderBy: { reference: 'asc' }, populate: ['client'], limit: 2 });
  await core.em().nativeUpdate(Application, { id: first!.id }, { personal: { ...first!.personal, firstName: 'Zoë', lastName: 'Müller, Jr.', nationality: 'Iceland' } });
  await core.em().nativeUpdate(Application, { id: second!.id }, { personal: { ...second!.personal, firstName: '=1+1', lastName: '@SUM(A1)', nationality: '-Iceland' } });
  zoe = first!;
  draft = await core.em().findOneOrFail(Application, { status: 'DRAFT' });
});
afterAll(async () => {
  await server.stop();
  await core.close();
});

describe('every operations call', () => {
  const anyId = '00000000-0000-4000-8000-000000000000';
  const calls: [string, 'GET' | 'POST', string, Permission, object?][] = [
    ['search', 'GET', '/api/admin/search', 'view_applications'],
    ['export', 'GET', '/api/admin/search/export?status=all', 'view_applications'],
    ['bulk-ready', 'GET', '/api/admin/applications/bulk-ready', 'view_applications'],
    ['bulk update-status', 'POST', '/api/admin/bulk-actions', 'edit_applications', { ids: [anyId], action: 'update-status', status: 'IN_REVIEW' }],
    ['bulk send-email', 'POST', '/api/admin/bulk-actions', 'edit_applications', { ids: [anyId], action: 'send-email', template: 'status_update' }],
    ['bulk download-docs', 'POST', '/api/admin/bulk-actions', 'view_applications', { ids: [anyId], action: 'download-docs' }],
    ['bulk export', 'POST', '/api/admin/bulk-actions', 'view_applications', { ids: [anyId], action: 'export' }],
  ];
  for (const [name, method, url, permission, payload] of calls) {
    it(`${name}: anonymous 401, staff 403, an admin without ${permission} 403, an admin 200`, async () => {
      expect((await call(null, method, url, payload)).statusCode).toBe(401);
      const byStaff = await call(staff, method, url, payload);
      expect(byStaff.statusCode).toBe(403);
      expect(byStaff.json()).toMatchObject({ code: 'FORBIDDEN' });
      await withoutAdminPermission(permission, async () => expect((await call(admin, method, url, payload)).statusCode).toBe(403));
      expect((await call(admin, method, url, payload)).statusCode).toBe(200);
    });
  }

  it('are listed in the OpenAPI document', async () => {
    const paths = (await call(null, 'GET', '/api/openapi.json')).json().paths as Record<string, object>;
    for (const path of ['/api/admin/search', '/api/admin/search/export', '/api/admin/applications/bulk-ready', '/api/admin/bulk-actions', '/api/admin/downloads/{id}']) expect(paths).toHaveProperty([path]);
  });
});

describe('GET /api/admin/search', () => {
  it("pages every application, 50 at a time, 'all' and empty values ignored", async () => {
    const res = await call(admin, 'GET', '/api/admin/search?status=all&email=&reference=&nationality=all');
    expect(res.statusCode, res.body).toBe(200);
    const first = searchResultPageSchema.parse(res.json());
    expect(first).toMatchObject({ total: SEEDED, totalIsCapped: false });
    expect(first.applications).toHaveLength(50);
    const ids = new Set(first.applications.map((a) => a.id));
    let after = first.nextCursor;
    while (after) {
      const page = searchResultPageSchema.parse((await call(admin, 'GET', `/api/admin/search?after=${after}`)).json());
      page.applications.forEach((a) => ids.add(a.id));
      after = page.nextCursor;
    }
    expect(ids.size).toBe(SEEDED);
  });

  it('applies each filter', async () => {
    const get = async (query: string) => searchResultPageSchema.parse((await call(admin, 'GET', `/api/admin/search?${query}`)).json());
    expect((await get(`reference=${zoe.reference.toLowerCase()}`)).applications.map((a) => a.id)).toEqual([zoe.id]);
    const byEmail = await get(`email=${encodeURIComponent(zoe.client.email)}`);
    expect(byEmail.applications).toEqual([expect.objectContaining({ id: zoe.id, personal: { firstName: 'Zoë', lastName: 'Müller, Jr.', email: zoe.client.email } })]);
    expect((await get('email=.ops.11')).total).toBe(11); // .11, .110–.119
    expect((await get('status=DRAFT')).applications.every((a) => a.status === 'DRAFT')).toBe(true);
    expect((await get('status=DRAFT')).total).toBe(await core.em().count(Application, { status: 'DRAFT' }));
    expect((await get('nationality=iceland')).applications.map((a) => a.id)).toEqual([zoe.id]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`dateFrom=2000-01-01&dateTo=${today}`)).total).toBe(await core.em().count(Application, { createdAt: { $lt: new Date(`${today}T23:59:59.999Z`) } }));
    expect((await get('dateTo=2000-01-01')).total).toBe(0);
    expect(await get('email=no-such-person')).toEqual({ applications: [], nextCursor: null, total: 0, totalIsCapped: false });
  });

  it('answers 400 naming a bad filter', async () => {
    const res = await call(admin, 'GET', '/api/admin/search?dateFrom=2026-05-02&dateTo=2026-05-01');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { fields: [{ field: 'dateTo', message: 'The start date must be on or before the end date' }] } });
  });
});

describe('GET /api/admin/search/export', () => {
  it('streams the matches as a CSV attachment, quoted, non-ASCII kept, formulas neutralised', async () => {
    const res = await call(admin, 'GET', '/api/admin/search/export?nationality=all&status=');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="applications-${new Date().toISOString().slice(0, 10)}.csv"`);
    expect(res.body).toContain('"Müller, Jr."');
    const rows = parse(res.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(SEEDED);
    expect(rows.find((r) => r.Reference === zoe.reference)).toMatchObject({ 'First name': 'Zoë', 'Last name': 'Müller, Jr.', Email: zoe.client.email, Nationality: 'Iceland', 'Fee (GBP)': '75.00' });
    expect(rows.find((r) => r['First name'] === "'=1+1")).toMatchObject({ 'Last name': "'@SUM(A1)", Nationality: "'-Iceland" });
  });

  it('exports only the filtered applications', async () => {
    const rows = parse((await call(admin, 'GET', '/api/admin/search/export?nationality=Iceland')).body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.Reference)).toEqual([zoe.reference]);
  });
});

describe('bulk actions', () => {
  it('lists bulk-ready applications with their e-mail', async () => {
    const page = bulkReadyPageSchema.parse((await call(admin, 'GET', '/api/admin/applications/bulk-ready?limit=10')).json());
    expect(page.applications).toHaveLength(10);
    expect(page.applications.every((a) => a.status !== 'DRAFT' && a.personalDetails.email?.endsWith('@example.com'))).toBe(true);
    expect(page.nextCursor).toEqual(expect.any(String));
  });

  it('updates statuses one by one and reports an unpaid draft as not changed', async () => {
    const res = await call(admin, 'POST', '/api/admin/bulk-actions', { ids: [zoe.id, draft.id], action: 'update-status', status: 'IN_REVIEW' });
    expect(res.statusCode, res.body).toBe(200);
    const result = bulkActionResultSchema.parse(res.json());
    expect(result).toMatchObject({ action: 'update-status', updated: 1, failed: 1 });
    expect(await core.em().count(Application, { id: zoe.id, status: 'IN_REVIEW' })).toBe(1);
    expect(await core.em().count(Application, { id: draft.id, status: 'DRAFT' })).toBe(1);
    expect(await core.em().count(EmailOutbox, { application: zoe.id, template: 'status_update' })).toBe(1);
    expect(await core.em().count(AuditLog, { action: 'admin.bulk.update_status', details: { count: 2, updated: 1 } })).toBe(1);
  });

  it('answers 400 for a missing status, no selection or too many ids', async () => {
    const noStatus = await call(admin, 'POST', '/api/admin/bulk-actions', { ids: [zoe.id], action: 'update-status' });
    expect(noStatus.statusCode).toBe(400);
    expect(noStatus.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: 'Please choose the new status' });
    const tooMany = await call(admin, 'POST', '/api/admin/bulk-actions', { ids: Array.from({ length: 501 }, () => crypto.randomUUID()), action: 'export' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ error: 'Please select at most 500 applications at a time' });
    expect((await call(admin, 'POST', '/api/admin/bulk-actions', { ids: [], action: 'export' })).json()).toMatchObject({ error: 'Please select at least one application' });
  });

  it('queues the chosen e-mail for each selected application', async () => {
    const res = await call(admin, 'POST', '/api/admin/bulk-actions', { ids: [zoe.id], action: 'send-email', template: 'document_request' });
    expect(res.json()).toMatchObject({ action: 'send-email', queued: 1, skipped: 0 });
    expect(await core.em().count(EmailOutbox, { application: zoe.id, template: 'document_request', to: zoe.client.email })).toBe(1);
  });

  it('gives a signed link to a ZIP of the decrypted documents; a tampered or expired link is refused', async () => {
    const em = core.em();
    const scan = Buffer.from('passport scan bytes');
    const file = await storeFile(em, fileStore(core), { kind: 'passport_scan', bytes: scan, contentType: 'image/jpeg' });
    await em.nativeUpdate(StoredFile, { id: file.id }, { application: zoe.id });
    const res = await call(admin, 'POST', '/api/admin/bulk-actions', { ids: [zoe.id, draft.id], action: 'download-docs' });
    const result = bulkActionResultSchema.parse(res.json());
    if (result.action !== 'download-docs') throw new Error('unexpected');

    const zip = await call(null, 'GET', result.downloadUrl);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toMatch(/^attachment; filename="documents-applications-\d{4}-\d{2}-\d{2}\.zip"$/);
    const entries = await unzip(zip.rawPayload);
    expect(entries.get(`${zoe.reference}/passport-scan.jpg`)).toEqual(scan);
    expect([...entries.keys()]).toContain(`${draft.reference}/NO-DOCUMENTS.txt`);

    const tampered = await call(null, 'GET', result.downloadUrl.replace(/signature=.{4}/, 'signature=AAAA'));
    expect(tampered.statusCode).toBe(403);
    const expired = await call(null, 'GET', result.downloadUrl.replace(/expires=\d+/, 'expires=1000'));
    expect(expired.statusCode).toBe(403);
  });

  it('gives a signed link to the selection as CSV', async () => {
    const result = bulkActionResultSchema.parse((await call(admin, 'POST', '/api/admin/bulk-actions', { ids: [zoe.id, draft.id], action: 'export' })).json());
    if (result.action !== 'export') throw new Error('unexpected');
    const csv = await call(null, 'GET', result.downloadUrl);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = parse(csv.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.Reference).sort()).toEqual([zoe.reference, draft.reference].sort());
  });
});
