import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  CODE_ELIGIBLE_STATUSES,
  CODE_TTL_MINUTES,
  codeIdSchema,
  extractVerificationCode,
  parseGovernmentDecision,
  type InboundEmailOutcome,
  fullName,
  submitCodeSchema,
  type CodeEligibleApplications,
  type VerificationCodeView,
} from '@eta/domain';
import { runPrepared } from '../db/prepared.ts';
import * as queries from './queries.ts';
import type { Core } from '../core.ts';
import { isStaffActor, systemActor, type Actor } from '../auth/actor.ts';
import { requirePermission } from '../auth/authorize.ts';
import { audit } from '../audit/audit.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { publishEvent } from '../events/events.ts';
import { parseInput } from '../validation.ts';
import { Application } from '../applications/entities.ts';
import { recordActivity } from '../applications/activity.ts';
import { User } from '../staff/entities.ts';
import { InboundEmail, VerificationCode } from './entities.ts';
import { recordGovernmentDecision, type MailAttachment } from '../automation/decision.ts';

/** Expired codes stay on the card (as "Expired") this long, so nobody wonders where one went. */
const SHOW_EXPIRED_FOR_MS = 30 * 60_000;

const applicantName = (application: Application) => {
  const personal = application.personal as { firstName?: string; lastName?: string };
  return fullName(personal.firstName, personal.lastName);
};

function toView(code: VerificationCode & { application: Application }): VerificationCodeView {
  return {
    id: code.id,
    applicationId: code.application.id,
    applicationReference: code.application.reference,
    applicantName: applicantName(code.application),
    code: code.code,
    internalEmail: code.application.internalEmail,
    source: code.source,
    expiresAt: code.expiresAt.toISOString(),
    createdAt: code.createdAt.toISOString(),
    isUsed: code.usedAt !== null && code.usedAt !== undefined,
  };
}

/** The codes card: unused codes, soonest to expire first, including those that expired in the last half hour. */
export async function listVerificationCodes(core: Core, actor: Actor, now = new Date()): Promise<{ codes: VerificationCodeView[] }> {
  const em = core.em();
  await requirePermission(em, actor, 'view_applications');
  const codes = await em.find(
    VerificationCode,
    { usedAt: null, expiresAt: { $gt: new Date(now.getTime() - SHOW_EXPIRED_FOR_MS) } },
    { populate: ['application'], orderBy: { expiresAt: 'asc' }, limit: 100 },
  );
  return { codes: codes.map(toView) };
}

/** Applications a code may be typed in for (staff-admin §2): RECEIVED, IN_REVIEW, SUBMITTED_TO_UK, with no active code. */
export async function codeEligibleApplications(core: Core, actor: Actor): Promise<CodeEligibleApplications> {
  await requirePermission(core.em(), actor, 'view_applications');
  const rows = await runPrepared(core, queries.codeEligibleApplications, [CODE_ELIGIBLE_STATUSES]);
  return {
    applications: rows.map((row) => ({ id: row.id, reference: row.reference, applicantName: fullName(row.first_name, row.last_name), status: row.status })),
  };
}

/** A code that is neither used nor expired: the application needs no other for now. */
export async function hasActiveCode(em: EntityManager, application: Application, now: Date): Promise<boolean> {
  return (await em.count(VerificationCode, { application, usedAt: null, expiresAt: { $gt: now } })) > 0;
}

async function recordCode(
  em: EntityManager,
  actor: Actor,
  application: Application,
  code: { code: string; source: 'EMAIL' | 'MANUAL'; inboundEmail?: InboundEmail },
  now: Date,
): Promise<VerificationCode & { application: Application }> {
  const row = em.create(VerificationCode, {
    application,
    code: code.code,
    source: code.source,
    expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
    createdBy: isStaffActor(actor) ? em.getReference(User, actor.userId) : null,
    inboundEmail: code.inboundEmail ?? null,
  });
  const how = code.source === 'EMAIL' ? 'received by e-mail' : 'entered by hand';
  recordActivity(em, application, actor, `Verification code ${how}`);
  audit(em, actor, 'verification_code.recorded', { applicationId: application.id, reference: application.reference, codeId: row.id, source: code.source });
  await em.flush();
  await publishEvent(em, { type: 'new_verification_code', data: { id: row.id, applicationReference: application.reference, applicantName: applicantName(application), code: code.code } });
  return row as VerificationCode & { application: Application };
}

/** Manual entry (staff-admin §5): 6 digits for an eligible application without an active code. */
export async function submitVerificationCode(core: Core, actor: Actor, input: unknown, now = new Date()): Promise<VerificationCodeView> {
  const { applicationId, code } = parseInput(submitCodeSchema, input);
  const em = core.em();
  await requirePermission(em, actor, 'edit_applications');
  return em.transactional(async (tx) => {
    const application = await tx.findOne(Application, { id: applicationId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!application) throw new NotFoundError('Application not found');
    const eligible = (CODE_ELIGIBLE_STATUSES as readonly string[]).includes(application.status);
    if (!eligible || (await hasActiveCode(tx, application, now))) {
      throw new ConflictError(
        eligible ? `${application.reference} already has a code that has not been used or expired.` : `A code can only be recorded for applications that are Received, In Review or Submitted to UK.`,
        'CODE_NOT_ALLOWED',
      );
    }
    return toView(await recordCode(tx, actor, application, { code, source: 'MANUAL' }, now));
  });
}

/** Marks an active code used; a used or expired code is refused. */
export async function markCodeUsed(core: Core, actor: Actor, input: unknown, now = new Date()): Promise<VerificationCodeView> {
  const { id } = parseInput(codeIdSchema, input);
  const em = core.em();
  await requirePermission(em, actor, 'edit_applications');
  return em.transactional(async (tx) => {
    const code = await tx.findOne(VerificationCode, { id }, { populate: ['application'], lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!code) throw new NotFoundError('Verification code not found');
    if (code.usedAt) throw new ConflictError('This code has already been marked used.', 'CODE_NOT_ACTIVE');
    code.usedAt = now;
    if (isStaffActor(actor)) code.usedBy = tx.getReference(User, actor.userId);
    recordActivity(tx, code.application, actor, 'Verification code marked used');
    audit(tx, actor, 'verification_code.used', { applicationId: code.application.id, codeId: code.id });
    await tx.flush();
    await publishEvent(tx, { type: 'code_used', data: { id: code.id } });
    return toView(code);
  });
}

/** Whether an address is one of our per-application mailboxes (the mail receiver refuses others). */
export async function isKnownMailbox(core: Core, address: string): Promise<boolean> {
  return (await core.em().count(Application, { internalEmail: address.trim().toLowerCase() })) > 0;
}

function keepInbound(tx: EntityManager, message: InboundMessage, application: Application | null, outcome: InboundEmailOutcome): InboundEmail {
  return tx.create(InboundEmail, {
    application: application ?? null,
    recipient: message.recipient.slice(0, 255),
    mailFrom: message.mailFrom?.slice(0, 255) ?? null,
    subject: message.subject,
    raw: message.raw,
    outcome,
  });
}

export type InboundMessage = { recipient: string; mailFrom: string | null; subject: string | null; text: string; raw: string; attachments?: MailAttachment[] };

/**
 * A message that reached an application's mailbox, kept raw. A government decision moves the
 * application to APPROVED or REFUSED (see `recordGovernmentDecision`); otherwise its code (six
 * digits near the word "code") is recorded with a 10-minute expiry and announced live. A message
 * with neither is kept as UNPLACED for admins to read.
 */
export async function captureInboundEmail(core: Core, message: InboundMessage, now = new Date()): Promise<{ outcome: InboundEmailOutcome; codeId: string | null }> {
  const actor = systemActor('mail-receiver');
  return core.em().transactional(async (tx) => {
    const application = await tx.findOne(Application, { internalEmail: message.recipient.trim().toLowerCase() }, { populate: ['client'] });
    const decision = application ? parseGovernmentDecision(message.subject ?? '', message.text) : null;
    if (application && decision) {
      const recorded = await recordGovernmentDecision(core, tx, application, decision, message.attachments ?? []);
      const outcome = recorded ? 'DECISION_RECORDED' : 'UNPLACED';
      keepInbound(tx, message, application, outcome);
      await tx.flush();
      return { outcome, codeId: null };
    }
    const code = extractVerificationCode(`${message.subject ?? ''}\n${message.text}`);
    const outcome = application && code ? 'CODE_CAPTURED' : 'UNPLACED';
    const inbound = keepInbound(tx, message, application, outcome);
    if (!application || !code) {
      if (application) recordActivity(tx, application, actor, 'E-mail received without a verification code (kept for review)', 'Mail receiver');
      audit(tx, actor, 'inbound_email.unplaced', { inboundEmailId: inbound.id, recipient: message.recipient, applicationId: application?.id ?? null });
      await tx.flush();
      return { outcome, codeId: null };
    }
    const recorded = await recordCode(tx, actor, application, { code, source: 'EMAIL', inboundEmail: inbound }, now);
    return { outcome, codeId: recorded.id };
  });
}
