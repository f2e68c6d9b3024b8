import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../core.ts';
import { createTestCore } from '../testing.ts';
import { seedApplications } from '../seed.ts';
import type { Actor } from '../auth/actor.ts';
import { ensureFirstAdmin } from '../staff/service.ts';
import { User } from '../staff/entities.ts';
import { Activity, Application, Client } from '../applications/entities.ts';
import { AuditLog } from '../audit/entities.ts';
import { startCheckout } from './checkout.ts';
import { paySandboxSession } from './sandbox.ts';
import { Payment, Refund, WebhookEvent } from './entities.ts';
import { approveRefund, createRefund, listRefunds } from './refunds.ts';
import { sandboxRefundsSettled, settleSandboxRefund } from './sandbox.ts';

let core: Core;
let admin: Actor;

beforeAll(async () => {
  core = await createTestCore();
  await ensureFirstAdmin(core, { email: 'admin@agency.test', password: 'a-long-admin-password' });
  const user = await core.em().findOneOrFail(User, { email: 'admin@agency.test' });
  admin = { type: 'admin', userId: user.id, email: user.email, role: 'ADMIN' };
});
afterAll(async () => {
  await sandboxRefundsSettled();
  await core.close();
});

/** One seeded application, made a fresh unpaid draft (no payment rows). */
async function draftApplication(): Promise<string> {
  const batch = `refund${randomBytes(4).toString('hex')}`;
  await seedApplications(core, 1, { batch });
  const client = await core.em().findOneOrFail(Client, { email: { $like: `%.${batch}.1@example.com` } });
  const { id } = await core.em().findOneOrFail(Application, { client });
  await core.em().nativeUpdate(Application, { id }, { status: 'DRAFT', paymentStatus: 'UNPAID', paidAt: null });
  await core.em().nativeDelete(Payment, { application: id });
  return id;
}

/** A draft paid through the sandbox checkout: its signed event walks the real webhook handler. */
async function paidThroughSandbox(): Promise<{ id: string; reference: string }> {
  const id = await draftApplication();
  await startCheckout(core, { type: 'anonymous' }, { applicationId: id }, 'http://localhost');
  const payment = await core.em().findOneOrFail(Payment, { application: id });
  await paySandboxSession(core, payment.providerSessionId);
  const application = await core.em().findOneOrFail(Application, { id });
  return { id, reference: application.reference };
}

describe('sandbox refunds', () => {
  it('stores the sandbox payment intent, so a refund has a payment to return money on', async () => {
    const { id } = await paidThroughSandbox();
    const payment = await core.em().findOneOrFail(Payment, { application: id });
    expect(payment).toMatchObject({ status: 'PAID', providerPaymentIntentId: expect.stringMatching(/^pi_sandbox_/) });
  });

  it('answers pending at once, then settles through the signed refund.updated webhook', async () => {
    const { id, reference } = await paidThroughSandbox();
    const paid = (await core.em().findOneOrFail(Payment, { application: id })).amountPence;
    const refund = await createRefund(core, admin, { applicationId: reference, amount: paid, reason: 'Changed plans' });
    const approved = await approveRefund(core, admin, { id: refund.id });
    expect(approved).toMatchObject({ status: 'APPROVED', providerStatus: 'pending', decidedBy: 'admin@agency.test' });
    expect((await core.em().findOneOrFail(Refund, { id: refund.id })).providerRefundId).toMatch(/^re_sandbox_/);

    await sandboxRefundsSettled();
    const [settled] = (await listRefunds(core, admin, { status: 'ALL' })).filter((r) => r.id === refund.id);
    expect(settled).toMatchObject({ status: 'SUCCEEDED', providerStatus: 'succeeded', settledAt: expect.any(String), error: null });
    expect((await core.em().findOneOrFail(Application, { id })).paymentStatus).toBe('REFUNDED');
    expect(await core.em().count(WebhookEvent, { type: 'refund.updated' })).toBeGreaterThanOrEqual(1);
    const history = await core.em().find(Activity, { application: id }, { orderBy: { createdAt: 'asc' } });
    expect(history.map((a) => a.description)).toEqual(
      expect.arrayContaining([`Refund of £${(paid / 100).toFixed(2)} requested: Changed plans`, expect.stringMatching(/approved and sent to the sandbox \(pending\)$/), `Refund of £${(paid / 100).toFixed(2)} succeeded`]),
    );
    // Delivered again (a new event id): already settled, nothing changes.
    expect(await settleSandboxRefund(core, refund.id)).toMatchObject({ effect: 'ignored' });
    expect(await core.em().count(AuditLog, { action: 'refund.succeeded' })).toBe(1);
  });

  it('lets only one of two racing approvals ask the provider', async () => {
    const { reference } = await paidThroughSandbox();
    const refund = await createRefund(core, admin, { applicationId: reference, amount: 100, reason: 'Race' });
    const results = await Promise.allSettled([approveRefund(core, admin, { id: refund.id }), approveRefund(core, admin, { id: refund.id })]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'REFUND_NOT_PENDING' } });
    await sandboxRefundsSettled();
    expect(await core.em().count(AuditLog, { action: 'refund.approved', details: { refundId: refund.id } })).toBe(1);
  });
});
