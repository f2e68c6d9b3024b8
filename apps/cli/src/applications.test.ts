import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Application, AuditLog, Client, type Core } from '@eta/core';
import { seedApplications } from '@eta/core/seed';
import { createTestCore } from '@eta/core/testing';
import { etactl } from './testing.ts';

let core: Core;
beforeAll(async () => (core = await createTestCore()));
afterAll(async () => core.close());

/** Seeds `count` applications in their own batch; returns them (reference, status), newest first. */
async function seeded(count: number, batch: string) {
  await seedApplications(core, count, { batch });
  const clients = await core.em().find(Client, { email: { $like: `%.${batch}.%` } });
  return core.em().find(Application, { client: { $in: clients } }, { orderBy: { createdAt: 'desc' } });
}

describe('etactl applications search, show and set-status', () => {
  it('searches by filters as a table and as JSON, and shows one application', async () => {
    const [first] = await seeded(3, 'searchcli');
    const email = (await core.em().findOneOrFail(Client, { id: first!.client.id })).email;

    const table = await etactl(core, ['applications', 'search', '--email', email]);
    const lines = table.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('1 matching application');
    expect(lines[1]).toMatch(/^Reference +Status +Name +Email +Created$/);
    expect(lines[2]).toContain(first!.reference);

    const json = await etactl(core, ['--json', 'applications', 'search', '--email', 'searchcli', '--limit', '2']);
    const page = JSON.parse(json.stdout) as { applications: { reference: string }[]; total: number; nextCursor: string | null };
    expect(page.total).toBe(3);
    expect(page.applications).toHaveLength(2);
    expect(page.nextCursor).toEqual(expect.any(String));

    const shown = await etactl(core, ['applications', 'show', first!.reference.toLowerCase()]);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(new RegExp(`^Reference +${first!.reference}$`, 'm'));
    expect(shown.stdout).toMatch(/^Passport +•••• \d{4} \(expires /m);
    const shownJson = JSON.parse((await etactl(core, ['--json', 'applications', 'show', first!.reference])).stdout) as { id: string };
    expect(shownJson.id).toBe(first!.id);

    const none = await etactl(core, ['applications', 'search', '--email', 'nobody-at-all']);
    expect(none.stdout).toBe('No results found. Try adjusting your search criteria.\n');
    const badDate = await etactl(core, ['applications', 'search', '--from', '2026-13-01']);
    expect(badDate).toMatchObject({ code: 2, stderr: 'Error: Please enter the start date as YYYY-MM-DD\n' });
  });

  it('moves an application to another status, audited; --dry-run, bad status and unknown reference change nothing', async () => {
    const [application] = (await seeded(12, 'statuscli')).filter((a) => a.status === 'RECEIVED');
    const reference = application!.reference;
    const dry = await etactl(core, ['applications', 'set-status', reference, 'in-review', '--dry-run']);
    expect(dry.stdout).toBe(`Would move ${reference} from Received to In Review\n`);

    const moved = await etactl(core, ['applications', 'set-status', reference, 'in-review']);
    expect(moved).toMatchObject({ code: 0, stdout: `${reference}: Received → In Review\n` });
    expect((await core.em().findOneOrFail(Application, { reference })).status).toBe('IN_REVIEW');
    expect(await core.em().count(AuditLog, { action: 'application.status_changed', actorType: 'cli', details: { reference } })).toBe(1);

    expect(await etactl(core, ['applications', 'set-status', reference, 'sideways'])).toMatchObject({ code: 2, stderr: expect.stringMatching(/^Error: sideways is not a status you can choose here; choose one of RECEIVED, IN_REVIEW, /) });
    expect(await etactl(core, ['applications', 'set-status', 'ETA-ZZZZZZ', 'APPROVED'])).toMatchObject({ code: 4, stderr: 'Error: No application has the reference ETA-ZZZZZZ; nothing was changed\n' });
    expect((await core.em().findOneOrFail(Application, { reference })).status).toBe('IN_REVIEW');
  });
});

describe('etactl applications export', () => {
  it('streams 10,000 applications as CSV to standard output, parsed back whole, with no progress when piped', async () => {
    const applications = await seeded(10_000, 'exportcli');
    const run = await etactl(core, ['applications', 'export', '--email', 'exportcli']);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    const rows = parse(run.stdout, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(10_000);
    expect(Object.keys(rows[0]!)).toEqual(['Reference', 'Status', 'Payment status', 'First name', 'Last name', 'Email', 'Nationality', 'Created at', 'Paid at', 'Fee (GBP)']);
    expect(new Set(rows.map((r) => r.Reference))).toEqual(new Set(applications.map((a) => a.reference)));
    expect(rows.every((r) => r.Email!.includes('.exportcli.'))).toBe(true);
  });

  it('writes a file with --out and says so, as JSON too', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'etactl-export-'));
    const file = join(dir, 'approved.csv');
    const run = await etactl(core, ['--json', 'applications', 'export', '--email', 'exportcli', '--status', 'APPROVED', '--out', file]);
    expect(run.code).toBe(0);
    const summary = JSON.parse(run.stdout) as { file: string; rows: number };
    const rows = parse(readFileSync(file), { bom: true, columns: true }) as Record<string, string>[];
    expect(summary).toEqual({ file, rows: rows.length });
    expect(rows.length).toBeGreaterThan(1000);
    expect(rows.every((r) => r.Status === 'APPROVED')).toBe(true);
    expect(existsSync(`${file}.partial`)).toBe(false);
  });
});

describe('etactl applications bulk-status', () => {
  it('moves many applications read from standard input after --yes, in slices, each audited', async () => {
    const received = (await seeded(900, 'bulkcli')).filter((a) => a.status === 'RECEIVED').slice(0, 150);
    const references = received.map((a) => a.reference).join('\n');

    const unconfirmed = await etactl(core, ['applications', 'bulk-status', 'IN_REVIEW'], { stdin: references });
    expect(unconfirmed.code).toBe(2);
    expect(unconfirmed.stderr).toBe('Error: Change 150 applications to In Review: add --yes to confirm when not on a terminal\n');

    const dry = await etactl(core, ['--json', 'applications', 'bulk-status', 'in-review', '--dry-run'], { stdin: references });
    expect(JSON.parse(dry.stdout)).toMatchObject({ dryRun: true, status: 'IN_REVIEW', applications: expect.arrayContaining([{ reference: received[0]!.reference, from: 'RECEIVED', to: 'IN_REVIEW', changes: true }]) });
    expect(await core.em().count(Application, { id: { $in: received.map((a) => a.id) }, status: 'IN_REVIEW' })).toBe(0);

    const run = await etactl(core, ['applications', 'bulk-status', 'IN_REVIEW', '--yes'], { stdin: references });
    expect(run).toMatchObject({ code: 0, stdout: '150 updated to In Review\n', stderr: '' });
    expect(await core.em().count(Application, { id: { $in: received.map((a) => a.id) }, status: 'IN_REVIEW' })).toBe(150);
    const audits = await core.em().find(AuditLog, { action: 'admin.bulk.update_status', actorType: 'cli' });
    expect(audits.map((a) => (a.details as { count: number }).count)).toEqual([100, 50]);
  });

  it('exits 4 naming a reference that matches nothing, before changing anything, and 3 when some could not move', async () => {
    const all = await seeded(12, 'bulkfail');
    const received = all.find((a) => a.status === 'RECEIVED')!;
    const draft = all.find((a) => a.status === 'DRAFT')!;
    const missing = await etactl(core, ['applications', 'bulk-status', 'APPROVED', received.reference, 'ETA-ZZZZZZ', '--yes']);
    expect(missing).toMatchObject({ code: 4, stderr: 'Error: No application has the reference ETA-ZZZZZZ; nothing was changed\n' });
    expect((await core.em().findOneOrFail(Application, { id: received.id })).status).toBe('RECEIVED');

    const partly = await etactl(core, ['--json', 'applications', 'bulk-status', 'IN_REVIEW', received.reference, draft.reference, '--yes']);
    expect(partly.code).toBe(3);
    expect(JSON.parse(partly.stdout)).toMatchObject({ updated: 1, failed: 1, results: expect.arrayContaining([expect.objectContaining({ reference: draft.reference, outcome: 'failed', code: 'NOT_PAID' })]) });
    expect(JSON.parse(partly.stderr)).toEqual({ error: '1 of 2 applications were not changed', code: 'PARTLY_FAILED' });
  });
});
