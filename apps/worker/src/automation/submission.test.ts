import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Activity, Application, AutomationRun, EmailOutbox, StoredFile, VerificationCode, listenForEvents, requestAutomatedSubmission, type AppEvent, type Mailer, type OutgoingMail } from '@eta/core';
import { PAYMENT_MAY_HAVE_BEEN_TAKEN } from '@eta/domain';
import type { FaultKind } from '@eta/gov-sim';
import { startWorker, type Worker } from '../worker.ts';
import { paidApplication, startAutomationRig, STAFF_PASSWORD } from './testing.ts';

type Rig = Awaited<ReturnType<typeof startAutomationRig>>;
let rig: Rig;
let worker: Worker;
const sent: OutgoingMail[] = [];
const mailer: Mailer = { send: async (mail) => void sent.push(mail) };

beforeAll(async () => {
  rig = await startAutomationRig();
  worker = await startWorker(rig.core, { mailer, mailIn: { port: rig.mailInPort, host: '127.0.0.1' } });
}, 60_000);
afterAll(async () => {
  await worker?.stop();
  await rig?.close();
});
beforeEach(async () => {
  rig.sim.clearFaults();
  await rig.core.em().getConnection().execute('delete from rate_limit');
});

const start = (applicationId: string) => requestAutomatedSubmission(rig.core, rig.staff, { applicationId, password: STAFF_PASSWORD, headless: true });

async function finishedRun(runId: string): Promise<AutomationRun> {
  let run: AutomationRun | null = null;
  await expect
    .poll(async () => (run = await rig.core.em().findOne(AutomationRun, { id: runId }))?.status, { timeout: 90_000, interval: 250 })
    .toMatch(/completed|failed/);
  return run!;
}

const isoOf = (date: Date | string | null | undefined) => (date ? new Date(date).toISOString().slice(0, 10) : '');

describe('automated submission against the practice form', () => {
  it(
    'submits a paid application with no human step: the code arrives by SMTP and is used, the answers reach the form field by field, every page is photographed, and the decision e-mail approves it with the ETA PDF sent on',
    async () => {
      const { id } = await paidApplication(rig.core);
      const events: AppEvent[] = [];
      const listener = await listenForEvents(rig.core.databaseUrl, (event) => events.push(event));
      const queued = await start(id);
      expect(queued).toMatchObject({ position: 1, message: 'Queued: next to be submitted' });
      const run = await finishedRun(queued.runId);
      // What every console hears, in order: queued at 1, started, completed.
      await expect
        .poll(() => events.filter((e) => e.type.startsWith('automation_') && (e.data as { applicationId?: string }).applicationId === id).map((e) => e.type), { timeout: 5_000 })
        .toEqual(['automation_queued', 'automation_started', 'automation_completed']);
      expect(events.find((e) => e.type === 'automation_queued')?.data).toEqual({ applicationId: id, position: 1 });
      expect(events.find((e) => e.type === 'automation_completed')?.data).toEqual({ applicationId: id, success: true, error: null });
      await listener.close();
      expect(run.error ?? null).toBeNull();
      expect(run.status).toBe('completed');

      const em = rig.core.em();
      const application = await em.findOneOrFail(Application, { id });
      const submission = rig.sim.submissions().find((s) => s.governmentNumber === run.governmentReference)!;
      expect(submission).toBeDefined();
      expect(application.governmentReference).toBe(submission.governmentNumber);
      expect(['SUBMITTED_TO_UK', 'APPROVED']).toContain(application.status);

      const personal = application.personal as Record<string, string>;
      const travel = application.travel as Record<string, string>;
      expect(submission.answers).toEqual({
        applyingFor: 'someone-else',
        email: application.internalEmail,
        passportNumber: 'AB1234567',
        nationality: personal.nationality,
        issuingCountry: (application.passport as Record<string, string>).country,
        passportExpiry: isoOf(application.passportExpiry),
        givenNames: `${personal.firstName} ${personal.middleName}`,
        familyName: personal.lastName,
        dateOfBirth: isoOf(application.dateOfBirth),
        addressLine1: travel.addressLine1,
        addressLine2: travel.addressLine2,
        town: travel.town,
        postcode: travel.postcode,
        country: travel.country,
        hasJob: 'yes',
        jobTitle: travel.job,
        purpose: 'tourism',
        arrivalDate: isoOf(application.arrivalDate),
        criminalConviction: 'no',
        warCrimes: 'no',
      });
      const files = await em.find(StoredFile, { application: id, kind: { $in: ['passport_scan', 'photo'] } });
      expect(submission.uploads.passportImage?.sha256).toBe(files.find((f) => f.kind === 'passport_scan')!.sha256);
      expect(submission.uploads.facePhoto?.sha256).toBe(files.find((f) => f.kind === 'photo')!.sha256);

      const code = await em.findOneOrFail(VerificationCode, { application: id });
      expect(code).toMatchObject({ source: 'EMAIL' });
      expect(code.usedAt).toBeInstanceOf(Date);
      // start, who, e-mail, code, 7 question pages, check answers, payment, confirmation
      expect(run.screenshotFileIds).toHaveLength(14);
      expect(run.paymentCheckpointAt).toBeInstanceOf(Date);

      await expect.poll(async () => (await rig.core.em().findOneOrFail(Application, { id })).status, { timeout: 20_000 }).toBe('APPROVED');
      const pdf = await rig.core.em().findOneOrFail(StoredFile, { application: id, kind: 'decision_pdf' });
      const approvedMail = await rig.core.em().findOneOrFail(EmailOutbox, { application: id, template: 'application_approved' });
      expect(approvedMail.attachmentFileIds).toEqual([pdf.id]);
      await worker.drainOutbox();
      const delivered = sent.find((mail) => mail.subject.startsWith('Your UK ETA has been approved') && mail.to !== application.internalEmail)!;
      expect(delivered.attachments?.[0]).toMatchObject({ filename: 'uk-eta.pdf', contentType: 'application/pdf' });
      expect(delivered.attachments![0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
      const history = (await rig.core.em().find(Activity, { application: id }, { orderBy: { createdAt: 'asc', id: 'asc' } })).map((a) => a.description);
      expect(history).toEqual(expect.arrayContaining(['Automated submission started', 'Verification code received by e-mail', expect.stringMatching(/^Status changed from .* to Submitted to UK/), expect.stringMatching(/to Approved/)]));
    },
    120_000,
  );

  it('passes a refusal and its reason on to the applicant', async () => {
    rig.sim.queueDecision({ outcome: 'refused', reason: 'The applicant did not provide enough information about the journey.', delayMs: 100 });
    const { id } = await paidApplication(rig.core);
    const run = await finishedRun((await start(id)).runId);
    expect(run.status).toBe('completed');
    await expect.poll(async () => (await rig.core.em().findOneOrFail(Application, { id })).status, { timeout: 20_000 }).toBe('REFUSED');
    const mail = await rig.core.em().findOneOrFail(EmailOutbox, { application: id, template: 'application_refused' });
    expect(mail.textBody).toContain('Explanation: The applicant did not provide enough information about the journey.');
  }, 120_000);

  const failures: [string, { kind: FaultKind; page?: string; times?: number }, RegExp][] = [
    ['a server error page', { kind: 'server_error', page: 'personal' }, /error page \("Sorry, there is a problem with the service"\) instead of “Personal details”/],
    ['a changed heading', { kind: 'changed_heading', page: 'passport' }, /The form changed at “Passport details”: the page’s heading is now “Passport details \(updated\)”/],
    ['a field error', { kind: 'field_error', page: 'address' }, /The form refused the answers on “What is the applicant’s home address\?”: Check the address line 1/],
    ['an expired code, twice', { kind: 'expired_code', times: 2 }, /The form refused the security code: The security code has expired/],
    ['a declined card', { kind: 'declined_card' }, /The form refused the answers on “Enter card details”: Your payment was declined/],
    ['a timed-out session', { kind: 'session_timeout' }, /ended the session \(timed out\)/],
  ];
  for (const [name, fault, error] of failures) {
    it(`fails the run with a readable error on ${name}, keeping the failing page and the trace, and leaves the application as it was`, async () => {
      rig.sim.injectFault(fault);
      const { id } = await paidApplication(rig.core);
      const run = await finishedRun((await start(id)).runId);
      expect(run.status).toBe('failed');
      expect(run.error).toMatch(error);
      expect(run.screenshotFileIds.length).toBeGreaterThan(0);
      expect(run.traceFileId).toBeTruthy();
      const application = await rig.core.em().findOneOrFail(Application, { id });
      expect(application).toMatchObject({ status: 'RECEIVED', governmentReference: null });
    }, 120_000);
  }

  it('survives a slow page and resends an expired code once', async () => {
    rig.sim.injectFault({ kind: 'slow', page: 'travel', delayMs: 2_000 });
    rig.sim.injectFault({ kind: 'expired_code' });
    const { id } = await paidApplication(rig.core);
    const run = await finishedRun((await start(id)).runId);
    expect(run.error ?? null).toBeNull();
    expect(await rig.core.em().count(VerificationCode, { application: id, usedAt: { $ne: null } })).toBe(2);
  }, 120_000);

  it('never retries a run that passed the payment checkpoint: it goes to staff', async () => {
    const { id } = await paidApplication(rig.core);
    const other = await paidApplication(rig.core);
    // A run that a dead worker left behind after pressing pay, as pg-boss hands it out again.
    await worker.submissions!.stop();
    const queued = await start(id);
    await rig.core.em().nativeUpdate(AutomationRun, { id: queued.runId }, { status: 'processing', paymentCheckpointAt: new Date() });
    const second = await start(other.id);
    const restarted = await startWorker(rig.core, { mailer, mailIn: null });
    try {
      const run = await finishedRun(queued.runId);
      expect(run).toMatchObject({ status: 'failed', error: PAYMENT_MAY_HAVE_BEEN_TAKEN });
      expect((await finishedRun(second.runId)).status).toBe('completed');
    } finally {
      await restarted.stop();
    }
  }, 180_000);
});
