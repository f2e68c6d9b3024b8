import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AutomationRun, requestAutomatedSubmission } from '@eta/core';
import { PAYMENT_MAY_HAVE_BEEN_TAKEN } from '@eta/domain';
import { startMailReceiver, type MailReceiver } from '../mail-receiver.ts';
import { descendants, paidApplication, startAutomationRig, STAFF_PASSWORD } from './testing.ts';

/**
 * Worker processes as production runs them (`apps/worker/src/main.ts`), two at a time on one
 * database: one submission at a time between them, and what happens when one is killed.
 */
type Rig = Awaited<ReturnType<typeof startAutomationRig>>;
type WorkerProcess = { child: ChildProcess; lines: { message: string; runId?: string }[]; exited: Promise<number | null> };

let rig: Rig;
let receiver: MailReceiver;
const workers: WorkerProcess[] = [];
const MAIN = join(import.meta.dirname, '../main.ts');

function startWorkerProcess(): WorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: rig.core.databaseUrl,
      DATA_DIR: rig.core.config.dataDir,
      GOV_SIM_PORT: String(rig.sim.port),
      // The code mailbox is the test's own receiver; each process's receiver takes a spare port.
      MAIL_IN_PORT: '0',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const worker: WorkerProcess = { child, lines: [], exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))) };
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      try {
        worker.lines.push(JSON.parse(line) as { message: string; runId?: string });
      } catch {
        // not a log line
      }
    }
  });
  child.stderr!.on('data', () => undefined);
  workers.push(worker);
  return worker;
}

const ready = (worker: WorkerProcess) => expect.poll(() => worker.lines.some((l) => l.message === 'worker started'), { timeout: 60_000 }).toBe(true);
const start = async (applicationId: string) => (await requestAutomatedSubmission(rig.core, rig.staff, { applicationId, password: STAFF_PASSWORD, headless: true })).runId;
const runOf = (runId: string) => rig.core.em().findOneOrFail(AutomationRun, { id: runId });
const tookIt = (runId: string) => workers.find((w) => w.lines.some((l) => l.message === 'submission started' && l.runId === runId));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

beforeAll(async () => {
  rig = await startAutomationRig();
  receiver = await startMailReceiver(rig.core, { port: rig.mailInPort, host: '127.0.0.1' });
}, 60_000);
afterEach(async () => {
  for (const worker of workers.splice(0)) {
    if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
    await worker.exited;
  }
  rig.sim.clearFaults();
  await rig.core.em().getConnection().execute('delete from rate_limit');
});
afterAll(async () => {
  await receiver?.close();
  await rig?.close();
});

describe('worker processes', () => {
  it('two workers and two queued applications: submitted one after the other, never at once', async () => {
    const [first, second] = [startWorkerProcess(), startWorkerProcess()];
    await Promise.all([ready(first), ready(second)]);
    const runIds = [await start((await paidApplication(rig.core)).id), await start((await paidApplication(rig.core)).id)];
    await expect.poll(async () => Promise.all(runIds.map(async (id) => (await runOf(id)).status)), { timeout: 120_000, interval: 500 }).toEqual(['completed', 'completed']);
    const [a, b] = await Promise.all(runIds.map(runOf));
    const intervals = [a!, b!].map((run) => [run.startedAt!.getTime(), run.finishedAt!.getTime()] as const).sort((x, y) => x[0] - y[0]);
    expect(intervals[1]![0]).toBeGreaterThanOrEqual(intervals[0]![1]);
    expect(runIds.every((id) => tookIt(id))).toBe(true);
  }, 180_000);

  it('a worker killed with SIGKILL before the payment checkpoint leaves no Chromium behind, and the other worker submits the application', async () => {
    const [first, second] = [startWorkerProcess(), startWorkerProcess()];
    await Promise.all([ready(first), ready(second)]);
    rig.sim.injectFault({ kind: 'slow', page: 'personal', delayMs: 15_000 });
    const runId = await start((await paidApplication(rig.core)).id);
    await expect.poll(async () => (await runOf(runId)).screenshotFileIds.length, { timeout: 60_000, interval: 250 }).toBeGreaterThanOrEqual(6);
    const victim = tookIt(runId)!;
    const browser = descendants(victim.child.pid!);
    expect(browser.length).toBeGreaterThan(0);
    victim.child.kill('SIGKILL');
    await victim.exited;
    await expect.poll(() => browser.filter(alive), { timeout: 15_000 }).toEqual([]);

    const run = await expect
      .poll(async () => (await runOf(runId)).status, { timeout: 120_000, interval: 500 })
      .toBe('completed')
      .then(() => runOf(runId));
    expect(run.attempts).toBe(2);
    expect(tookIt(runId)).toBeDefined();
    expect([first, second].filter((w) => w.lines.some((l) => l.message === 'submission started' && l.runId === runId))).toHaveLength(2);
  }, 240_000);

  it('a worker killed after the payment checkpoint is never retried: the run goes to staff as "payment may have been taken"', async () => {
    const [first, second] = [startWorkerProcess(), startWorkerProcess()];
    await Promise.all([ready(first), ready(second)]);
    rig.sim.injectFault({ kind: 'slow', page: 'payment', delayMs: 15_000, times: 2 });
    const runId = await start((await paidApplication(rig.core)).id);
    await expect.poll(async () => (await runOf(runId)).paymentCheckpointAt, { timeout: 90_000, interval: 250 }).toBeInstanceOf(Date);
    const victim = tookIt(runId)!;
    victim.child.kill('SIGKILL');
    await victim.exited;
    await expect.poll(async () => (await runOf(runId)).status, { timeout: 120_000, interval: 500 }).toBe('failed');
    const run = await runOf(runId);
    expect(run.error).toBe(PAYMENT_MAY_HAVE_BEEN_TAKEN);
    expect(run.attempts).toBe(1);
  }, 240_000);

  it('SIGTERM hands a run that has not paid back to the queue, exits cleanly, and another worker finishes it', async () => {
    const [first, second] = [startWorkerProcess(), startWorkerProcess()];
    await Promise.all([ready(first), ready(second)]);
    rig.sim.injectFault({ kind: 'slow', page: 'address', delayMs: 10_000 });
    const runId = await start((await paidApplication(rig.core)).id);
    await expect.poll(async () => (await runOf(runId)).screenshotFileIds.length, { timeout: 60_000, interval: 250 }).toBeGreaterThanOrEqual(7);
    const leaving = tookIt(runId)!;
    leaving.child.kill('SIGTERM');
    expect(await leaving.exited).toBe(0);
    await expect.poll(async () => (await runOf(runId)).status, { timeout: 120_000, interval: 500 }).toBe('completed');
  }, 240_000);
});
