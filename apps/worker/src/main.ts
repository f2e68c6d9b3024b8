import { createCore, loadConfigOrExit, resolveDatabaseUrl } from '@eta/core';
import { startWorker } from './worker.ts';

const config = loadConfigOrExit();
const log = (message: string, extra: Record<string, unknown> = {}) =>
  config.LOG_LEVEL !== 'silent' && console.log(JSON.stringify({ time: new Date().toISOString(), component: 'worker', message, ...extra }));

const database = await resolveDatabaseUrl(config);
const core = await createCore(config, { databaseUrl: database.url, queue: true });
const worker = await startWorker(core, { log });
log('worker started');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log(`${signal} received, finishing current jobs`);
  const force = setTimeout(() => process.exit(1), 30_000).unref();
  await worker.stop();
  await core.close();
  await database.stop();
  clearTimeout(force);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
