import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { changeStatusSchema, STATUS_LABELS, type ApplicationStatus, type Permission, type StatusChanged } from '@eta/domain';
import type { Core } from '../core.ts';
import { actorId, actorName, type Actor } from '../auth/actor.ts';
import { requirePermission } from '../auth/authorize.ts';
import { audit } from '../audit/audit.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { publishEvent } from '../events/events.ts';
import { queueEmail } from '../email/outbox.ts';
import { parseInput } from '../validation.ts';
import { User } from '../staff/entities.ts';
import { Activity, Application, type Client } from './entities.ts';
import { notifyApplicant, publicUrl } from './notify.ts';
import { recordActivity } from './activity.ts';

const PERMISSION_FOR: Partial<Record<ApplicationStatus, Permission>> = { APPROVED: 'approve_applications', REFUSED: 'reject_applications' };

/**
 * The one way an application's status changes by hand: permission by target status, refused for
 * an unpaid draft and for a stale version; then an activity row (actor, before and after), an
 * audit row, the applicant's e-mail its trigger allows, e-mails to staff who worked on it and
 * asked for them, and an `application_updated` event, all in one transaction.
 */
export async function changeApplicationStatus(core: Core, actor: Actor, input: unknown): Promise<StatusChanged> {
  const { applicationId, status, explanation, expectedVersion } = parseInput(changeStatusSchema, input);
  const em = core.em();
  await requirePermission(em, actor, PERMISSION_FOR[status] ?? 'edit_applications');
  return em.transactional(async (tx) => {
    const application = await tx.findOne(Application, { id: applicationId }, { populate: ['client'], lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!application) throw new NotFoundError('Application not found');
    if (expectedVersion !== undefined && application.version !== expectedVersion) {
      throw new ConflictError('Someone else changed this application while you were looking at it. Reload it to see their change, then try again.', 'VERSION_CONFLICT');
    }
    if (application.status === 'DRAFT' && application.paymentStatus !== 'PAID') {
      throw new ConflictError('This application has not been paid yet. It stays a draft until the payment arrives.', 'NOT_PAID');
    }
    await applyStatusChange(core, tx, actor, application, status, { explanation });
    return { id: application.id, status, version: application.version };
  });
}

/**
 * Moves a locked application to `status` inside the caller's transaction, with its activity row,
 * audit row, e-mails and event. Used by staff changes above, by the automation worker and by the
 * government's decision e-mails.
 */
export async function applyStatusChange(
  core: Core,
  tx: EntityManager,
  actor: Actor,
  application: Application & { client: Client },
  status: ApplicationStatus,
  options: { explanation?: string | undefined; note?: string; attachmentFileIds?: string[] } = {},
): Promise<void> {
  const { explanation, note, attachmentFileIds } = options;
  const from: ApplicationStatus = application.status;
  if (from === status) return;
  application.status = status;
  if (status === 'APPROVED' || status === 'REFUSED') application.decidedAt = new Date();
  const description = `Status changed from ${STATUS_LABELS[from]} to ${STATUS_LABELS[status]}${note ? ` (${note})` : ''}`;
  recordActivity(tx, application, actor, description);
  audit(tx, actor, 'application.status_changed', { applicationId: application.id, reference: application.reference, from, to: status });
  await notifyApplicant(core, tx, application, { status, ...(explanation ? { explanation } : {}), ...(attachmentFileIds ? { attachmentFileIds } : {}) });
  await notifyStaffWhoWorkedOnIt(core, tx, actor, application, description);
  await tx.flush();
  await publishEvent(tx, { type: 'application_updated', data: { applicationId: application.id, reference: application.reference, status } });
}

/**
 * Staff who changed this application before, other than the one changing it now, hear about the
 * change by e-mail when their notification preferences ask for it.
 */
async function notifyStaffWhoWorkedOnIt(core: Core, em: EntityManager, actor: Actor, application: Application, description: string): Promise<void> {
  const earlier = await em.find(Activity, { application, actorType: { $in: ['staff', 'admin'] }, actorId: { $ne: null } }, { fields: ['actorId'] });
  const ids = [...new Set(earlier.map((a) => a.actorId!))].filter((id) => id !== actorId(actor));
  if (!ids.length) return;
  const staff = await em.find(User, { id: { $in: ids }, isActive: true, emailNotifications: true });
  for (const member of staff) {
    await queueEmail(em, {
      to: member.email,
      template: 'staff_status_change',
      applicationId: application.id,
      data: { reference: application.reference, change: description, actor: actorName(actor), applicationUrl: `${publicUrl(core)}/staff/applications/${application.id}` },
    });
  }
}
