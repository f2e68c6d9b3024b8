import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CODE_WAIT_MINUTES, PAYMENT_MAY_HAVE_BEEN_TAKEN, isSubmittable, type VisitPurpose } from '@eta/domain';
import type { Core } from '../core.ts';
import { systemActor, type Actor } from '../auth/actor.ts';
import { audit } from '../audit/audit.ts';
import { publishEvent } from '../events/events.ts';
import type { Application, Client } from '../applications/entities.ts';
import { recordActivity } from '../applications/activity.ts';
import { answerText, isoDay } from '../applications/answers.ts';
import { applyStatusChange } from '../applications/status.ts';
import { markCodeUsed } from '../codes/service.ts';
import { VerificationCode } from '../codes/entities.ts';
import { StoredFile } from '../storage/entities.ts';
import { fileStore } from '../storage/file-store.ts';
import { readFile, storeFile } from '../storage/files.ts';
import { AutomationRun } from './entities.ts';
import { SubmissionError, type SubmissionData } from './government-form.ts';
import { publishQueuePositions } from './queue.ts';

export const automationActor: Actor = systemActor('automation');

type LockedRun = AutomationRun & { application: Application & { client: Client } };
const lockRun = (tx: EntityManager, runId: string) =>
  tx.findOne(AutomationRun, { id: runId }, { populate: ['application', 'application.client'], lockMode: LockMode.PESSIMISTIC_WRITE }) as Promise<LockedRun | null>;


/**
 * A worker takes a queued run: it becomes `processing` and staff see it start. A run already
 * finished is skipped; a run whose previous attempt passed the payment checkpoint is failed for
 * staff instead, because paying the government fee twice is worse than asking a person.
 */
export async function beginRun(core: Core, runId: string): Promise<{ data: SubmissionData; applicationId: string; headless: boolean } | null> {
  const started = await core.em().transactional(async (tx) => {
    const run = await lockRun(tx, runId);
    if (!run || run.status === 'completed' || run.status === 'failed') return null;
    const application = run.application;
    if (run.paymentCheckpointAt) {
      await finishAsFailed(tx, run, PAYMENT_MAY_HAVE_BEEN_TAKEN);
      return null;
    }
    if (!isSubmittable(application.status)) {
      await finishAsFailed(tx, run, `${application.reference} is ${application.status.replaceAll('_', ' ').toLowerCase()}, so it was not submitted again.`);
      return null;
    }
    const resumed = run.status === 'processing';
    run.status = 'processing';
    run.attempts += 1;
    run.startedAt = new Date();
    run.position = null;
    run.screenshotFileIds = [];
    recordActivity(tx, application, automationActor, resumed ? 'Automated submission started again (the previous worker stopped)' : 'Automated submission started');
    audit(tx, automationActor, 'automation.started', { applicationId: application.id, runId: run.id, attempt: run.attempts });
    await tx.flush();
    await publishEvent(tx, { type: 'automation_started', data: { applicationId: application.id } });
    return run;
  });
  if (!started) {
    await publishQueuePositions(core);
    return null;
  }
  try {
    return { data: await submissionData(core, started.application), applicationId: started.application.id, headless: started.headless };
  } catch (error) {
    await failRun(core, runId, error instanceof SubmissionError ? error.message : `The application could not be read: ${String(error)}`);
    return null;
  }
}

const day = (date: Date | string | null | undefined) => isoDay(date) ?? '';

/** The application in the form's terms, with its documents read back from storage. */
async function submissionData(core: Core, application: Application): Promise<SubmissionData> {
  const files = await core.em().find(StoredFile, { application: application.id, kind: { $in: ['passport_scan', 'photo'] } }, { orderBy: { createdAt: 'desc' } });
  const scan = files.find((f) => f.kind === 'passport_scan');
  const photo = files.find((f) => f.kind === 'photo');
  if (!scan || !photo) throw new SubmissionError(`${application.reference} has no ${!scan ? 'passport scan' : 'photo'}; the government form needs both.`);
  if (!application.passportNumberEncrypted) throw new SubmissionError(`${application.reference} has no passport number.`);
  const document = async (file: StoredFile, name: string) => ({ bytes: (await readFile(core, file.id)).bytes, contentType: file.contentType, name });
  const personal = application.personal;
  const passport = application.passport;
  const travel = application.travel;
  const declarations = application.declarations;
  return {
    reference: application.reference,
    email: application.internalEmail,
    passport: {
      number: core.dataBox.open(application.passportNumberEncrypted),
      nationality: answerText(personal, 'nationality'),
      issuingCountry: answerText(passport, 'country'),
      expiryDate: day(application.passportExpiry),
    },
    personal: { givenNames: [answerText(personal, 'firstName'), answerText(personal, 'middleName')].filter(Boolean).join(' '), familyName: answerText(personal, 'lastName'), dateOfBirth: day(application.dateOfBirth) },
    address: {
      line1: answerText(travel, 'addressLine1'),
      line2: [answerText(travel, 'addressLine2'), answerText(travel, 'addressLine3')].filter(Boolean).join(', '),
      town: answerText(travel, 'town'),
      postcode: answerText(travel, 'postcode'),
      country: answerText(travel, 'country'),
    },
    job: { hasJob: answerText(travel, 'hasJob') !== 'no', title: answerText(travel, 'job') },
    travel: { purpose: answerText(travel, 'purposeOfVisit') as VisitPurpose, arrivalDate: day(application.arrivalDate) },
    declarations: { criminalConviction: answerText(declarations, 'hasCriminalConviction') === 'yes', warCrimes: answerText(declarations, 'hasWarCrimesRecord') === 'yes' },
    documents: { passportImage: await document(scan, 'passport'), facePhoto: await document(photo, 'photo') },
  };
}

async function storeEvidence(core: Core, tx: EntityManager, run: AutomationRun, kind: 'screenshot' | 'automation_trace', bytes: Buffer, contentType: string): Promise<StoredFile> {
  const file = await storeFile(tx, fileStore(core), { kind, bytes, contentType });
  file.application = run.application;
  return file;
}

/** Keeps a page's screenshot (encrypted at rest like every file) in the run's page order. */
export async function recordScreenshot(core: Core, runId: string, png: Buffer): Promise<void> {
  await core.em().transactional(async (tx) => {
    const run = await lockRun(tx, runId);
    if (!run) return;
    const file = await storeEvidence(core, tx, run, 'screenshot', png, 'image/png');
    run.screenshotFileIds = [...run.screenshotFileIds, file.id];
  });
}

/** Written and committed before the government fee is paid. */
export async function markPaymentCheckpoint(core: Core, runId: string): Promise<void> {
  await core.em().transactional(async (tx) => {
    const run = await lockRun(tx, runId);
    if (!run) return;
    run.paymentCheckpointAt = new Date();
    recordActivity(tx, run.application, automationActor, 'Paying the government fee with the agency card');
    audit(tx, automationActor, 'automation.payment_checkpoint', { applicationId: run.application.id, runId });
  });
}

/** The form was submitted: the government's number kept, SUBMITTED_TO_UK with its e-mail, and staff told. */
export async function completeRun(core: Core, runId: string, governmentReference: string): Promise<void> {
  await core.em().transactional(async (tx) => {
    const run = await lockRun(tx, runId);
    if (!run) return;
    const application = run.application;
    run.status = 'completed';
    run.finishedAt = new Date();
    run.governmentReference = governmentReference;
    run.error = null;
    application.governmentReference = governmentReference;
    audit(tx, automationActor, 'automation.completed', { applicationId: application.id, runId, governmentReference });
    if (isSubmittable(application.status)) {
      await applyStatusChange(core, tx, automationActor, application, 'SUBMITTED_TO_UK', { note: `government application number ${governmentReference}` });
    }
    await tx.flush();
    await publishEvent(tx, { type: 'automation_completed', data: { applicationId: application.id, success: true, error: null } });
  });
  await publishQueuePositions(core);
}

/** The run failed: the readable error, the failing page and the trace kept; the application itself is left as it was. */
export async function failRun(core: Core, runId: string, error: string, evidence: { screenshot?: Buffer | null; trace?: Buffer | null } = {}): Promise<void> {
  await core.em().transactional(async (tx) => {
    const run = await lockRun(tx, runId);
    if (!run || run.status === 'completed' || run.status === 'failed') return;
    if (evidence.screenshot) run.screenshotFileIds = [...run.screenshotFileIds, (await storeEvidence(core, tx, run, 'screenshot', evidence.screenshot, 'image/png')).id];
    if (evidence.trace) run.traceFileId = (await storeEvidence(core, tx, run, 'automation_trace', evidence.trace, 'application/zip')).id;
    await finishAsFailed(tx, run, error);
  });
  await publishQueuePositions(core);
}

async function finishAsFailed(tx: EntityManager, run: AutomationRun & { application: Application }, error: string): Promise<void> {
  run.status = 'failed';
  run.finishedAt = new Date();
  run.position = null;
  run.error = error.slice(0, 2000);
  recordActivity(tx, run.application, automationActor, `Automated submission failed: ${run.error}`);
  audit(tx, automationActor, 'automation.failed', { applicationId: run.application.id, runId: run.id, error: run.error });
  await tx.flush();
  await publishEvent(tx, { type: 'automation_completed', data: { applicationId: run.application.id, success: false, error: run.error } });
}

/** A stopping worker hands its run back before the payment checkpoint; the job's retry picks it up again. */
export async function releaseRun(core: Core, runId: string): Promise<void> {
  await core.em().transactional(async (tx) => {
    const run = await lockRun(tx, runId);
    if (!run || run.status !== 'processing' || run.paymentCheckpointAt) return;
    run.status = 'queued';
    recordActivity(tx, run.application, automationActor, 'Automated submission handed back to the queue (the worker was stopping)');
    await tx.flush();
    await publishEvent(tx, { type: 'automation_queued', data: { applicationId: run.application.id, position: 1 } });
  });
}

const CODE_POLL_MS = 500;

/**
 * Waits for a security code the government sent after `since` (read from the application's
 * mailbox, or typed in by staff on the codes card) and marks it used.
 */
export async function waitForSecurityCode(core: Core, applicationId: string, since: Date, signal: AbortSignal, timeoutMs = CODE_WAIT_MINUTES * 60_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    signal.throwIfAborted();
    const code = await core.em().findOne(
      VerificationCode,
      { application: applicationId, usedAt: null, expiresAt: { $gt: new Date() }, createdAt: { $gte: since } },
      { orderBy: { createdAt: 'desc' } },
    );
    if (code) {
      await markCodeUsed(core, automationActor, { id: code.id });
      return code.code;
    }
    await new Promise((resolve) => setTimeout(resolve, CODE_POLL_MS));
  }
  throw new SubmissionError(`No security code arrived within ${Math.round(timeoutMs / 60_000)} minutes. Check the application's mailbox, or type the code in on the dashboard and start again.`, 'Check your email');
}
