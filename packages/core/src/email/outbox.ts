import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import nodemailer from 'nodemailer';
import type { Core } from '../core.ts';
import { EmailOutbox } from './entities.ts';
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
  message: { to: string; replyTo?: string; template: K; data: EmailTemplates[K]; applicationId?: string },
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
  });
  await em.getConnection().execute('select pg_notify(?, ?)', [OUTBOX_CHANNEL, row.id], 'run', em.getTransactionContext());
  return row;
}

/** Exponential back-off: 30 s, 1 min, 2 min, 4 min, 8 min, then the row is marked FAILED. */
export function nextAttemptDelayMs(attempts: number): number {
  return BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1);
}

export type OutgoingMail = { from: string; to: string; replyTo?: string; subject: string; text: string; html: string };
export type Mailer = { send: (mail: OutgoingMail) => Promise<void> };

export function smtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return { send: async (mail) => void (await transport.sendMail(mail)) };
}

/**
 * Sends due PENDING rows. Rows are claimed with SKIP LOCKED so several workers never send the
 * same e-mail. With no SMTP configured, rows stay PENDING and readable in the outbox.
 */
export async function deliverDueEmails(core: Core, mailer: Mailer | null, batchSize = 20): Promise<{ sent: number; failed: number }> {
  if (!mailer) return { sent: 0, failed: 0 };
  let sent = 0;
  let failed = 0;
  await core.em().transactional(async (tx) => {
    const due = await tx.find(
      EmailOutbox,
      { status: 'PENDING', nextAttemptAt: { $lte: new Date() } },
      { orderBy: { createdAt: 'asc' }, limit: batchSize, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE /* skip locked */ },
    );
    for (const row of due) {
      row.attempts += 1;
      try {
        await mailer.send({
          from: core.config.MAIL_FROM,
          to: row.to,
          ...(row.replyTo ? { replyTo: row.replyTo } : {}),
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
        });
        row.status = 'SENT';
        row.sentAt = new Date();
        row.lastError = null;
        sent++;
      } catch (error) {
        row.lastError = error instanceof Error ? error.message : String(error);
        if (row.attempts >= MAX_EMAIL_ATTEMPTS) row.status = 'FAILED';
        else row.nextAttemptAt = new Date(Date.now() + nextAttemptDelayMs(row.attempts));
        failed++;
      }
    }
  });
  return { sent, failed };
}
