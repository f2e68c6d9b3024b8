import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Application, InboundEmail, cliActor, listVerificationCodes, smtpMailer, type Core, type Mailer } from '@eta/core';
import { createTestCore } from '@eta/core/testing';
import { seedApplications } from '@eta/core/seed';
import { startMailReceiver, type MailReceiver } from './mail-receiver.ts';

let core: Core;
let receiver: MailReceiver;
let mailer: Mailer;
let mailbox: string;

beforeAll(async () => {
  core = await createTestCore();
  receiver = await startMailReceiver(core, { port: 0, host: '127.0.0.1' });
  mailer = smtpMailer(`smtp://127.0.0.1:${receiver.port}`);
  await seedApplications(core, 12);
  const application = await core.em().findOneOrFail(Application, { status: 'IN_REVIEW' }, { orderBy: { createdAt: 'desc' } });
  mailbox = application.internalEmail;
});
afterAll(async () => {
  await receiver.close();
  await core.close();
});

const mail = (to: string, subject: string, text: string) => ({
  from: 'UK ETA <no-reply@eta.homeoffice.example>',
  to,
  subject,
  text,
  html: `<p>${text}</p>`,
  messageId: `<${Math.random().toString(36).slice(2)}@eta.homeoffice.example>`,
});

describe('the code mailbox receiver', () => {
  it('lists a code e-mailed to an application’s internal address within 2 seconds, kept with the raw message', async () => {
    const sentAt = Date.now();
    await mailer.send(mail(mailbox, 'Your UK ETA verification code', 'Reference 20261125. Your verification code is 583 920. It expires in 10 minutes.'));
    await expect
      .poll(async () => (await listVerificationCodes(core, cliActor('test'))).codes.map((c) => c.code), { timeout: 2000, interval: 50 })
      .toContain('583920');
    expect(Date.now() - sentAt).toBeLessThan(2000);
    const kept = await core.em().findOneOrFail(InboundEmail, { recipient: mailbox, outcome: 'CODE_CAPTURED' }, { populate: ['raw'] });
    expect(kept.raw).toContain('Subject: Your UK ETA verification code');
    expect(kept.mailFrom).toBe('no-reply@eta.homeoffice.example');
  });

  it('refuses a message to an address that is not one of ours', async () => {
    await expect(mailer.send(mail('someone-else@elsewhere.example', 'Hello', 'Your code is 111111'))).rejects.toThrow(/550/);
    expect(await core.em().count(InboundEmail, { recipient: 'someone-else@elsewhere.example' })).toBe(0);
  });

  it('keeps a message without a code aside for admins instead of dropping it', async () => {
    await mailer.send(mail(mailbox, 'About your application', 'We are processing your application 123456789. No action is needed.'));
    await expect.poll(() => core.em().count(InboundEmail, { recipient: mailbox, outcome: 'UNPLACED' })).toBe(1);
    expect((await listVerificationCodes(core, cliActor('test'))).codes.map((c) => c.code)).not.toContain('123456');
  });
});
