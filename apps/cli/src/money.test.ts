import { userInfo } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLog, Refund, getSetting, type Core } from '@eta/core';
import { seedLedgerApplication } from '@eta/core/seed';
import { createTestCore } from '@eta/core/testing';
import { etactl } from './testing.ts';

let core: Core;
beforeAll(async () => (core = await createTestCore()));
afterAll(async () => core.close());

const operator = userInfo().username;

/** A paid application with one captured sandbox payment of £75.00; its reference. */
async function paidApplication(): Promise<string> {
  const id = await seedLedgerApplication(core, { status: 'RECEIVED', createdAt: new Date(), paidAt: new Date(), payments: [{ amountPence: 7500, status: 'PAID' }] });
  const [row] = await core.em().getConnection().execute<{ reference: string }[]>('select reference from application where id = ?', [id]);
  return row!.reference;
}

describe('etactl fee and cost', () => {
  it('shows the fee as a table and as JSON in pence', async () => {
    const human = await etactl(core, ['fee', 'show']);
    expect(human).toMatchObject({ code: 0, stderr: '' });
    expect(human.stdout).toMatch(/^Application fee +£75\.00\nInternal cost +£0\.00\nMargin +£75\.00\n$/);
    const json = await etactl(core, ['--json', 'fee', 'show']);
    expect(JSON.parse(json.stdout)).toEqual({ applicationFee: 7500, internalCost: 0 });
  });

  it('changes the fee and the cost, audited as the operating-system user; --dry-run changes nothing', async () => {
    const dry = await etactl(core, ['fee', 'set', '80', '--dry-run']);
    expect(dry).toMatchObject({ code: 0, stdout: 'Would change the application fee from £75.00 to £80.00\n' });
    expect(await getSetting(core.em(), 'applicationFee')).toBe(7500);

    const set = await etactl(core, ['--json', 'fee', 'set', '£79.99']);
    expect(set.code).toBe(0);
    expect(JSON.parse(set.stdout)).toEqual({ setting: 'applicationFee', before: 7500, after: 7999, dryRun: false });
    expect(await getSetting(core.em(), 'applicationFee')).toBe(7999);

    const cost = await etactl(core, ['cost', 'set', '12.5']);
    expect(cost.stdout).toBe('Changed the internal cost from £0.00 to £12.50\n');

    const rows = await core.em().find(AuditLog, { action: 'settings.updated' }, { orderBy: { createdAt: 'asc' } });
    expect(rows.map((r) => [r.actorType, r.actorId, r.details])).toEqual([
      ['cli', operator, { setting: 'applicationFee', before: 7500, after: 7999 }],
      ['cli', operator, { setting: 'internalCost', before: 0, after: 1250 }],
    ]);
  });

  it('refuses an amount that is not money with exit 2 and the screen message', async () => {
    const bad = await etactl(core, ['fee', 'set', 'ten']);
    expect(bad).toMatchObject({ code: 2, stdout: '', stderr: 'Error: Please enter a valid amount\n' });
    const json = await etactl(core, ['--json', 'fee', 'set', '-5']);
    expect(json.code).toBe(2);
    expect(JSON.parse(json.stderr)).toEqual({ error: 'Please enter a valid amount', code: 'USAGE' });
  });
});

describe('etactl refunds', () => {
  it('creates, lists and approves a refund; the sandbox settles it before the command ends', async () => {
    const reference = await paidApplication();
    const created = await etactl(core, ['--json', 'refunds', 'create', '--application', reference.toLowerCase(), '--amount', '25', '--reason', 'Duplicate payment']);
    expect(created.code).toBe(0);
    const refund = JSON.parse(created.stdout) as { id: string; status: string; amount: number; reference: string };
    expect(refund).toMatchObject({ status: 'PENDING', amount: 2500, reference });

    const list = await etactl(core, ['refunds', 'list']);
    expect(list.stdout.split('\n')[0]).toMatch(/^ID +Reference +Amount +Status +Requested +By +Reason$/);
    expect(list.stdout).toMatch(new RegExp(`${refund.id}  ${reference}  £25.00  Pending  \\S+ \\S+  cli:${operator}  Duplicate payment`));

    const unconfirmed = await etactl(core, ['refunds', 'approve', refund.id]);
    expect(unconfirmed.code).toBe(2);
    expect(unconfirmed.stderr).toBe(`Error: Approve the refund of £25.00 on ${reference} (Duplicate payment)? The money goes back to the card: add --yes to confirm when not on a terminal\n`);

    const approved = await etactl(core, ['--json', 'refunds', 'approve', refund.id, '--yes']);
    expect(approved.code).toBe(0);
    expect(JSON.parse(approved.stdout)).toMatchObject({ id: refund.id, status: 'APPROVED', providerStatus: 'pending' });
    expect((await core.em().findOneOrFail(Refund, { id: refund.id })).status).toBe('SUCCEEDED');
    const audited = await core.em().find(AuditLog, { action: { $in: ['refund.created', 'refund.approved'] }, actorType: 'cli' });
    expect(audited.map((r) => r.action).sort()).toEqual(['refund.approved', 'refund.created']);
  });

  it('exits 3 for too much, 4 for an unknown application or refund, and checks with --dry-run', async () => {
    const reference = await paidApplication();
    const dry = await etactl(core, ['refunds', 'create', '--application', reference, '--amount', '70', '--reason', 'x', '--dry-run']);
    expect(dry).toMatchObject({ code: 0, stdout: `Would ask for a refund of £70.00 of ${reference}: £75.00 paid, £75.00 can still be refunded\n` });
    const tooMuch = await etactl(core, ['refunds', 'create', '--application', reference, '--amount', '80', '--reason', 'Too much']);
    expect(tooMuch.code).toBe(3);
    expect(tooMuch.stderr).toBe(`Error: A refund of £80.00 exceeds what can still be refunded on ${reference} (£75.00 of £75.00 paid)\n`);
    const unknown = await etactl(core, ['refunds', 'create', '--application', 'ETA-ZZZZZZ', '--amount', '1', '--reason', 'x']);
    expect(unknown.code).toBe(4);
    const noRefund = await etactl(core, ['refunds', 'approve', '00000000-0000-4000-8000-000000000000', '--yes']);
    expect(noRefund.code).toBe(4);
    expect(await core.em().count(Refund, { application: { reference } })).toBe(0);
  });
});
