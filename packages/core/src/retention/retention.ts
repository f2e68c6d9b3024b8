import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { anonymisedEmail, isAnonymisedEmail } from '@eta/domain';
import type { Core } from '../core.ts';
import type { Actor } from '../auth/actor.ts';
import { Application, type Client } from '../applications/entities.ts';
import { recordActivity } from '../applications/activity.ts';
import { answerText } from '../applications/answers.ts';
import { AutomationRun } from '../automation/entities.ts';
import { InboundEmail } from '../codes/entities.ts';
import { EmailOutbox } from '../email/entities.ts';
import { StoredFile } from '../storage/entities.ts';
import { fileStore } from '../storage/file-store.ts';
import { ApplicationMessage, DocumentRequest, PortalLink, PortalSession } from '../portal/entities.ts';

/** What one table's scrubber works on: the locked application, in the caller's transaction. */
type Scrubbing = {
  tx: EntityManager;
  application: Application;
  /** Storage keys of the files whose rows were removed; their bytes are deleted once every table is scrubbed. */
  removedFiles: string[];
};
type Scrubber = (scrubbing: Scrubbing) => Promise<void>;

/** Scans, photos, screenshots, decision PDFs and traces: the rows go now, the bytes at the end. */
const removeStoredFiles: Scrubber = async ({ tx, application, removedFiles }) => {
  const files = await tx.find(StoredFile, { application });
  removedFiles.push(...files.map((file) => file.storageKey));
  tx.remove(files);
};

/** Automated submissions keep their status and dates; the evidence they pointed to is gone. */
const forgetAutomationEvidence: Scrubber = async ({ tx, application }) => {
  await tx.nativeUpdate(AutomationRun, { application }, { screenshotFileIds: [], traceFileId: null });
};

/** E-mails about the application keep their template, subject (reference and status) and dates; never sent now. */
const blankOutboxEmails: Scrubber = async ({ tx, application }) => {
  await tx.nativeUpdate(EmailOutbox, { application, status: { $in: ['PENDING', 'SENDING'] } }, { status: 'FAILED', lastError: 'Not sent: the personal data was removed', claimedUntil: null });
  await tx.nativeUpdate(EmailOutbox, { application }, { to: '', replyTo: null, textBody: '', htmlBody: '', attachmentFileIds: null });
};

/** The government's messages to the application's mailbox name the applicant; their outcome stays. */
const blankInboundEmails: Scrubber = async ({ tx, application }) => {
  await tx.nativeUpdate(InboundEmail, { application }, { raw: '', subject: null });
};

/** The thread with the applicant is personal through and through: it goes. */
const removeMessages: Scrubber = async ({ tx, application }) => {
  await tx.nativeDelete(ApplicationMessage, { application });
};

/** What staff asked for stays (its kind, dates and outcome); their note about the applicant does not. */
const blankDocumentRequestNotes: Scrubber = async ({ tx, application }) => {
  await tx.nativeUpdate(DocumentRequest, { application }, { note: '' });
};

/**
 * The answers reduced to what anonymous figures count (the nationality, from which the stored
 * `nationality` column is generated); status, dates of the process, fees, references and the
 * per-reference mailbox stay, so the admin figures and reports do not move.
 */
const scrubAnswers: Scrubber = ({ application }) => {
  const nationality = answerText(application.personal, 'nationality');
  application.personal = nationality ? { nationality } : {};
  application.passport = {};
  application.travel = {};
  application.declarations = {};
  application.passportNumberEncrypted = null;
  application.passportNumberLast4 = null;
  application.ocrResult = null;
  application.dateOfBirth = null;
  application.passportExpiry = null;
  application.arrivalDate = null;
  application.departureDate = null;
  application.draftKey = null;
  return Promise.resolve();
};

/**
 * Every table holding an application's personal data, one line each, applied in order by both
 * the retention job and a client's erasure. A new table with personal data adds its line here.
 */
const SCRUBBERS: readonly Scrubber[] = [removeStoredFiles, forgetAutomationEvidence, blankOutboxEmails, blankInboundEmails, removeMessages, blankDocumentRequestNotes, scrubAnswers];

/**
 * Removes the personal data of one application, locked by the caller, inside the caller's
 * transaction: every table's scrubber, the `anonymisedAt` mark and an activity line, then the
 * stored files' bytes. The bytes go last and before the commit: if the store fails, the
 * transaction rolls back and the next attempt finds the same files again (deleting is idempotent).
 */
export async function anonymiseApplication(core: Core, tx: EntityManager, application: Application, actor: Actor, why: string, now = new Date()): Promise<void> {
  if (application.anonymisedAt) return;
  const scrubbing: Scrubbing = { tx, application, removedFiles: [] };
  for (const scrub of SCRUBBERS) await scrub(scrubbing);
  application.anonymisedAt = now;
  recordActivity(tx, application, actor, `Personal data removed (${why})`);
  await tx.flush();
  const store = fileStore(core);
  for (const key of scrubbing.removedFiles) await store.delete(key);
}

/** Gives the client a placeholder e-mail once none of its applications holds personal data; true when it changed. */
export async function anonymiseClientWhenNothingLeft(tx: EntityManager, client: Client): Promise<boolean> {
  if (isAnonymisedEmail(client.email)) return false;
  // Locked before counting: an application submitted meanwhile under this e-mail (its upsert locks
  // the same row) is either counted here, or finds the e-mail gone and starts a new client.
  await tx.lock(client, LockMode.PESSIMISTIC_WRITE);
  if (await tx.count(Application, { client, anonymisedAt: null })) return false;
  client.email = anonymisedEmail(client.id);
  // Nothing is left to see in the portal: its links and sessions end with the address.
  await tx.nativeDelete(PortalLink, { client });
  await tx.nativeDelete(PortalSession, { client });
  await tx.flush();
  return true;
}
