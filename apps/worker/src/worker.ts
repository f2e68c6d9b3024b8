import { QUEUES } from '@eta/domain';
import { startMailReceiver, type MailReceiver } from './mail-receiver.ts';
import { startSubmissionWorker, type SubmissionWorker } from './automation/submission-worker.ts';
import { playwrightDriver } from './automation/driver.ts';
import { OUTBOX_CHANNEL, anonymiseExpiredApplications, deleteStaleUploads, deliverDueEmails, listenOnChannel, purgeExpiredRows, smtpMailer, type Core, type GovFormDriver, type Mailer } from '@eta/core';

export { QUEUES };

const OUTBOX_POLL_MS = 5_000;
/** Uploads no application claimed within a day are abandoned drafts' files: they are deleted. */
export const STALE_UPLOAD_AGE_MS = 24 * 3600_000;
/** Daily at 03:41 UTC, away from the hourly maintenance purge at :17. */
export const RETENTION_CRON = '41 3 * * *';

export type Worker = { stop: () => Promise<void>; drainOutbox: () => Promise<void>; mailReceiver: MailReceiver | null; submissions: SubmissionWorker | null };
type Log = (message: string, extra?: Record<string, unknown>) => void;

/**
 * The unattended process: pg-boss consumers for queued and scheduled jobs, and the e-mail
 * outbox sender, woken by NOTIFY when a row commits and polled for retries that come due.
 */
export async function startWorker(
  core: Core,
  options: {
    mailer?: Mailer | null;
    log?: Log;
    logError?: Log;
    /** Where verification codes are received by SMTP; null: no receiver. */
    mailIn?: { port: number; host: string } | null;
    /** Fills the government form; null: this worker takes no submissions. Default: Playwright in Debian's Chromium. */
    driver?: GovFormDriver | null;
  } = {},
): Promise<Worker> {
  const log: Log = options.log ?? (() => undefined);
  const logError: Log = options.logError ?? ((message, extra) => console.error(JSON.stringify({ level: 'error', component: 'worker', message, ...extra })));
  const queue = core.queue;
  if (!queue) throw new Error('The worker needs a Core created with { queue: true }');
  const mailer = options.mailer !== undefined ? options.mailer : core.config.SMTP_URL ? smtpMailer(core.config.SMTP_URL) : null;
  if (!mailer) log('SMTP_URL is not set: e-mails stay readable in the outbox and are not sent');

  let draining: Promise<void> | null = null;
  let rerun = false;
  const drainOutbox = (): Promise<void> => {
    if (draining) {
      rerun = true;
      return draining;
    }
    draining = (async () => {
      do {
        rerun = false;
        const { abandoned, ...result } = await deliverDueEmails(core, mailer);
        if (result.sent || result.failed) log('outbox delivered', result);
        for (const message of abandoned) logError('e-mail could not be sent after every attempt; it is marked FAILED in the outbox', message);
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- set by a call that arrives while this loop awaits
      } while (rerun);
    })()
      .catch((error: unknown) => log('outbox delivery failed', { error: String(error) }))
      .finally(() => (draining = null));
    return draining;
  };

  const wake = await listenOnChannel(core.databaseUrl, OUTBOX_CHANNEL, () => void drainOutbox(), { applicationName: 'eta-worker:outbox' });
  const poll = setInterval(() => void drainOutbox(), OUTBOX_POLL_MS);
  void drainOutbox();

  await queue.createQueue(QUEUES.maintenance);
  await queue.schedule(QUEUES.maintenance, '17 * * * *');
  await queue.work(QUEUES.maintenance, async () => {
    const purged = { ...(await purgeExpiredRows(core)), staleUploads: await deleteStaleUploads(core, STALE_UPLOAD_AGE_MS) };
    log('maintenance purge', purged);
    return purged;
  });

  await queue.createQueue(QUEUES.retention);
  await queue.schedule(QUEUES.retention, RETENTION_CRON);
  await queue.work(QUEUES.retention, async () => {
    const { references: _references, ...run } = await anonymiseExpiredApplications(core);
    log('data retention', run);
    return run;
  });

  const mailIn = options.mailIn === undefined ? { port: core.config.MAIL_IN_PORT, host: core.config.MAIL_IN_HOST } : options.mailIn;
  const mailReceiver = mailIn ? await startMailReceiver(core, { ...mailIn, log }) : null;
  if (mailReceiver) log('mail receiver listening', { host: mailIn!.host, port: mailReceiver.port, domain: core.config.INTERNAL_MAIL_DOMAIN });

  const driver = options.driver === undefined ? playwrightDriver({ chromiumPath: core.config.CHROMIUM_PATH }) : options.driver;
  const submissions = driver ? await startSubmissionWorker(core, { driver, log }) : null;

  return {
    drainOutbox,
    mailReceiver,
    submissions,
    stop: async () => {
      await submissions?.stop();
      await mailReceiver?.close();
      clearInterval(poll);
      await wake.close();
      await queue.offWork(QUEUES.maintenance, { wait: true });
      await queue.offWork(QUEUES.retention, { wait: true });
      await draining;
    },
  };
}
