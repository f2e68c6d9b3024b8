import { LockMode } from '@mikro-orm/core';
import { AUTOMATION_STARTS_PER_HOUR, automateSubmissionSchema, type AutomationQueueItem } from '@eta/domain';
import type { Core } from '../core.ts';
import type { Actor } from '../auth/actor.ts';
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

/**
 * Queues an automated submission (staff-admin §7): the staff member's password again, at most 5
 * starts an hour each, one live run per application. The run row is the queue entry; the worker
 * takes runs one at a time in the order they were queued.
 */
export async function requestAutomatedSubmission(core: Core, actor: Actor, input: unknown): Promise<{ runId: string; position: number; message: string }> {
  const { applicationId, password, headless } = parseInput(automateSubmissionSchema, input);
  const staff = requireStaff(actor);
  const em = core.em();
  await requirePermission(em, actor, 'edit_applications');
  if (!(await confirmOwnPassword(core, actor, password))) throw new AppError(403, 'WRONG_PASSWORD', 'The password is not correct');
  await enforceRateLimits(core, [{ key: `automation:${staff.userId}`, limit: AUTOMATION_STARTS_PER_HOUR, windowSeconds: 3600 }]);
  return em.transactional(async (tx) => {
    const application = await tx.findOne(Application, { id: applicationId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!application) throw new NotFoundError('Application not found');
    if (application.status === 'DRAFT') throw new ConflictError('This application has not been paid yet, so it cannot be submitted.', 'NOT_PAID');
    if (await tx.count(AutomationRun, { application, status: { $in: [...ACTIVE] } })) {
      throw new ConflictError(`${application.reference} is already queued or being submitted.`, 'ALREADY_QUEUED');
    }
    const position = (await tx.count(AutomationRun, { status: { $in: [...ACTIVE] } })) + 1;
    const run = tx.create(AutomationRun, { application, status: 'queued', position, headless, requestedBy: tx.getReference(User, staff.userId), screenshotFileIds: [] });
    recordActivity(tx, application, actor, `Automated submission queued (position ${position}${headless ? '' : ', browser visible'})`);
    audit(tx, actor, 'automation.queued', { applicationId: application.id, reference: application.reference, runId: run.id, position, headless });
    await tx.flush();
    await publishEvent(tx, { type: 'automation_queued', data: { applicationId: application.id, position } });
    return { runId: run.id, position, message: position === 1 ? 'Queued: next to be submitted' : `Queued at position ${position}` };
  });
}

/** The queue widget: live runs in order, and runs that finished in the last minute. */
export async function automationQueue(core: Core, actor: Actor, now = new Date()): Promise<{ items: AutomationQueueItem[] }> {
  const em = core.em();
  await requirePermission(em, actor, 'view_applications');
  const runs = await em.find(
    AutomationRun,
    { $or: [{ status: { $in: [...ACTIVE] } }, { finishedAt: { $gt: new Date(now.getTime() - FINISHED_VISIBLE_MS) } }] },
    { populate: ['application'], orderBy: { createdAt: 'asc' }, limit: 50 },
  );
  return {
    items: runs.map((run) => ({
      applicationId: run.application.id,
      reference: run.application.reference,
      status: run.status,
      position: run.position ?? null,
      error: run.error ?? null,
      finishedAt: run.finishedAt?.toISOString() ?? null,
    })),
  };
}
