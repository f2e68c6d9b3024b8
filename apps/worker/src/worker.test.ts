import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { AuditLog, EmailOutbox, MAX_EMAIL_ATTEMPTS, NOT_GOVERNMENT_LINE, deliverDueEmails, outboxMessageId, queueEmail, smtpMailer, type Core, type Mailer } from '@eta/core';
import { createTestCore } from '@eta/core/testing';
import { QUEUES } from '@eta/domain';
import { RETENTION_CRON, startWorker } from './worker.ts';

type Received = { to: string[]; raw: string };

function startSmtp(options: { reject?: boolean } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    disableReverseLookup: true,
    onRcptTo(address, _session, callback) {
      if (options.reject) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  return new Promise<{ url: string; received: Received[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({ url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

let core: Core;
beforeAll(async () => (core = await createTestCore({ queue: true })));
afterAll(async () => core.close());

async function queueWelcome(to: string) {
  const em = core.em();
  let id = '';
  await em.transactional(async (tx) => {
    id = (await queueEmail(tx, { to, template: 'staff_account_created', data: { email: to, role: 'STAFF', signInUrl: 'http://localhost:3000/staff/signin' } })).id;
  });
  return id;
}

describe('e-mail outbox', () => {
  it('delivers a committed e-mail over SMTP, woken by NOTIFY, with text and HTML parts', async () => {
    const smtp = await startSmtp();
    const worker = await startWorker(core, { mailer: smtpMailer(smtp.url) });
    try {
      const id = await queueWelcome('new.staff@agency.test');
      await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
      const mail = smtp.received[0]!;
      expect(mail.to).toEqual(['new.staff@agency.test']);
      expect(mail.raw).toContain('Subject: Your ETA Assist staff account');
      expect(mail.raw).toMatch(/Content-Type: text\/plain/);
      expect(mail.raw).toMatch(/Content-Type: text\/html/);
      expect(mail.raw.replace(/=\r?\n/g, '').replace(/\r?\n/g, ' ')).toContain('We are not a government service');
      await expect.poll(async () => (await core.em().findOneOrFail(EmailOutbox, { id })).status).toBe('SENT');
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });

  it('sends nothing for a rolled-back transaction', async () => {
    await expect(
      core.em().transactional(async (tx) => {
        await queueEmail(tx, { to: 'ghost@agency.test', template: 'staff_account_created', data: { email: 'g', role: 'STAFF', signInUrl: 'x' } });
        await tx.flush();
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await core.em().count(EmailOutbox, { to: 'ghost@agency.test' })).toBe(0);
  });

  it('retries with back-off and marks the row FAILED after the last attempt', async () => {
    const smtp = await startSmtp({ reject: true });
    const errors: Record<string, unknown>[] = [];
    const worker = await startWorker(core, { mailer: smtpMailer(smtp.url), logError: (_message, extra) => errors.push(extra ?? {}) });
    try {
      const id = await queueWelcome('bounce@agency.test');
      await expect.poll(async () => (await core.em().fork().findOneOrFail(EmailOutbox, { id })).lastError, { timeout: 10_000 }).toMatch(/Mailbox unavailable/);
      const first = await core.em().findOneOrFail(EmailOutbox, { id });
      expect(first.status).toBe('PENDING');
      expect(first.lastError).toMatch(/Mailbox unavailable/);
      expect(first.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
      for (let attempt = 2; attempt <= MAX_EMAIL_ATTEMPTS; attempt++) {
        await core.em().nativeUpdate(EmailOutbox, { id }, { nextAttemptAt: new Date(Date.now() - 1000) });
        await worker.drainOutbox();
      }
      const last = await core.em().findOneOrFail(EmailOutbox, { id });
      expect(last.attempts).toBe(MAX_EMAIL_ATTEMPTS);
      expect(last.status).toBe('FAILED');
      expect(await core.em().count(AuditLog, { action: 'email.failed' })).toBe(1);
      expect(errors).toEqual([expect.objectContaining({ id, template: 'staff_account_created', error: expect.stringMatching(/Mailbox unavailable/) })]);
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });

  it('claims and commits before sending, with a Message-ID that stays the same when a crash makes it send again', async () => {
    const smtp = await startSmtp();
    const id = await queueWelcome('once@agency.test');
    const statusSeenDuringSend: string[] = [];
    // A worker that dies while the SMTP server is accepting: its send never returns.
    const dying: Mailer = {
      send: async (mail) => {
        const [row] = await core.em().fork().getConnection().execute(`select status from email_outbox where id = ?`, [id]);
        statusSeenDuringSend.push(row!.status);
        await smtpMailer(smtp.url).send(mail);
        await new Promise(() => undefined);
      },
    };
    try {
      void deliverDueEmails(core, dying);
      await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
      expect(statusSeenDuringSend).toEqual(['SENDING']);
      expect((await core.em().fork().findOneOrFail(EmailOutbox, { id })).status).toBe('SENDING');
      // Nobody else sends it while the lease runs…
      expect((await deliverDueEmails(core, smtpMailer(smtp.url))).sent).toBe(0);
      // …and once it has run out, another worker sends it again under the same Message-ID.
      await core.em().nativeUpdate(EmailOutbox, { id }, { claimedUntil: new Date(Date.now() - 1000) });
      expect((await deliverDueEmails(core, smtpMailer(smtp.url))).sent).toBe(1);
      const ids = smtp.received.map((mail) => /^Message-ID:\s*(\S+)/im.exec(mail.raw.replace(/\r\n\s+/g, ' '))?.[1]);
      expect(ids).toEqual([outboxMessageId(id, core.config.MAIL_FROM), outboxMessageId(id, core.config.MAIL_FROM)]);
      expect(ids[0]).toBe(`<outbox-${id}@eta-assist.example>`);
      expect((await core.em().fork().findOneOrFail(EmailOutbox, { id })).status).toBe('SENT');
    } finally {
      await smtp.close();
    }
  });

  it('keeps e-mails readable in the outbox when no SMTP server is configured', async () => {
    const worker = await startWorker(core, { mailer: null });
    try {
      const id = await queueWelcome('held@agency.test');
      await worker.drainOutbox();
      const row = await core.em().findOneOrFail(EmailOutbox, { id });
      expect(row.status).toBe('PENDING');
      expect(row.textBody).toContain(NOT_GOVERNMENT_LINE);
    } finally {
      await worker.stop();
    }
  });
});

describe('data retention', () => {
  it('is scheduled daily, and its job runs the retention job, which audits its run', async () => {
    const worker = await startWorker(core, { mailer: null, mailIn: null, driver: null });
    try {
      const queue = core.queue!;
      expect(await queue.getSchedules(QUEUES.retention)).toEqual([expect.objectContaining({ name: QUEUES.retention, cron: RETENTION_CRON })]);
      await queue.send(QUEUES.retention, {});
      await expect.poll(() => core.em().fork().count(AuditLog, { action: 'retention.anonymised', actorId: 'retention' }), { timeout: 20_000 }).toBe(1);
    } finally {
      await worker.stop();
    }
  });
});
