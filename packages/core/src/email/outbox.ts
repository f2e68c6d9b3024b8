import type { EntityManager } from '@mikro-orm/postgresql';
import nodemailer from 'nodemailer';
import type { Core } from '../core.ts';
import { EmailOutbox } from './entities.ts';
import { runPrepared } from '../db/prepared.ts';
import * as queries from './queries.ts';
import { notify } from '../db/notify.ts';
import type { ClaimedRow } from './queries.ts';
import { audit } from '../audit/audit.ts';
import { systemActor } from '../auth/actor.ts';
import { readFile } from '../storage/files.ts';
import { renderEmail, type EmailTemplates, type TemplateName } from './templates.ts';

export const OUTBOX_CHANNEL = 'eta_outbox';
export const MAX_EMAIL_ATTEMPTS = 6;
const BASE_BACKOFF_MS = 30_000;

/**
 * Adds an e-mail to the caller's unit of work. The NOTIFY wakes the worker only once the
 * transaction commits; a rolled-back change sends nothing.
 */
export async function queueEmail<K extends TemplateName>(
  em: EntityManager,
  message: { to: string; replyTo?: string; template: K; data: EmailTemplates[K]; applicationId?: string; attachmentFileIds?: string[] },
): Promise<EmailOutbox> {
  const rendered = renderEmail(message.template, message.data);
  const row = em.create(EmailOutbox, {
    to: message.to,
    replyTo: message.replyTo ?? null,
    template: message.template,
    subject: rendered.subject,
    textBody: rendered.text,
    htmlBody: rendered.html,
    nextAttemptAt: new Date(),
    application: message.applicationId ?? null,
    attachmentFileIds: message.attachmentFileIds?.length ? message.attachmentFileIds : null,
  });
  await notify(em, OUTBOX_CHANNEL, row.id);
  return row;
}

/** Exponential back-off: 30 s, 1 min, 2 min, 4 min, 8 min, then the row is marked FAILED. */
export function nextAttemptDelayMs(attempts: number): number {
  return BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1);
}

export type OutgoingMail = { from: string; to: string; replyTo?: string; subject: string; text: string; html: string; messageId: string; attachments?: { filename: string; content: Buffer; contentType: string }[] };
export type Mailer = { send: (mail: OutgoingMail) => Promise<void> };

/** A slow or silent SMTP server must not hold a claimed message (or the worker) indefinitely. */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 30_000 };

export function smtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS } as Parameters<typeof nodemailer.createTransport>[0]);
  return { send: async (mail) => void (await transport.sendMail(mail)) };
}

/** How long a claimed message is left to its sender before another worker may send it again (same Message-ID). */
export const CLAIM_LEASE_SECONDS = 600;

/** The same Message-ID on every attempt, so a message sent again after a crash is recognisably the same one. */
export function outboxMessageId(rowId: string, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'eta-assist.localhost';
  return `<outbox-${rowId}@${domain}>`;
}

export type Delivery = { sent: number; failed: number; abandoned: { id: string; template: string; error: string }[] };

/**
 * Sends due messages. Each batch is claimed first (SENDING, with a lease) in its own committed
 * statement, with SKIP LOCKED so workers never claim the same rows; then each message is sent
 * outside any transaction, and marked SENT or rescheduled. A worker that dies between the SMTP
 * server's acceptance and the mark leaves the row to be sent again once the lease ends, under the
 * same Message-ID. With no SMTP configured, rows stay PENDING and readable in the outbox.
 */
export async function deliverDueEmails(core: Core, mailer: Mailer | null, batchSize = 20): Promise<Delivery> {
  const delivery: Delivery = { sent: 0, failed: 0, abandoned: [] };
  if (!mailer) return delivery;
  const claimed = await runPrepared(core, queries.claimDue, [batchSize, CLAIM_LEASE_SECONDS]);
  for (const row of claimed) {
    try {
      await mailer.send({
        from: core.config.MAIL_FROM,
        to: row.to_address,
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        messageId: outboxMessageId(row.id, core.config.MAIL_FROM),
        ...(row.attachment_file_ids?.length ? { attachments: await attachmentsOf(core, row.attachment_file_ids) } : {}),
      });
      await runPrepared(core, queries.markSent, [row.id]);
      delivery.sent++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      delivery.failed++;
      if (row.attempts >= MAX_EMAIL_ATTEMPTS) {
        await abandon(core, row, message);
        delivery.abandoned.push({ id: row.id, template: row.template, error: message });
      } else {
        await runPrepared(core, queries.reschedule, [row.id, message, nextAttemptDelayMs(row.attempts) / 1000]);
      }
    }
  }
  return delivery;
}

const FILE_NAMES: Partial<Record<string, string>> = { decision_pdf: 'uk-eta.pdf' };

/** Attachments are stored files (encrypted at rest), read when the message leaves. */
async function attachmentsOf(core: Core, fileIds: string[]): Promise<NonNullable<OutgoingMail['attachments']>> {
  const attachments = [];
  for (const id of fileIds) {
    const { file, bytes } = await readFile(core, id);
    attachments.push({ filename: FILE_NAMES[file.kind] ?? `${file.kind}-${file.id.slice(0, 8)}`, content: bytes, contentType: file.contentType });
  }
  return attachments;
}

/** The last attempt failed: the row is FAILED, and the audit log tells admins which message never left. */
async function abandon(core: Core, row: ClaimedRow, error: string): Promise<void> {
  await core.em().transactional(async (tx) => {
    await tx.nativeUpdate(EmailOutbox, { id: row.id }, { status: 'FAILED', lastError: error, claimedUntil: null });
    audit(tx, systemActor('email-outbox'), 'email.failed', { outboxId: row.id, template: row.template, attempts: row.attempts, error });
  });
}
