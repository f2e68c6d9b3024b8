import { ConfigError, createCore, governmentForm, loadConfigOrExit, resolveDatabaseUrl, stopOnSignals } from '@eta/core';
import { startWorker } from './worker.ts';

const config = loadConfigOrExit();
const log = (message: string, extra: Record<string, unknown> = {}) =>
  config.LOG_LEVEL !== 'silent' && console.log(JSON.stringify({ time: new Date().toISOString(), component: 'worker', message, ...extra }));

try {
  // Production needs the real form and the agency's card; say so in one line before anything starts.
  governmentForm(config);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

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
