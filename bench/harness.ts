import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { createCore, loadConfig, startEmbeddedPostgres, type Core } from '@eta/core';

export type LoadResult = { name: string; requestsPerSecond: number; p50: number; p97_5: number; p99: number; errors: number; non2xx: number };

/** A throwaway embedded PostgreSQL and a migrated Core for one benchmark run. */
export async function benchCore(env: Record<string, string> = {}): Promise<{ core: Core; env: Record<string, string>; close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'eta-bench-'));
  chmodSync(dir, 0o755);
  const db = await startEmbeddedPostgres({ dir: join(dir, 'pg'), preferredPort: 55500, database: 'bench' });
  const fullEnv = { NODE_ENV: 'test', DATABASE_URL: db.url, DATA_DIR: dir, LOG_LEVEL: 'silent', ...env };
  const core = await createCore(loadConfig(fullEnv), { databaseUrl: db.url, poolSize: 20 });
  return {
    core,
    env: fullEnv,
    close: async () => {
      await core.close();
      await db.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type ThreadServer = { url: string; stop: () => Promise<void> };

/** Starts the API (on the bench database) or a bare Fastify baseline on a thread of its own. */
export function serverThread(job: { kind: 'api'; env: Record<string, string> } | { kind: 'bare'; path: string; body: unknown }): Promise<ThreadServer> {
  const worker = new Worker(new URL('./server-thread.ts', import.meta.url), { workerData: job, execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', ({ url }: { url: string }) =>
      resolve({
        url,
        stop: () =>
          new Promise<void>((done) => {
            worker.once('message', () => void worker.terminate().then(() => done()));
            worker.postMessage('stop');
          }),
      }),
    );
  });
}

/** Percentiles come from autocannon's HDR histogram (p97.5 is the closest it reports to p95 on the high side). */
export async function load(
  name: string,
  url: string,
  options: { headers?: Record<string, string>; connections?: number; seconds?: number; requests?: autocannon.Request[] } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.seconds ?? 8,
    headers: options.headers ?? {},
    ...(options.requests ? { requests: options.requests } : {}),
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export function printTable(results: LoadResult[], baseline: LoadResult): void {
  const rows = results.map((r) => ({
    benchmark: r.name,
    'req/s': Math.round(r.requestsPerSecond),
    'p50 ms': r.p50,
    'p97.5 ms': r.p97_5,
    'p99 ms': r.p99,
    'throughput vs baseline': `${(r.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}×`,
    'p97.5 vs baseline': `${(r.p97_5 / Math.max(baseline.p97_5, 1)).toFixed(2)}×`,
    errors: r.errors + r.non2xx,
  }));
  console.table(rows);
}
