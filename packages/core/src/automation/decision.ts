import type { EntityManager } from '@mikro-orm/postgresql';
import { isSubmittable, type GovernmentDecision } from '@eta/domain';
import type { Core } from '../core.ts';
import { systemActor } from '../auth/actor.ts';
import { audit } from '../audit/audit.ts';
import type { Application, Client } from '../applications/entities.ts';
import { recordActivity } from '../applications/activity.ts';
import { applyStatusChange } from '../applications/status.ts';
import { fileStore } from '../storage/file-store.ts';
import { storeFile } from '../storage/files.ts';

export type MailAttachment = { filename: string; contentType: string; content: Buffer };

/** Statuses in which a government decision is expected; a decided application keeps its decision. */
const AWAITING_DECISION = ['RECEIVED', 'IN_REVIEW', 'SUBMITTED_TO_UK', 'DECISION_PENDING'];

/**
 * The government e-mailed its decision to the application's mailbox: APPROVED with the ETA's PDF
 * kept and sent on to the applicant (approval trigger), or REFUSED with the reason passed on
 * (rejection trigger). Runs in the mail receiver's transaction. False when nothing changed.
 */
export async function recordGovernmentDecision(
  core: Core,
  tx: EntityManager,
  application: Application & { client: Client },
  decision: GovernmentDecision,
  attachments: MailAttachment[],
): Promise<boolean> {
  const actor = systemActor('mail-receiver');
  const name = 'UK authorities (e-mail)';
  if (!AWAITING_DECISION.includes(application.status)) {
    recordActivity(tx, application, actor, `Decision e-mail received (${decision.outcome.toLowerCase()}) but the application is already ${application.status.toLowerCase().replaceAll('_', ' ')}; kept for review`, name);
    return false;
  }
  if (decision.governmentReference && !application.governmentReference) application.governmentReference = decision.governmentReference;
  const pdf = attachments.find((a) => a.contentType === 'application/pdf' || a.filename.toLowerCase().endsWith('.pdf'));
  const fileIds: string[] = [];
  if (decision.outcome === 'APPROVED' && pdf) {
    const file = await storeFile(tx, fileStore(core), { kind: 'decision_pdf', bytes: pdf.content, contentType: 'application/pdf' });
    file.application = application;
    fileIds.push(file.id);
  }
  // A decision proves the form reached the UK. It can overtake the worker's own completion (a
  // fast reply, a slow commit): the history then still shows the submission before the decision.
  if (isSubmittable(application.status)) {
    const number = application.governmentReference ? `government application number ${application.governmentReference}, ` : '';
    await applyStatusChange(core, tx, actor, application, 'SUBMITTED_TO_UK', { note: `${number}known from the decision e-mail` });
  }
  audit(tx, actor, 'application.decision_received', { applicationId: application.id, outcome: decision.outcome, governmentReference: decision.governmentReference, etaPdf: fileIds[0] ?? null });
  await applyStatusChange(core, tx, actor, application, decision.outcome, {
    note: 'decision e-mailed by the UK authorities',
    ...(decision.reason ? { explanation: decision.reason } : {}),
    attachmentFileIds: fileIds,
  });
  return true;
}
