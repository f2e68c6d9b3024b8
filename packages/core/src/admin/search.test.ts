import { text as readText } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import type { Permission } from '@eta/domain';
import { createTestCore, withoutPermissions } from '../testing.ts';
import type { Core } from '../core.ts';
import { anonymous, cliActor, type Actor } from '../auth/actor.ts';
import { Application } from '../applications/entities.ts';
import { createStaff } from '../staff/service.ts';
import { seedApplications } from '../seed.ts';
import { countSearchMatches, exportSearchCsv, listBulkReady, searchApplications } from './search.ts';

let core: Core;
let admin: Actor;
let staff: Actor;
const SEEDED = 300;

async function actorOf(email: string, role: 'ADMIN' | 'STAFF'): Promise<Actor> {
  const member = await createStaff(core, cliActor('test'), { email, password: 'a-long-staff-password', role });
  return { type: role === 'ADMIN' ? 'admin' : 'staff', userId: member.id, email, role };
}

const withoutAdminPermission = (permission: Permission, work: () => Promise<void>) => withoutPermissions(core, 'ADMIN', [permission], work);

/** Gives the newest seeded applications distinctive names, nationalities and dates. */
async function personalise(): Promise<{ zoe: string; formula: string }> {
  const newest = await core.em().find(Application, {}, { orderBy: { createdAt: 'desc' }, limit: 3, populate: ['client'] });
  const [zoe, formula, comma] = newest;
  const set = (app: Application, personal: Record<string, unknown>, createdAt?: Date) =>
    core.em().nativeUpdate(Application, { id: app.id }, { personal: { ...app.personal, ...personal }, ...(createdAt ? { createdAt } : {}) });
  await set(zoe!, { firstName: 'Zoë', lastName: 'Müller', nationality: 'Iceland' }, new Date('2020-03-04T10:00:00Z'));
  await set(formula!, { firstName: '=HYPERLINK("http://evil")', lastName: '+44 cmd', nationality: '@Iceland' });
  await set(comma!, { firstName: 'Anne, Marie', lastName: 'O"Neil -x', nationality: '-1' });
  return { zoe: zoe!.id, formula: formula!.id };
}

let zoeId: string;
const japanese = async () => {
  const [row] = await core.em().getConnection().execute<{ n: number }[]>(`select count(*)::int as n from application where personal->>'nationality' = 'Japan'`);
  return row!.n;
};

beforeAll(async () => {
  core = await createTestCore();
  await seedApplications(core, SEEDED, { batch: 'srch' });
  admin = await actorOf('boss@agency.test', 'ADMIN');
  staff = await actorOf('clerk@agency.test', 'STAFF');
  zoeId = (await personalise()).zoe;
});
afterAll(async () => core.close());

describe('who may search', () => {
  const calls = {
    search: (actor: Actor) => searchApplications(core, actor, {}),
    export: (actor: Actor) => exportSearchCsv(core, actor, {}),
    count: (actor: Actor) => countSearchMatches(core, actor, {}),
    bulkReady: (actor: Actor) => listBulkReady(core, actor, {}),
  };
  for (const [name, call] of Object.entries(calls)) {
    it(`${name}: anonymous 401, staff 403, an admin without view_applications 403`, async () => {
      await expect(call(anonymous())).rejects.toMatchObject({ status: 401 });
      await expect(call(staff)).rejects.toMatchObject({ status: 403 });
      await withoutAdminPermission('view_applications', () => expect(call(admin)).rejects.toMatchObject({ status: 403 }));
      await expect(call(admin)).resolves.toBeTruthy();
    });
  }
});

describe('Advanced Search', () => {
  it('lists every application newest first, 50 a page, with an exact total', async () => {
    const first = await searchApplications(core, admin, {});
    expect(first.total).toBe(SEEDED);
    expect(first.totalIsCapped).toBe(false);
    expect(first.applications).toHaveLength(50);
    const created = first.applications.map((a) => a.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const seen = new Set(first.applications.map((a) => a.id));
    let after = first.nextCursor;
    while (after) {
      const page = await searchApplications(core, admin, { after });
      for (const a of page.applications) seen.add(a.id);
      after = page.nextCursor;
    }
    expect(seen.size).toBe(SEEDED);
  });

  it("ignores 'all' and empty values", async () => {
    const all = await searchApplications(core, admin, { status: 'all', email: '', reference: '', nationality: 'all' });
    expect(all.total).toBe(SEEDED);
  });

  it('filters by status', async () => {
    const drafts = await searchApplications(core, admin, { status: 'DRAFT', limit: 100 });
    expect(drafts.total).toBeGreaterThan(0);
    expect(drafts.total).toBe(await core.em().count(Application, { status: 'DRAFT' }));
    expect(drafts.applications.every((a) => a.status === 'DRAFT')).toBe(true);
  });

  it('filters by reference, in part and whatever the case', async () => {
    const [one] = await core.em().find(Application, {}, { limit: 1, orderBy: { reference: 'asc' } });
    const whole = await searchApplications(core, admin, { reference: one!.reference });
    expect(whole.applications.map((a) => a.id)).toEqual([one!.id]);
    const part = await searchApplications(core, admin, { reference: one!.reference.slice(3).toLowerCase() });
    expect(part.applications.map((a) => a.id)).toContain(one!.id);
    expect(part.applications.every((a) => a.reference.toLowerCase().includes(one!.reference.slice(3).toLowerCase()))).toBe(true);
  });

  it('filters by e-mail, whole or in part', async () => {
    const zoe = await core.em().findOneOrFail(Application, { id: zoeId }, { populate: ['client'] });
    const whole = await searchApplications(core, admin, { email: zoe.client.email.toUpperCase() });
    expect(whole.applications.map((a) => a.id)).toEqual([zoeId]);
    expect(whole.applications[0]!.personal).toEqual({ firstName: 'Zoë', lastName: 'Müller', email: zoe.client.email });
    const part = await searchApplications(core, admin, { email: '.srch.1' });
    expect(part.total).toBe(111); // .1, .10–.19, .100–.199
    const none = await searchApplications(core, admin, { email: 'nobody-at-all' });
    expect(none).toMatchObject({ applications: [], total: 0, nextCursor: null });
  });

  it('filters by nationality, whatever the case', async () => {
    const iceland = await searchApplications(core, admin, { nationality: 'ICELAND' });
    expect(iceland.applications.map((a) => a.id)).toEqual([zoeId]);
    const japan = await searchApplications(core, admin, { nationality: 'japan' });
    expect(japan.total).toBe(await japanese());
  });

  it('filters by created date, both ends inclusive, combined with other filters', async () => {
    const day = await searchApplications(core, admin, { dateFrom: '2020-03-04', dateTo: '2020-03-04' });
    expect(day.applications.map((a) => a.id)).toEqual([zoeId]);
    expect((await searchApplications(core, admin, { dateTo: '2020-03-03' })).total).toBe(0);
    expect((await searchApplications(core, admin, { dateFrom: '2020-03-05' })).total).toBe(SEEDED - 1);
    expect((await searchApplications(core, admin, { dateFrom: '2020-01-01', nationality: 'iceland', status: 'all' })).total).toBe(1);
  });

  it('refuses bad filters and a forged cursor with a 400 naming the field', async () => {
    await expect(searchApplications(core, admin, { status: 'LOST' })).rejects.toMatchObject({ status: 400 });
    await expect(searchApplications(core, admin, { dateFrom: '2026-02-02', dateTo: '2026-02-01' })).rejects.toMatchObject({ status: 400, details: { fields: [{ field: 'dateTo' }] } });
    await expect(searchApplications(core, admin, { after: 'bm90LWEtY3Vyc29y' })).rejects.toMatchObject({ status: 400, details: { fields: [{ field: 'after' }] } });
  });
});

describe('CSV export', () => {
  it('streams every match with a header, quoting, non-ASCII names and neutralised formulas', async () => {
    const download = await exportSearchCsv(core, admin, { status: 'all' }, { now: new Date('2026-11-27T12:00:00Z') });
    expect(download.fileName).toBe('applications-2026-11-27.csv');
    expect(download.contentType).toBe('text/csv; charset=utf-8');
    const text = await readText(download.body);
    const rows = parse(text, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(SEEDED);
    expect(Object.keys(rows[0]!)).toEqual(['Reference', 'Status', 'Payment status', 'First name', 'Last name', 'Email', 'Nationality', 'Created at', 'Paid at', 'Fee (GBP)']);
    expect(rows.find((r) => r['First name'] === 'Zoë')).toMatchObject({ 'Last name': 'Müller', Nationality: 'Iceland', 'Created at': '2020-03-04T10:00:00.000Z', 'Fee (GBP)': '75.00' });
    expect(rows.find((r) => r['Last name'] === "'+44 cmd")).toMatchObject({ 'First name': `'=HYPERLINK("http://evil")`, Nationality: "'@Iceland" });
    expect(rows.find((r) => r['First name'] === 'Anne, Marie')).toMatchObject({ 'Last name': `O"Neil -x`, Nationality: "'-1" });
    const paid = rows.find((r) => r.Status === 'APPROVED')!;
    expect(paid['Payment status']).toBe('PAID');
    expect(paid['Paid at']).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('exports only the matches of the filters, in batches past the first thousand', async () => {
    const download = await exportSearchCsv(core, admin, { nationality: 'Japan' });
    const rows = parse(await readText(download.body), { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(await japanese());
    expect(rows.every((r) => r.Nationality === 'Japan')).toBe(true);
  });

});

describe('bulk-ready list', () => {
  it('lists submitted applications with their e-mail, in pages', async () => {
    const submitted = await core.em().count(Application, { status: { $ne: 'DRAFT' } });
    const page = await listBulkReady(core, admin, { limit: 20 });
    expect(page.total).toBe(submitted);
    expect(page.applications).toHaveLength(20);
    expect(page.applications[0]).toMatchObject({ referenceNumber: expect.stringMatching(/^ETA-/), personalDetails: { email: expect.stringContaining('@example.com') } });
    expect(page.applications.every((a) => a.status !== 'DRAFT')).toBe(true);
    const next = await listBulkReady(core, admin, { limit: 20, after: page.nextCursor });
    expect(next.applications.map((a) => a.id)).not.toContain(page.applications[0]!.id);
    const drafts = await listBulkReady(core, admin, { status: 'DRAFT' });
    expect(drafts.applications.every((a) => a.status === 'DRAFT')).toBe(true);
  });
});
