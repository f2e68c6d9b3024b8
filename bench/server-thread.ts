import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import Fastify from 'fastify';
import { createServer } from '@eta/api';
import { createCore, loadConfig } from '@eta/core';

/**
 * Runs a server on its own thread, so the load generator on the main thread does not share its
 * event loop. `kind: 'api'` is the real API on the bench database; `kind: 'bare'` is a bare
 * Fastify route answering `body` at `path`, the baseline.
 */
type Job = { kind: 'api'; env: Record<string, string> } | { kind: 'bare'; path: string; body: unknown };
const job = workerData as Job;

async function start(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (job.kind === 'bare') {
    const app = Fastify();
    app.get(job.path, async () => job.body);
    return { url: await app.listen({ port: 0, host: '127.0.0.1' }), stop: () => app.close() };
  }
  const config = loadConfig(job.env);
  const core = await createCore(config, { databaseUrl: config.DATABASE_URL!, migrate: false, poolSize: 20 });
  const server = await createServer(core, { webDist: null });
  const url = await server.start(0, '127.0.0.1');
  return {
    url,
    stop: async () => {
      await server.stop();
      await core.close();
    },
  };
}

/** With BENCH_CPU_PROFILE=<dir>, the server thread's CPU profile from listening to stopping is written there. */
async function startProfiler(): Promise<() => Promise<void>> {
  const dir = process.env.BENCH_CPU_PROFILE;
  if (!dir) return async () => {};
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(join(dir, `${job.kind}-${Date.now()}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  };
}

/** The thread's own V8 heap in use, sampled every 10 ms; `heap` messages read its peak since the last reading. */
let peakHeap = getHeapStatistics().used_heap_size;
const heapSampler = setInterval(() => (peakHeap = Math.max(peakHeap, getHeapStatistics().used_heap_size)), 10);

const server = await start();
const stopProfiler = await startProfiler();
parentPort!.postMessage({ url: server.url });
parentPort!.on('message', (message: unknown) => {
  if (message === 'heap') {
    parentPort!.postMessage({ heap: { peak: peakHeap, now: getHeapStatistics().used_heap_size } });
    peakHeap = getHeapStatistics().used_heap_size;
    return;
  }
  void (async () => {
    clearInterval(heapSampler);
    await stopProfiler();
    await server.stop();
    parentPort!.postMessage({ stopped: true });
  })();
});
