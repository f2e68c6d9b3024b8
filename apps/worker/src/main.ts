import { createCore, loadConfigOrExit, resolveDatabaseUrl, stopOnSignals } from '@eta/core';
import { startWorker } from './worker.ts';

const config = loadConfigOrExit();
const log = (message: string, extra: Record<string, unknown> = {}) =>
  config.LOG_LEVEL !== 'silent' && console.log(JSON.stringify({ time: new Date().toISOString(), component: 'worker', message, ...extra }));

const database = await resolveDatabaseUrl(config);
const core = await createCore(config, { databaseUrl: database.url, queue: true });
const worker = await startWorker(core, { log });
log('worker started');

// Jobs in flight get up to 30 s to finish.
stopOnSignals(
  async () => {
    await worker.stop();
    await core.close();
    await database.stop();
  },
  { log, forceAfterMs: 30_000 },
);
