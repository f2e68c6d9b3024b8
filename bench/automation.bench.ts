import { chromium } from 'playwright-core';
import { AutomationRun, cliActor, createCore, createStaff, requestAutomatedSubmission, type Actor, type GovFormDriver } from '@eta/core';
import { startWorker, playwrightDriver } from '@eta/worker';
import { freePort, paidApplication } from '@eta/worker/testing';
import { startGovSim } from '@eta/gov-sim';
import { benchCore, percentile } from './harness.ts';

const SUBMISSIONS = 5;

/** The floor any run stands on, measured in the same run: Chromium started, the form's first page loaded, Chromium closed. */
async function browserFloorMs(url: string, chromiumPath: string): Promise<number> {
  const start = performance.now();
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage();
  await page.goto(url);
  await browser.close();
  return performance.now() - start;
}

/**
 * One automated submission after another through the practice form, headless: queued → completed,
 * with the time spent waiting for the e-mailed security code beside it.
 */
export async function automationBench(): Promise<void> {
  console.log(`\n## automation: ${SUBMISSIONS} submissions through the practice form, one at a time, headless`);
  const mailInPort = await freePort();
  const sim = await startGovSim({ smtp: { host: '127.0.0.1', port: mailInPort }, decision: { delayMs: 3_600_000 } });
  const bench = await benchCore({ GOV_SIM_PORT: String(sim.port), MAIL_IN_PORT: String(mailInPort) });
  const workerCore = await createCore(bench.core.config, { databaseUrl: bench.core.databaseUrl, queue: true, migrate: false, poolSize: 4 });
  const codeWaits = new Map<string, number>();
  const inner = playwrightDriver({ chromiumPath: bench.core.config.CHROMIUM_PATH });
  const driver: GovFormDriver = (form, data, hooks, options) =>
    inner(form, data, {
      ...hooks,
      securityCode: async (since) => {
        const start = performance.now();
        const code = await hooks.securityCode(since);
        codeWaits.set(data.reference, (codeWaits.get(data.reference) ?? 0) + performance.now() - start);
        return code;
      },
    }, options);
  const worker = await startWorker(workerCore, { mailer: null, mailIn: { port: mailInPort, host: '127.0.0.1' }, driver });
  const member = await createStaff(bench.core, cliActor('bench'), { email: 'bench@agency.test', password: 'bench-password-1', role: 'STAFF' });
  const staff: Actor = { type: 'staff', userId: member.id, email: member.email, role: 'STAFF' };
  try {
    const floor = await browserFloorMs(sim.url, bench.core.config.CHROMIUM_PATH);
    const totals: number[] = [];
    const waits: number[] = [];
    for (let i = 0; i < SUBMISSIONS; i++) {
      await bench.core.em().getConnection().execute('delete from rate_limit');
      const application = await paidApplication(bench.core);
      const start = performance.now();
      const { runId } = await requestAutomatedSubmission(bench.core, staff, { applicationId: application.id, password: 'bench-password-1', headless: true });
      let run: AutomationRun | null = null;
      while (!run || (run.status !== 'completed' && run.status !== 'failed')) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        run = await bench.core.em().findOne(AutomationRun, { id: runId });
      }
      if (run.status === 'failed') throw new Error(`Submission failed: ${run.error}`);
      totals.push(performance.now() - start);
      waits.push(codeWaits.get(application.reference) ?? 0);
      // pg-boss hands out the next singleton job only once its cached stats see the queue idle again.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
    }
    const median = (xs: number[]) => percentile(xs, 50);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(`  baseline: Chromium start + first page + close: ${seconds(floor)}`);
    console.log(`  queued → SUBMITTED_TO_UK: median ${seconds(median(totals))}, max ${seconds(Math.max(...totals))} (${(median(totals) / floor).toFixed(1)}× the baseline)`);
    console.log(`  waiting for the security code (SMTP → mail receiver → database): median ${median(waits).toFixed(0)} ms, ${((median(waits) / median(totals)) * 100).toFixed(1)}% of a submission (the practice form sends the code before its page loads; a real one takes longer)`);
    console.log(`  every run: ${totals.map(seconds).join(', ')}`);
  } finally {
    await worker.stop();
    await workerCore.close();
    await sim.close();
    await bench.close();
  }
}
