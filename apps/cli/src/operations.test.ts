import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Application, AuditLog, AutomationRun, getSetting, type Core } from '@eta/core';
import { seedLedgerApplication } from '@eta/core/seed';
import { createTestCore, withoutPermissions } from '@eta/core/testing';
import { etactl, startEtactl } from './testing.ts';

let core: Core;
beforeAll(async () => (core = await createTestCore()));
afterAll(async () => core.close());

const today = new Date().toISOString().slice(0, 10);

describe('etactl reports', () => {
  it('prints a report as a table, as JSON and as CSV; exit 2 for bad dates, 5 without the permission', async () => {
    await seedLedgerApplication(core, { status: 'APPROVED', nationality: 'Japan', createdAt: new Date(), paidAt: new Date(), payments: [{ amountPence: 7500, status: 'PAID' }] });
    await seedLedgerApplication(core, { status: 'RECEIVED', nationality: 'Japan', createdAt: new Date(), paidAt: new Date(), payments: [{ amountPence: 7500, status: 'PAID' }] });

    const human = await etactl(core, ['reports', 'geography', '--from', today, '--to', today]);
    expect(human.code).toBe(0);
    const lines = human.stdout.split('\n');
    expect(lines[0]).toBe(`Geographic distribution report: ${today} to ${today} (UTC days)`);
    expect(human.stdout).toMatch(/^Applications +2$/m);
    expect(human.stdout).toMatch(/^Nationality +Applications +Paid applications +Revenue \(GBP\)$/m);
    expect(human.stdout).toMatch(/^Japan +2 +2 +150\.00$/m);

    const json = JSON.parse((await etactl(core, ['--json', 'reports', 'revenue', '--from', today, '--to', today])).stdout) as { type: string; totals: { revenue: number } };
    expect(json).toMatchObject({ type: 'revenue', totals: { revenue: 15000 } });

    const csv = await etactl(core, ['reports', 'funnel', '--from', today, '--to', today, '--csv']);
    expect(parse(csv.stdout, { bom: true })).toEqual([
      ['Step', 'Applications', '% of drafts created', '% of previous step'],
      ...[['Drafts created', '2', '100.0%', ''], ['Paid', '2', '100.0%', '100.0%']],
      expect.any(Array),
      expect.any(Array),
      expect.any(Array),
    ]);

    const backwards = await etactl(core, ['reports', 'revenue', '--from', today, '--to', '2020-01-01']);
    expect(backwards).toMatchObject({ code: 2, stderr: 'Error: The start date must be on or before the end date\n' });
    const unknown = await etactl(core, ['reports', 'profit', '--from', today, '--to', today]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/Allowed choices are revenue, applications, funnel, forecast, geography/);
    await withoutPermissions(core, 'ADMIN', ['view_financials'], async () => {
      expect((await etactl(core, ['reports', 'revenue', '--from', today, '--to', today])).code).toBe(5);
    });
  });
});

describe('etactl settings', () => {
  it('gets every setting or one, and sets e-mail and validation settings, audited', async () => {
    const all = JSON.parse((await etactl(core, ['--json', 'settings', 'get'])).stdout) as Record<string, unknown>;
    expect(all).toMatchObject({ 'fee.applicationFee': 7500, 'email.enabled': true, 'validation.minPhotoConfidence': 70, 'validation.allowedDocumentTypes': ['passport', 'national_id'] });
    const table = await etactl(core, ['settings', 'get']);
    expect(table.stdout).toMatch(/^email\.statusUpdate +true$/m);
    expect(table.stdout).toMatch(/^fee\.applicationFee +£75\.00$/m);
    expect((await etactl(core, ['settings', 'get', 'validation.minPhotoConfidence'])).stdout).toBe('70\n');

    expect((await etactl(core, ['settings', 'set', 'email.statusUpdate', 'off'])).stdout).toBe('Changed email.statusUpdate: true → false\n');
    expect((await getSetting(core.em(), 'emailSettings')).statusUpdate).toBe(false);
    expect((await getSetting(core.em(), 'emailSettings')).enabled).toBe(true);
    const confidence = await etactl(core, ['--json', 'settings', 'set', 'validation.minPhotoConfidence', '85']);
    expect(JSON.parse(confidence.stdout)).toEqual({ key: 'validation.minPhotoConfidence', before: 70, after: 85, dryRun: false });
    expect(await core.em().count(AuditLog, { action: { $in: ['settings.email_updated', 'settings.validation_updated'] }, actorType: 'cli' })).toBe(2);
  });

  it('refuses an unknown key, a value of the wrong kind and a value out of range with exit 2', async () => {
    expect((await etactl(core, ['settings', 'get', 'email.nope'])).stderr).toMatch(/^Error: Unknown setting email\.nope; the settings are: fee\.applicationFee, /);
    expect(await etactl(core, ['settings', 'set', 'email.enabled', 'maybe'])).toMatchObject({ code: 2, stderr: 'Error: email.enabled is on or off: give true or false\n' });
    expect(await etactl(core, ['settings', 'set', 'validation.minPhotoConfidence', '120'])).toMatchObject({ code: 2, stderr: 'Error: Minimum photo confidence must be from 0 to 100\n' });
    expect(await etactl(core, ['settings', 'set', 'fee.applicationFee', '10'])).toMatchObject({ code: 2, stderr: 'Error: Change fee.applicationFee with: etactl fee set <pounds>\n' });
    expect((await getSetting(core.em(), 'validationSettings')).minPhotoConfidence).toBe(85);
  });

  it('reads and changes the retention period in whole years from 1 to 20', async () => {
    expect((await etactl(core, ['settings', 'get', 'retention.years'])).stdout).toBe('7\n');
    expect((await etactl(core, ['settings', 'set', 'retention.years', '10'])).stdout).toBe('Changed retention.years: 7 → 10\n');
    expect(await getSetting(core.em(), 'retentionYears')).toBe(10);
    const message = 'Error: The retention period must be a whole number of years from 1 to 20\n';
    for (const bad of ['0', '2.5', 'seven']) expect(await etactl(core, ['settings', 'set', 'retention.years', bad])).toMatchObject({ code: 2, stderr: message });
    expect(await getSetting(core.em(), 'retentionYears')).toBe(10);
  });
});

describe('etactl audit tail', () => {
  it('prints the latest entries, filtered, oldest first, as lines or JSON lines', async () => {
    await etactl(core, ['settings', 'set', 'validation.ocrEnabled', 'false']);
    const tail = await etactl(core, ['audit', 'tail', '-n', '2', '--action', 'settings']);
    const lines = tail.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} {2}cli:\S+ {2}settings\.validation_updated {2}after: ocr enabled false, /);
    const json = (await etactl(core, ['--json', 'audit', 'tail', '-n', '3', '--since', '1h'])).stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as { action: string; actorType: string });
    expect(json).toHaveLength(3);
    expect(json.at(-1)).toMatchObject({ action: 'settings.validation_updated', actorType: 'cli' });
    expect(await etactl(core, ['audit', 'tail', '--since', 'last tuesday'])).toMatchObject({ code: 2 });
  });

  it('follows new entries until interrupted', async () => {
    const follow = startEtactl(core, ['audit', 'tail', '--follow', '--action', 'settings.email_updated', '--interval', '0.2', '-n', '1']);
    const waitFor = async (test: () => boolean) => {
      for (let i = 0; i < 150 && !test(); i++) await new Promise((r) => setTimeout(r, 100));
      expect(test()).toBe(true);
    };
    await waitFor(() => follow.output().includes('settings.email_updated'));
    const before = follow.output().trimEnd().split('\n').length;
    await etactl(core, ['settings', 'set', 'email.documentRequest', 'off']);
    await waitFor(() => follow.output().trimEnd().split('\n').length === before + 1);
    expect(follow.output().trimEnd().split('\n').at(-1)).toMatch(/settings\.email_updated .*document request false/);
    const exited = new Promise<number | null>((resolve) => follow.child.on('exit', (code) => resolve(code)));
    follow.child.kill('SIGINT');
    expect(await exited).toBe(0);
  });
});

describe('etactl automation', () => {
  it('retries a failed submission; a run past the payment step needs --payment-checked', async () => {
    const id = await seedLedgerApplication(core, { status: 'RECEIVED', createdAt: new Date(), paidAt: new Date(), payments: [{ amountPence: 7500, status: 'PAID' }] });
    const { reference } = await core.em().findOneOrFail(Application, { id });
    const em = core.em();
    em.create(AutomationRun, { application: id, status: 'failed', error: 'The form timed out', screenshotFileIds: [], paymentCheckpointAt: new Date(), finishedAt: new Date() });
    await em.flush();

    const queue = await etactl(core, ['automation', 'queue']);
    expect(queue.stdout).toMatch(new RegExp(`^ +— +${reference} +failed +\\S+ \\S+ +The form timed out$`, 'm'));

    const unchecked = await etactl(core, ['automation', 'retry', reference]);
    expect(unchecked.code).toBe(3);
    expect(unchecked.stderr).toMatch(/may have paid the government fee/);
    const retried = await etactl(core, ['--json', 'automation', 'retry', reference, '--payment-checked']);
    expect(retried.code).toBe(0);
    expect(JSON.parse(retried.stdout)).toMatchObject({ reference, runId: expect.any(String), position: expect.any(Number) });
    expect(await core.em().count(AutomationRun, { application: id, status: 'queued' })).toBe(1);
    expect(await core.em().count(AuditLog, { action: 'automation.retried', actorType: 'cli' })).toBe(1);

    const again = await etactl(core, ['automation', 'retry', reference]);
    expect(again.code).toBe(3);
    expect(await etactl(core, ['automation', 'retry', 'ETA-ZZZZZZ'])).toMatchObject({ code: 4 });
  });
});
