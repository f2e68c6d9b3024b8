import { QUEUES } from '@eta/domain';
import {
  beginRun,
  completeRun,
  ensureSubmissionQueue,
  failRun,
  governmentForm,
  markPaymentCheckpoint,
  recordScreenshot,
  releaseRun,
  SubmissionError,
  waitForSecurityCode,
  type Core,
  type GovFormDriver,
  type SubmissionJob,
} from '@eta/core';

type Log = (message: string, extra?: Record<string, unknown>) => void;
export type SubmissionWorker = { stop: () => Promise<void>; busy: () => boolean };

/**
 * Takes submission jobs one at a time (the queue's `singleton` policy keeps it to one across every
 * worker) and drives the government form for each. A failed run is recorded, never thrown, so
 * pg-boss retries a job only when its worker died. On stop, a run that has not reached the payment
 * checkpoint is handed back to the queue; one past it is allowed to finish.
 */
export async function startSubmissionWorker(core: Core, options: { driver: GovFormDriver; log: Log }): Promise<SubmissionWorker> {
  const boss = core.queue!;
  const form = governmentForm(core.config);
  await ensureSubmissionQueue(boss);
  let current: { runId: string; abort: AbortController; paying: boolean } | null = null;

  async function run(runId: string): Promise<void> {
    const begun = await beginRun(core, runId);
    if (!begun) return;
    const abort = new AbortController();
    current = { runId, abort, paying: false };
    const state = current;
    options.log('submission started', { runId, reference: begun.data.reference });
    try {
      const { governmentReference } = await options.driver(
        form,
        begun.data,
        {
          signal: abort.signal,
          screenshot: (png) => recordScreenshot(core, runId, png),
          securityCode: (since) => waitForSecurityCode(core, begun.applicationId, since, abort.signal),
          paymentCheckpoint: async () => {
            await markPaymentCheckpoint(core, runId);
            state.paying = true;
          },
        },
        { headless: begun.headless },
      );
      await completeRun(core, runId, governmentReference);
      options.log('submission completed', { runId, governmentReference });
    } catch (error) {
      if (abort.signal.aborted) {
        await releaseRun(core, runId);
        options.log('submission handed back to the queue', { runId });
        throw new Error('The worker stopped; the submission goes back to the queue', { cause: error });
      }
      const failure = error instanceof SubmissionError ? error : new SubmissionError(error instanceof Error ? error.message : String(error));
      await failRun(core, runId, failure.message, { screenshot: failure.screenshot, trace: failure.trace });
      options.log('submission failed', { runId, error: failure.message, page: failure.page });
    } finally {
      current = null;
    }
  }

  await boss.work<SubmissionJob>(QUEUES.submission, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
    if (job) await run(job.data.runId);
  });

  return {
    busy: () => current !== null,
    stop: async () => {
      const running = current;
      if (running && !running.paying) running.abort.abort(new Error('worker stopping'));
      await boss.offWork(QUEUES.submission, { wait: true });
    },
  };
}
