import { LockMode } from '@mikro-orm/core';
import type { PgBoss } from 'pg-boss';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AUTOMATION_STARTS_PER_HOUR, CODE_WAIT_MINUTES, QUEUES, SUBMISSION_HEARTBEAT_SECONDS, automateSubmissionSchema, isSubmittable, retryAutomatedSubmissionSchema, type AutomationQueueItem } from '@eta/domain';
import type { Core } from '../core.ts';
import { isStaffActor, type Actor } from '../auth/actor.ts';
import { requirePermission, requireStaff } from '../auth/authorize.ts';
import { audit } from '../audit/audit.ts';
import { AppError, ConflictError, NotFoundError } from '../errors.ts';
import { publishEvent } from '../events/events.ts';
import { parseInput } from '../validation.ts';
import { enforceRateLimits } from '../security/rate-limit.ts';
import { Application } from '../applications/entities.ts';
import { recordActivity } from '../applications/activity.ts';
import { confirmOwnPassword } from '../staff/settings.ts';
import { User } from '../staff/entities.ts';
import { AutomationRun } from './entities.ts';

const ACTIVE = ['queued', 'processing'] as const;
/** Finished runs stay in the queue answer this long; the widget drops them after 10 s. */
const FINISHED_VISIBLE_MS = 60_000;
/** A run may wait this long for its security code and fill the form; past it pg-boss takes the job back. */
const SUBMISSION_EXPIRE_SECONDS = (CODE_WAIT_MINUTES + 10) * 60;

/**
 * The submission queue: `singleton` keeps one submission active across every worker process; the
 * heartbeat lets a dead worker's job be failed and retried within about a minute. The handler
 * never throws for a failed run (it records the failure), so retries happen only when a worker
 * died; a retried run past its payment checkpoint goes to staff instead of running again.
 */
export async function ensureSubmissionQueue(boss: PgBoss): Promise<void> {
  await boss.createQueue(QUEUES.submission, {
    policy: 'singleton',
    heartbeatSeconds: SUBMISSION_HEARTBEAT_SECONDS,
    expireInSeconds: SUBMISSION_EXPIRE_SECONDS,
    retryLimit: 3,
    retryDelay: 0,
  });
}

export type SubmissionJob = { runId: string };

/** What queueing a submission answers: the run, its place in the queue, and that place in words. */
export type QueuedSubmission = { runId: string; position: number; message: string };

/**
 * Queues an automated submission (staff-admin §7): the staff member's password again, at most 5
 * starts an hour each, one live run per application, never for an unpaid, already submitted or
 * incomplete application. The run row is written first; its pg-boss job (same id) follows once
 * it is committed, so a worker never meets a job without its run.
 */
export async function requestAutomatedSubmission(core: Core, actor: Actor, input: unknown): Promise<QueuedSubmission> {
  const { applicationId, password, headless } = parseInput(automateSubmissionSchema, input);
  const staff = requireStaff(actor);
  const em = core.em();
  await requirePermission(em, actor, 'edit_applications');
  if (!(await confirmOwnPassword(core, actor, password))) throw new AppError(403, 'WRONG_PASSWORD', 'The password is not correct');
  await enforceRateLimits(core, [{ key: `automation:${staff.userId}`, limit: AUTOMATION_STARTS_PER_HOUR, windowSeconds: 3600 }]);
  return queueSubmission(core, actor, { applicationId, headless, requestedBy: staff.userId, retry: null });
}

/**
 * Queues again an application whose latest automated submission failed, with the same rules as
 * the first time; a failed run that had reached the government fee's pay button is retried only
 * once `paymentChecked` says someone looked at the government account.
 */
export async function retryAutomatedSubmission(core: Core, actor: Actor, input: unknown): Promise<QueuedSubmission> {
  const { applicationId, paymentChecked, headless } = parseInput(retryAutomatedSubmissionSchema, input);
  await requirePermission(core.em(), actor, 'edit_applications');
  return queueSubmission(core, actor, { applicationId, headless, requestedBy: isStaffActor(actor) ? actor.userId : null, retry: { paymentChecked } });
}

type Queueing = { applicationId: string; headless: boolean; requestedBy: string | null; retry: { paymentChecked: boolean } | null };

/** The application's latest run, when it failed and may run again; otherwise why not. */
async function failedRunToRetry(tx: EntityManager, application: Application, paymentChecked: boolean): Promise<AutomationRun> {
  const latest = await tx.findOne(AutomationRun, { application }, { orderBy: { createdAt: 'desc' } });
  if (latest?.status !== 'failed') throw new ConflictError(`${application.reference} has no failed automated submission to retry.`, 'NOTHING_TO_RETRY');
  if (latest.paymentCheckpointAt && !paymentChecked) {
    throw new ConflictError(
      `${application.reference}: the last run may have paid the government fee before it failed. Check the government account, then retry with the payment confirmed as checked.`,
      'PAYMENT_MAY_HAVE_BEEN_TAKEN',
    );
  }
  return latest;
}

/** The queueing both paths share: the application's rules under its lock, the run, its history and audit, then its job. */
async function queueSubmission(core: Core, actor: Actor, queueing: Queueing): Promise<QueuedSubmission> {
  const { headless, retry } = queueing;
  const run = await core.em().transactional(async (tx) => {
    const application = await tx.findOne(Application, { id: queueing.applicationId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!application) throw new NotFoundError('Application not found');
    if (application.status === 'DRAFT') throw new ConflictError('This application has not been paid yet, so it cannot be submitted.', 'NOT_PAID');
    if (!isSubmittable(application.status)) {
      throw new ConflictError(`${application.reference} has already been submitted to the UK authorities.`, 'SENT_TO_GOVERNMENT');
    }
    if (application.missingDocuments.length) {
      throw new ConflictError(`${application.reference} has no ${application.missingDocuments.includes('passport_scan') ? 'passport scan' : 'photo'} yet; the government form needs both.`, 'DOCUMENTS_MISSING');
    }
    if (await tx.count(AutomationRun, { application, status: { $in: [...ACTIVE] } })) {
      throw new ConflictError(`${application.reference} is already queued or being submitted.`, 'ALREADY_QUEUED');
    }
    const previous = retry ? await failedRunToRetry(tx, application, retry.paymentChecked) : null;
    const requestedBy = queueing.requestedBy === null ? null : tx.getReference(User, queueing.requestedBy);
    const created = tx.create(AutomationRun, { application, status: 'queued', headless, requestedBy, screenshotFileIds: [] });
    created.jobId = created.id;
    const details = { applicationId: application.id, reference: application.reference, runId: created.id };
    if (previous && retry) {
      recordActivity(tx, application, actor, 'Automated submission queued again (retry)');
      audit(tx, actor, 'automation.retried', { ...details, previousRunId: previous.id, paymentChecked: retry.paymentChecked });
    } else {
      recordActivity(tx, application, actor, `Automated submission queued${headless ? '' : ' (browser visible)'}`);
      audit(tx, actor, 'automation.queued', { ...details, headless });
    }
    return created;
  });
  try {
    const boss = await core.jobs();
    await ensureSubmissionQueue(boss);
    await boss.send(QUEUES.submission, { runId: run.id } satisfies SubmissionJob, { id: run.id });
  } catch (error) {
    await failRunUnqueued(core, run.id, `The submission could not be queued: ${String(error)}`);
    throw error;
  }
  const position = (await publishQueuePositions(core)).get(run.id) ?? 1;
  return { runId: run.id, position, message: position === 1 ? 'Queued: next to be submitted' : `Queued at position ${position}` };
}

async function failRunUnqueued(core: Core, runId: string, error: string): Promise<void> {
  await core.em().nativeUpdate(AutomationRun, { id: runId }, { status: 'failed', error, finishedAt: new Date() });
}

/**
 * Position of each live job in the queue's own order (pg-boss's job table): the active one
 * first, then the waiting ones as pg-boss will hand them out.
 */
export async function queuePositions(core: Core): Promise<Map<string, number>> {
  const rows = await core.em().getConnection().execute<{ id: string }[]>(
    `select id from pgboss.job where name = ? and state in ('active', 'created', 'retry')
      order by (state = 'active') desc, priority desc, created_on, id`,
    [QUEUES.submission],
  ).catch(() => [] as { id: string }[]);
  return new Map(rows.map((row, index) => [String(row.id), index + 1]));
}

/** After the queue moved, every live run learns its new position, and staff see it (`automation_queued`). */
export async function publishQueuePositions(core: Core): Promise<Map<string, number>> {
  const positions = await queuePositions(core);
  const em = core.em();
  const runs = await em.find(AutomationRun, { status: { $in: [...ACTIVE] } }, { populate: ['application'] });
  for (const run of runs) {
    const position = positions.get(run.id) ?? null;
    if (position === run.position) continue;
    run.position = position;
    if (position !== null) await publishEvent(em, { type: 'automation_queued', data: { applicationId: run.application.id, position } });
  }
  await em.flush();
  return positions;
}

/** The queue widget: live runs in order, and runs that finished in the last minute. */
export async function automationQueue(core: Core, actor: Actor, now = new Date()): Promise<{ items: AutomationQueueItem[] }> {
  const em = core.em();
  await requirePermission(em, actor, 'view_applications');
  const [runs, positions] = await Promise.all([
    em.find(
      AutomationRun,
      { $or: [{ status: { $in: [...ACTIVE] } }, { finishedAt: { $gt: new Date(now.getTime() - FINISHED_VISIBLE_MS) } }] },
      { populate: ['application'], orderBy: { createdAt: 'asc' }, limit: 50 },
    ),
    queuePositions(core),
  ]);
  const items = runs.map((run) => ({
    applicationId: run.application.id,
    reference: run.application.reference,
    status: run.status,
    position: (ACTIVE as readonly string[]).includes(run.status) ? (positions.get(run.id) ?? run.position ?? null) : null,
    error: run.error ?? null,
    finishedAt: run.finishedAt?.toISOString() ?? null,
  }));
  return { items: items.sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity)) };
}
