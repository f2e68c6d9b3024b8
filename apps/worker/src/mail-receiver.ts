import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { captureInboundEmail, isKnownMailbox, type Core } from '@eta/core';

/** The largest message accepted; a government code e-mail is a few kilobytes. */
export const MAX_MESSAGE_BYTES = 2 * 1024 * 1024;

type Log = (message: string, extra?: Record<string, unknown>) => void;
export type MailReceiver = { port: number; close: () => Promise<void> };

const smtpError = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });

async function readStream(stream: SMTPServerDataStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The SMTP receiver for the per-application mailboxes where the government sends verification
 * codes and decisions. Only known internal addresses are accepted (others get 550 at RCPT TO); each accepted
 * message is kept raw and its code recorded and announced live (see `captureInboundEmail`).
 */
export async function startMailReceiver(core: Core, options: { port: number; host: string; log?: Log }): Promise<MailReceiver> {
  const log: Log = options.log ?? (() => undefined);
  const server = new SMTPServer({
    name: 'eta-mail-receiver',
    banner: 'ETA Assist code mailbox',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onRcptTo(address, _session, callback) {
      isKnownMailbox(core, address.address)
        .then((known) => callback(known ? undefined : smtpError(`No such mailbox: ${address.address}`, 550)))
        .catch(() => callback(smtpError('Temporary failure, try again later', 451)));
    },
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      readStream(stream)
        .then(async (raw) => {
          if (stream.sizeExceeded) return callback(smtpError('Message too large', 552));
          const parsed = await simpleParser(raw);
          const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : null;
          for (const recipient of session.envelope.rcptTo) {
            const result = await captureInboundEmail(core, {
              recipient: recipient.address,
              mailFrom,
              subject: parsed.subject ?? null,
              text: parsed.text ?? (typeof parsed.html === 'string' ? parsed.html.replace(/<[^>]+>/g, ' ') : ''),
              raw: raw.toString('utf8'),
              attachments: parsed.attachments.map((a) => ({ filename: a.filename ?? 'attachment', contentType: a.contentType, content: a.content })),
            });
            log('inbound e-mail', { recipient: recipient.address, outcome: result.outcome });
          }
          callback();
        })
        .catch((error: unknown) => {
          log('inbound e-mail could not be stored', { error: String(error) });
          callback(smtpError('Temporary failure, try again later', 451));
        });
    },
  });
  server.on('error', (error) => log('mail receiver error', { error: String(error) }));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
