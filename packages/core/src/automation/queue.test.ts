import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCore, withoutPermissions } from '../testing.ts';
import type { Core } from '../core.ts';
import { anonymous, cliActor, type Actor } from '../auth/actor.ts';
import { createStaff } from '../staff/service.ts';
import { seedLedgerApplication } from '../seed.ts';
import { Activity, Application } from '../applications/entities.ts';
import { AuditLog } from '../audit/entities.ts';
import { AutomationRun } from './entities.ts';
import { requestAutomatedSubmission, retryAutomatedSubmission } from './queue.ts';

let core: Core;
let staff: Actor;
const PASSWORD = 'automation-staff-1';

/** A paid application (RECEIVED, nothing missing), with the runs given, oldest first. */
async function application(runs: { status: 'failed' | 'completed' | 'queued'; paymentCheckpointAt?: Date }[] = []): Promise<{ id: string; reference: string; runIds: string[] }> {
  const id = await seedLedgerApplication(core, { createdAt: new Date(), status: 'RECEIVED', paidAt: new Date(), payments: [{ amountPence: 7500, status: 'PAID' }] });
  const em = core.em().fork();
  const app = await em.findOneOrFail(Application, { id });
  const created = runs.map((run, i) =>
    em.create(AutomationRun, {
      application: app,
      status: run.status,
      headless: true,
      screenshotFileIds: [],
      paymentCheckpointAt: run.paymentCheckpointAt ?? null,
      error: run.status === 'failed' ? 'The form changed' : null,
      createdAt: new Date(Date.now() - (runs.length - i) * 60_000),
    }),
  );
  await em.flush();
  return { id, reference: app.reference, runIds: created.map((run) => run.id) };
}

const auditOf = (runId: string) => core.em().fork().findOneOrFail(AuditLog, { details: { runId } });
const historyOf = async (id: string) => (await core.em().fork().find(Activity, { application: id }, { orderBy: { createdAt: 'asc' } })).map((a) => a.description);

beforeAll(async () => {
  core = await createTestCore({ queue: true });
  const member = await createStaff(core, cliActor('test'), { email: 'clerk@agency.test', password: PASSWORD, role: 'STAFF' });
  staff = { type: 'staff', userId: member.id, email: member.email, role: 'STAFF' };
}, 60_000);
afterAll(async () => core.close());

describe('retryAutomatedSubmission', () => {
  it('queues again an application whose last run failed: a new run and job, its history and an automation.retried audit row', async () => {
    const app = await application([{ status: 'completed' }, { status: 'failed' }]);
    const previousRunId = app.runIds[1]!;
    const answer = await retryAutomatedSubmission(core, cliActor('ops'), { applicationId: app.id });
    expect(answer).toMatchObject({ runId: expect.any(String), position: expect.any(Number), message: expect.stringMatching(/^Queued/) });
    const run = await core.em().fork().findOneOrFail(AutomationRun, { id: answer.runId });
    expect(run).toMatchObject({ status: 'queued', headless: true, jobId: answer.runId, requestedBy: null });
    const [job] = await core.em().getConnection().execute<{ state: string }[]>(`select state from pgboss.job where id = ?`, [answer.runId]);
    expect(job?.state).toBe('created');
    const row = await auditOf(answer.runId);
    expect(row).toMatchObject({ action: 'automation.retried', actorType: 'cli', actorId: 'ops' });
    expect(row.details).toEqual({ applicationId: app.id, reference: app.reference, runId: answer.runId, previousRunId, paymentChecked: false });
    expect(await historyOf(app.id)).toEqual(['Automated submission queued again (retry)']);
    // The new run is live now: nothing failed to retry, and it is already queued.
    await expect(retryAutomatedSubmission(core, cliActor('ops'), { applicationId: app.id })).rejects.toMatchObject({ status: 409, code: 'ALREADY_QUEUED' });
  });

  it('records the staff member who asked, with the browser visible when asked', async () => {
    const app = await application([{ status: 'failed' }]);
    const answer = await retryAutomatedSubmission(core, staff, { applicationId: app.id, headless: false });
    const run = await core.em().fork().findOneOrFail(AutomationRun, { id: answer.runId });
    expect(run).toMatchObject({ headless: false, requestedBy: { id: (staff as { userId: string }).userId } });
    expect(await auditOf(answer.runId)).toMatchObject({ action: 'automation.retried', actorType: 'staff' });
  });

  it('refuses when the latest run did not fail, or there is none', async () => {
    const none = await application();
    await expect(retryAutomatedSubmission(core, cliActor('ops'), { applicationId: none.id })).rejects.toMatchObject({
      status: 409,
      code: 'NOTHING_TO_RETRY',
      message: `${none.reference} has no failed automated submission to retry.`,
    });
    const completed = await application([{ status: 'failed' }, { status: 'completed' }]);
    await expect(retryAutomatedSubmission(core, cliActor('ops'), { applicationId: completed.id })).rejects.toMatchObject({ code: 'NOTHING_TO_RETRY' });
  });

  it('retries a run that reached the payment checkpoint only once the payment was checked', async () => {
    const app = await application([{ status: 'failed', paymentCheckpointAt: new Date() }]);
    await expect(retryAutomatedSubmission(core, cliActor('ops'), { applicationId: app.id })).rejects.toMatchObject({
      status: 409,
      code: 'PAYMENT_MAY_HAVE_BEEN_TAKEN',
      message: `${app.reference}: the last run may have paid the government fee before it failed. Check the government account, then retry with the payment confirmed as checked.`,
    });
    expect(await core.em().fork().count(AutomationRun, { application: app.id })).toBe(1);
    const answer = await retryAutomatedSubmission(core, cliActor('ops'), { applicationId: app.id, paymentChecked: true });
    expect((await auditOf(answer.runId)).details).toMatchObject({ previousRunId: app.runIds[0], paymentChecked: true });
  });

  it('keeps the rules of a first submission: paid, not yet sent, both documents', async () => {
    const app = await application([{ status: 'failed' }]);
    await core.em().nativeUpdate(Application, { id: app.id }, { status: 'SUBMITTED_TO_UK' });
    await expect(retryAutomatedSubmission(core, cliActor('ops'), { applicationId: app.id })).rejects.toMatchObject({ code: 'SENT_TO_GOVERNMENT' });
    await core.em().nativeUpdate(Application, { id: app.id }, { status: 'RECEIVED', missingDocuments: ['photo'] });
    await expect(retryAutomatedSubmission(core, cliActor('ops'), { applicationId: app.id })).rejects.toMatchObject({ code: 'DOCUMENTS_MISSING' });
    await core.em().nativeUpdate(Application, { id: app.id }, { status: 'DRAFT', missingDocuments: [] });
    await expect(retryAutomatedSubmission(core, cliActor('ops'), { applicationId: app.id })).rejects.toMatchObject({ code: 'NOT_PAID' });
    await expect(retryAutomatedSubmission(core, cliActor('ops'), { applicationId: '00000000-0000-4000-8000-000000000000' })).rejects.toMatchObject({ status: 404 });
    await expect(retryAutomatedSubmission(core, cliActor('ops'), { applicationId: 'ETA-ABCDEF' })).rejects.toMatchObject({ status: 400 });
  });

  it('needs edit_applications: anonymous 401, staff without it 403', async () => {
    const app = await application([{ status: 'failed' }]);
    await expect(retryAutomatedSubmission(core, anonymous(), { applicationId: app.id })).rejects.toMatchObject({ status: 401 });
    await withoutPermissions(core, 'STAFF', ['edit_applications'], () => expect(retryAutomatedSubmission(core, staff, { applicationId: app.id })).rejects.toMatchObject({ status: 403 }));
    expect(await core.em().fork().count(AutomationRun, { application: app.id })).toBe(1);
  });
});

describe('requestAutomatedSubmission', () => {
  it('still asks the staff member for their password and writes automation.queued', async () => {
    const app = await application();
    await expect(requestAutomatedSubmission(core, staff, { applicationId: app.id, password: 'not-my-password' })).rejects.toMatchObject({ status: 403, code: 'WRONG_PASSWORD' });
    await expect(requestAutomatedSubmission(core, cliActor('ops'), { applicationId: app.id, password: PASSWORD })).rejects.toMatchObject({ status: 401 });
    const answer = await requestAutomatedSubmission(core, staff, { applicationId: app.id, password: PASSWORD });
    const row = await auditOf(answer.runId);
    expect(row).toMatchObject({ action: 'automation.queued' });
    expect(row.details).toEqual({ applicationId: app.id, reference: app.reference, runId: answer.runId, headless: true });
    expect(await historyOf(app.id)).toEqual(['Automated submission queued']);
    await expect(requestAutomatedSubmission(core, staff, { applicationId: app.id, password: PASSWORD })).rejects.toMatchObject({ code: 'ALREADY_QUEUED' });
  });
});
