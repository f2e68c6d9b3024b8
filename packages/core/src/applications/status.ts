import { changeStatusSchema, STATUS_LABELS, type ApplicationStatus, type Permission } from '@eta/domain';
import type { Core } from '../core.ts';
import type { Actor } from '../auth/actor.ts';
import { requirePermission } from '../auth/authorize.ts';
import { audit } from '../audit/audit.ts';
import { NotFoundError } from '../errors.ts';
import { publishEvent } from '../events/events.ts';
import { parseInput } from '../validation.ts';
import { Activity, Application } from './entities.ts';
import { notifyApplicant } from './notify.ts';

const PERMISSION_FOR: Partial<Record<ApplicationStatus, Permission>> = { APPROVED: 'approve_applications', REFUSED: 'reject_applications' };

/** Every status change writes activity and audit rows, publishes an event and queues the e-mail its trigger allows. */
export async function changeApplicationStatus(core: Core, actor: Actor, input: unknown): Promise<{ id: string; status: ApplicationStatus }> {
  const { applicationId, status, explanation } = parseInput(changeStatusSchema, input);
  const em = core.em();
  await requirePermission(em, actor, PERMISSION_FOR[status] ?? 'edit_applications');
  return em.transactional(async (tx) => {
    const application = await tx.findOne(Application, { id: applicationId }, { populate: ['client'] });
    if (!application) throw new NotFoundError('Application not found');
    const from: ApplicationStatus = application.status;
    if (from === status) return { id: application.id, status };
    application.status = status;
    if (status === 'APPROVED' || status === 'REFUSED') application.decidedAt = new Date();
    const actorName = 'email' in actor ? actor.email : actor.type;
    tx.create(Activity, { application, description: `Status changed from ${STATUS_LABELS[from]} to ${STATUS_LABELS[status]}`, actorType: actor.type, actorName });
    audit(tx, actor, 'application.status_changed', { applicationId: application.id, reference: application.reference, from, to: status });
    await notifyApplicant(core, tx, application, { status, ...(explanation ? { explanation } : {}) });
    await publishEvent(tx, { type: 'application_updated', data: { applicationId: application.id, reference: application.reference, status } });
    return { id: application.id, status };
  });
}
