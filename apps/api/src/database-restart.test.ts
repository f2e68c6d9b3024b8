import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { cliActor, createCore, createStaff, loadConfig, publishEvent, signIn, startEmbeddedPostgres, type Core, type EmbeddedDatabase } from '@eta/core';
import { startWorker, type Worker } from '../../worker/src/worker.ts';
import { createServer, type Server } from './server.ts';

/** The API and the worker keep running while their PostgreSQL restarts underneath them. */
const folder = mkdtempSync(join(tmpdir(), 'eta-restart-'));
chmodSync(folder, 0o755);
const dataDir = join(folder, 'pg');
let db: EmbeddedDatabase;
let apiCore: Core;
let workerCore: Core;
let server: Server;
let worker: Worker;
let baseUrl: string;

beforeAll(async () => {
  db = await startEmbeddedPostgres({ dir: dataDir, preferredPort: 56700, synchronousCommit: false });
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: db.url, DATA_DIR: folder, LOG_LEVEL: 'silent' });
  apiCore = await createCore(config, { databaseUrl: db.url, poolSize: 4 });
  workerCore = await createCore(config, { databaseUrl: db.url, queue: true, migrate: false, poolSize: 4 });
  server = await createServer(apiCore, { webDist: null });
  baseUrl = await server.start(0, '127.0.0.1');
  worker = await startWorker(workerCore, { mailer: null });
  await createStaff(apiCore, cliActor('test'), { email: 'staff@agency.test', password: 'staff-password-1', role: 'STAFF' });
});
afterAll(async () => {
  await worker?.stop();
  await server?.stop();
  await workerCore?.close();
  await apiCore?.close();
  await db?.stop();
  rmSync(folder, { recursive: true, force: true });
});

async function listeners(): Promise<Record<string, number>> {
  const rows = await apiCore.em().getConnection().execute<{ application_name: string; n: number }[]>(
    `select application_name, count(*)::int as n from pg_stat_activity where application_name like 'eta-%' group by application_name`,
  );
  return Object.fromEntries(rows.map((row) => [row.application_name, row.n]));
}

const readyz = async () => (await fetch(`${baseUrl}/readyz`)).status;

it('reconnects once: one LISTEN per process, each event delivered once, /readyz honest throughout', async () => {
  const { token } = await signIn(apiCore, { email: 'staff@agency.test', password: 'staff-password-1' });
  const messages: { type: string; data?: { n?: number } }[] = [];
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/ws`, { headers: { cookie: `eta_session=${token}` } });
  socket.on('message', (raw) => messages.push(JSON.parse(String(raw))));
  await new Promise((resolve) => socket.on('open', resolve));
  expect(await listeners()).toEqual({ 'eta-api:events': 1, 'eta-worker:outbox': 1 });

  for (let restart = 1; restart <= 2; restart++) {
    await db.stop();
    expect(await readyz()).toBe(503);
    db = await startEmbeddedPostgres({ dir: dataDir, preferredPort: Number(new URL(db.url).port), synchronousCommit: false });
    await expect.poll(readyz, { timeout: 20_000, interval: 250 }).toBe(200);
    await expect.poll(listeners, { timeout: 40_000, interval: 250 }).toEqual({ 'eta-api:events': 1, 'eta-worker:outbox': 1 });
  }

  await publishEvent(apiCore.em(), { type: 'application_updated', data: { n: 42 } });
  await expect.poll(() => messages.filter((m) => m.data?.n === 42).length).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(messages.filter((m) => m.data?.n === 42)).toHaveLength(1);
  socket.close();
}, 120_000);
