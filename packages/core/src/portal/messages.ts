import type { EntityManager } from '@mikro-orm/postgresql';
import { applicantThreadSchema, applicationIdSchema, postApplicantMessageSchema, postStaffMessageSchema, type ApplicationMessage as MessageView } from '@eta/domain';
import type { Core } from '../core.ts';
import { actorName, type Actor } from '../auth/actor.ts';
import { requirePermission } from '../auth/authorize.ts';
import { audit } from '../audit/audit.ts';
import { NotFoundError } from '../errors.ts';
import { parseInput } from '../validation.ts';
import { publishEvent } from '../events/events.ts';
import { queueEmail } from '../email/outbox.ts';
import { enforceRateLimits } from '../security/rate-limit.ts';
import { Application } from '../applications/entities.ts';
import { User } from '../staff/entities.ts';
import { ApplicationMessage } from './entities.ts';
import { portalMail, requireApplicant } from './session.ts';

/** Staff sign their messages with their first name; the applicant never sees a colleague's e-mail address. */
const TEAM_NAME = 'ETA Assist team';

export const toMessage = (message: ApplicationMessage): MessageView => ({
  id: message.id,
  author: message.author,
  authorName: message.authorName,
  body: message.body,
  createdAt: message.createdAt.toISOString(),
});

export function messagesOf(em: EntityManager, applicationIds: string[]): Promise<ApplicationMessage[]> {
  if (!applicationIds.length) return Promise.resolve([]);
  return em.find(ApplicationMessage, { application: { $in: applicationIds } }, { orderBy: { createdAt: 'asc', id: 'asc' } });
}

const applicantName = (application: Application) => {
  const { firstName, lastName } = application.personal as { firstName?: string; lastName?: string };
  return [firstName, lastName].filter(Boolean).join(' ') || 'Applicant';
};

/** The thread as staff read it; opening it marks the applicant's messages read. */
export async function staffMessageThread(core: Core, actor: Actor, input: unknown): Promise<{ messages: MessageView[] }> {
  const { id } = parseInput(applicationIdSchema, input);
  const em = core.em();
  await requirePermission(em, actor, 'view_applications');
  if (!(await em.count(Application, { id }))) throw new NotFoundError('Application not found');
  const marked = await em.nativeUpdate(ApplicationMessage, { application: id, author: 'applicant', readAt: null }, { readAt: new Date() });
  if (marked) {
    // The list's unread count changed: its change marker (updated_at) must move too.
    await em.nativeUpdate(Application, { id }, { updatedAt: new Date() });
    await publishEvent(em, { type: 'application_updated', data: { applicationId: id } });
  }
  return { messages: (await messagesOf(em, [id])).map(toMessage) };
}

/**
 * A staff member writes to the applicant. The applicant is e-mailed that a message is waiting, with
 * a single-use link into the portal, but never the message itself.
 */
export async function postStaffMessage(core: Core, actor: Actor, input: unknown): Promise<MessageView> {
  const { applicationId, body } = parseInput(postStaffMessageSchema, input);
  const em = core.em();
  await requirePermission(em, actor, 'edit_applications');
  return em.transactional(async (tx) => {
    const application = await tx.findOne(Application, { id: applicationId }, { populate: ['client'] });
    if (!application) throw new NotFoundError('Application not found');
    const staff = 'userId' in actor ? await tx.findOne(User, { id: actor.userId }) : null;
    const message = tx.create(ApplicationMessage, { application, author: 'staff', authorName: staff?.firstName ? `${staff.firstName}, ${TEAM_NAME}` : TEAM_NAME, body });
    const mail = await portalMail(core, tx, application);
    await queueEmail(tx, { ...mail.envelope, template: 'new_message', data: { ...mail.data, link: mail.link } });
    audit(tx, actor, 'message.sent', { applicationId: application.id, messageId: message.id, by: actorName(actor) });
    application.updatedAt = new Date();
    await publishEvent(tx, { type: 'application_updated', data: { applicationId: application.id } });
    await tx.flush();
    return toMessage(message);
  });
}

async function ownApplication(em: EntityManager, clientId: string, reference: string): Promise<Application> {
  const application = await em.findOne(Application, { reference: reference.toUpperCase(), client: clientId, status: { $ne: 'DRAFT' } });
  // Another client's reference is "not found", as an unknown one is: nothing tells them it exists.
  if (!application) throw new NotFoundError('Application not found');
  return application;
}

/** The applicant writes to staff from the portal; staff see it in the thread and as unread on the list. */
export async function postApplicantMessage(core: Core, actor: Actor, input: unknown): Promise<MessageView> {
  const applicant = requireApplicant(actor);
  const { reference, body } = parseInput(postApplicantMessageSchema, input);
  await enforceRateLimits(core, [{ key: `portal-message:${applicant.clientId}`, limit: 20, windowSeconds: 3600 }]);
  return core.em().transactional(async (tx) => {
    const application = await ownApplication(tx, applicant.clientId, reference);
    const message = tx.create(ApplicationMessage, { application, author: 'applicant', authorName: applicantName(application), body });
    audit(tx, actor, 'message.received', { applicationId: application.id, messageId: message.id });
    application.updatedAt = new Date();
    await publishEvent(tx, { type: 'application_updated', data: { applicationId: application.id } });
    await tx.flush();
    return toMessage(message);
  });
}

/** The applicant opened the thread: staff's messages are read. */
export async function markApplicantMessagesRead(core: Core, actor: Actor, input: unknown): Promise<{ marked: number }> {
  const applicant = requireApplicant(actor);
  const { reference } = parseInput(applicantThreadSchema, input);
  const em = core.em();
  const application = await ownApplication(em, applicant.clientId, reference);
  return { marked: await em.nativeUpdate(ApplicationMessage, { application, author: 'staff', readAt: null }, { readAt: new Date() }) };
}
