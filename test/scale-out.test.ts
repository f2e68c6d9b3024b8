import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AutomationRun, createStaff, cliActor, signFileUrl, type Core } from '@eta/core';
import { startS3TestServer, type S3TestServer } from '@eta/core/testing';
import { passportSpecimen } from '@eta/core/specimens';
import { startMailReceiver, type MailReceiver } from '../apps/worker/src/mail-receiver.ts';
import { paidApplication, startAutomationRig } from '../apps/worker/src/automation/testing.ts';

/**
 * The product as it scales out: two API processes and two worker processes, started as production
 * starts them (the compiled build, `node --conditions=compiled apps/<app>/dist/main.js`), sharing
 * one PostgreSQL and one S3-compatible store and nothing else (each has its own DATA_DIR).
 */
const ROOT = join(import.meta.dirname, '..');
const STAFF = { email: 'scale@agency.test', password: 'scale-staff-password-1' };

type Rig = Awaited<ReturnType<typeof startAutomationRig>>;
type AppProcess = { name: string; child: ChildProcess; output: string[]; exited: Promise<number | null> };

let s3: S3TestServer;
let rig: Rig;
let receiver: MailReceiver;
let shared: Record<string, string>;
const processes: AppProcess[] = [];
let apis: { url: string; process: AppProcess }[] = [];
let workers: AppProcess[] = [];

/** Waits for `found` to give a value (start-up runs in hooks, where expect.poll is not allowed); the process output explains a timeout. */
async function waitFor<T>(found: () => T | undefined | false, what: string, output: string[], timeoutMs = 60_000): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
    const value = found();
    if (value) return value;
  }
  throw new Error(`Timed out waiting for ${what}:\n${output.join('\n')}`);
}

function startProcess(name: string, main: string, env: Record<string, string>): AppProcess {
  // As production runs: the compiled build (`pnpm build`), with no way to load TypeScript at all.
  const child = spawn(process.execPath, ['--no-experimental-strip-types', '--conditions=compiled', join(ROOT, main)], {
    env: { ...process.env, ...shared, DATA_DIR: mkdtempSync(join(tmpdir(), `eta-${name}-`)), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started: AppProcess = { name, child, output: [], exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))) };
  const collect = (chunk: Buffer) => started.output.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  processes.push(started);
  return started;
}

async function startApi(name: string): Promise<{ url: string; process: AppProcess }> {
  const api = startProcess(name, 'apps/api/dist/main.js', { PORT: '0', HOST: '127.0.0.1' });
  const listening = () => api.output.map((line) => /listening on (http:\/\/[\d.:]+)/.exec(line)?.[1]).find(Boolean);
  return { url: await waitFor(listening, `${name} to listen`, api.output), process: api };
}

async function startWorkerProcess(name: string): Promise<AppProcess> {
  const worker = startProcess(name, 'apps/worker/dist/main.js', { GOV_SIM_PORT: String(rig.sim.port), MAIL_IN_PORT: '0' });
  await waitFor(() => worker.output.some((line) => line.includes('"worker started"')), `${name} to start`, worker.output);
  return worker;
}

async function signIn(api: string): Promise<string> {
  const response = await fetch(`${api}/api/staff/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(STAFF) });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

const runOf = (core: Core, runId: string) => core.em().fork().findOneOrFail(AutomationRun, { id: runId });
const startedRun = (worker: AppProcess, runId: string) => worker.output.some((line) => line.includes('"submission started"') && line.includes(runId));

beforeAll(async () => {
  for (const main of ['apps/api/dist/main.js', 'apps/worker/dist/main.js']) {
    if (!existsSync(join(ROOT, main))) throw new Error(`No compiled build at ${main}: run pnpm build first.`);
  }
  s3 = await startS3TestServer();
  shared = {
    NODE_ENV: 'test',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    ...s3.env,
  };
  rig = await startAutomationRig({ env: shared });
  shared.DATABASE_URL = rig.core.databaseUrl;
  receiver = await startMailReceiver(rig.core, { port: rig.mailInPort, host: '127.0.0.1' });
  await createStaff(rig.core, cliActor('scale-out test'), { ...STAFF, role: 'ADMIN' });
  apis = await Promise.all([startApi('api-1'), startApi('api-2')]);
  workers = await Promise.all([startWorkerProcess('worker-1'), startWorkerProcess('worker-2')]);
}, 180_000);

afterAll(async () => {
  for (const started of processes) if (started.child.exitCode === null && started.child.signalCode === null) started.child.kill('SIGTERM');
  await Promise.all(processes.map((started) => started.exited));
  await receiver?.close();
  await rig?.close();
  await s3?.close();
}, 90_000);

describe('two API processes and two workers on one database and one object store', () => {
  it('a session made on one API works on the other', async () => {
    const cookie = await signIn(apis[0]!.url);
    const response = await fetch(`${apis[1]!.url}/api/staff/settings`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { profile: { email: string } }).profile.email).toBe(STAFF.email);
  });

  it('an upload made through one API is served by the other, from the object store, until its link expires', async () => {
    const specimen = await passportSpecimen({ seed: 4242, variation: 'clean' });
    const form = new FormData();
    form.append('passport', new Blob([specimen.bytes], { type: 'image/jpeg' }), specimen.filename);
    const answer = (await (await fetch(`${apis[0]!.url}/api/validate-passport`, { method: 'POST', body: form })).json()) as { uploadId: string; valid: boolean };
    expect(answer.valid).toBe(true);
    const served = await fetch(`${apis[1]!.url}${signFileUrl({ sessionSecret: shared.SESSION_SECRET! }, answer.uploadId)}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(specimen.bytes))).toBe(true);
    expect(await s3.objectCount()).toBeGreaterThan(0);
    const expired = signFileUrl({ sessionSecret: shared.SESSION_SECRET! }, answer.uploadId, { expiresInSeconds: 60, now: new Date(Date.now() - 10 * 60_000) });
    expect((await fetch(`${apis[1]!.url}${expired}`)).status).toBe(403);
  });

  it('a live client on one API hears a submission queued on the other; the two workers submit two applications one after the other', async () => {
    const cookie = await signIn(apis[0]!.url);
    const heard: { type: string; data: { applicationId?: string } }[] = [];
    const socket = new WebSocket(`${apis[1]!.url.replace('http', 'ws')}/ws`, { headers: { cookie } } as unknown as string[]);
    socket.addEventListener('message', (message) => heard.push(JSON.parse(String(message.data)) as (typeof heard)[number]));
    await expect.poll(() => heard.some((event) => event.type === 'connected')).toBe(true);

    const applications = [await paidApplication(rig.core), await paidApplication(rig.core)];
    const runIds: string[] = [];
    for (const [i, application] of applications.entries()) {
      const response = await fetch(`${apis[i]!.url}/api/staff/automate-submission`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ applicationId: application.id, password: STAFF.password, headless: true }),
      });
      expect(response.status, await response.clone().text()).toBe(201);
      runIds.push(((await response.json()) as { runId: string }).runId);
    }
    await expect.poll(() => heard.some((event) => event.type === 'automation_queued' && event.data.applicationId === applications[0]!.id)).toBe(true);
    socket.close();

    await expect.poll(async () => Promise.all(runIds.map(async (id) => (await runOf(rig.core, id)).status)), { timeout: 150_000, interval: 500 }).toEqual(['completed', 'completed']);
    const runs = await Promise.all(runIds.map((id) => runOf(rig.core, id)));
    const [first, second] = runs.map((run) => [run.startedAt!.getTime(), run.finishedAt!.getTime()] as const).sort((a, b) => a[0] - b[0]);
    expect(second![0]).toBeGreaterThanOrEqual(first![1]);
    console.info(`two submissions: ${((first![1] - first![0]) / 1000).toFixed(1)} s and ${((second![1] - second![0]) / 1000).toFixed(1)} s, the second started ${((second![0] - first![1]) / 1000).toFixed(1)} s after the first ended`);
    expect(runIds.every((id) => workers.some((worker) => startedRun(worker, id)))).toBe(true);

    // A screenshot a worker stored is served by an API.
    const screenshots = await fetch(`${apis[1]!.url}/api/staff/applications/${applications[1]!.id}/screenshots`, { headers: { cookie } });
    const { presignedUrls } = (await screenshots.json()) as { presignedUrls: string[] };
    const image = await fetch(`${apis[1]!.url}${presignedUrls[0]!}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).subarray(1, 4).toString()).toBe('PNG');
  }, 200_000);

  it('a worker killed mid-run leaves the queue to the other, which finishes it', async () => {
    const cookie = await signIn(apis[1]!.url);
    rig.sim.injectFault({ kind: 'slow', page: 'personal', delayMs: 15_000 });
    const application = await paidApplication(rig.core);
    const response = await fetch(`${apis[1]!.url}/api/staff/automate-submission`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ applicationId: application.id, password: STAFF.password, headless: true }),
    });
    const { runId } = (await response.json()) as { runId: string };
    await expect.poll(() => workers.find((worker) => startedRun(worker, runId)), { timeout: 60_000 }).toBeDefined();
    const victim = workers.find((worker) => startedRun(worker, runId))!;
    victim.child.kill('SIGKILL');
    await victim.exited;
    const killedAt = Date.now();
    const survivor = workers.find((worker) => worker !== victim)!;
    await expect.poll(() => startedRun(survivor, runId), { timeout: 120_000, interval: 250 }).toBe(true);
    console.info(`${victim.name} killed mid-run; ${survivor.name} took the submission over after ${((Date.now() - killedAt) / 1000).toFixed(1)} s`);
    await expect.poll(async () => (await runOf(rig.core, runId)).status, { timeout: 150_000, interval: 500 }).toBe('completed');
    expect(startedRun(survivor, runId)).toBe(true);
    expect((await runOf(rig.core, runId)).attempts).toBe(2);
  }, 200_000);
});
