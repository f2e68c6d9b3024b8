import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { createCore, loadConfig, startEmbeddedPostgres, type Core } from '@eta/core';

export type LoadResult = { name: string; requestsPerSecond: number; p50: number; p95: number; p99: number; errors: number; non2xx: number };

/** A throwaway embedded PostgreSQL and a migrated Core for one benchmark run. */
export async function benchCore(env: Record<string, string> = {}): Promise<{ core: Core; env: Record<string, string>; pgDataDir: string; close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'eta-bench-'));
  chmodSync(dir, 0o755);
  // The product's durability unless asked otherwise; the figures say which setting they measured.
  const synchronousCommit = process.env.BENCH_SYNCHRONOUS_COMMIT !== 'off';
  const db = await startEmbeddedPostgres({ dir: join(dir, 'pg'), preferredPort: 55500, database: 'bench', synchronousCommit });
  const fullEnv = { NODE_ENV: 'test', DATABASE_URL: db.url, DATA_DIR: dir, LOG_LEVEL: 'silent', ...env };
  const core = await createCore(loadConfig(fullEnv), { databaseUrl: db.url, poolSize: 20 });
  const [setting] = await core.em().getConnection().execute<{ synchronous_commit: string }[]>('show synchronous_commit');
  console.log(`  PostgreSQL synchronous_commit=${setting?.synchronous_commit} (${synchronousCommit ? "the product's full durability; BENCH_SYNCHRONOUS_COMMIT=off measures the tests' setting" : "the tests' setting, not the product's"})`);
  return {
    core,
    env: fullEnv,
    pgDataDir: join(dir, 'pg'),
    close: async () => {
      await core.close();
      await db.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type ThreadServer = {
  url: string;
  stop: () => Promise<void>;
  /** Milliseconds the server thread's event loop has spent busy so far (its JavaScript CPU time). */
  busyMs: () => number;
  /** The thread's V8 heap in use now and at its peak since the last call, in bytes. */
  heap: () => Promise<{ peak: number; now: number }>;
};

/** Starts the API (on the bench database) or a bare Fastify baseline on a thread of its own. */
export function serverThread(job: { kind: 'api'; env: Record<string, string> } | { kind: 'bare'; path: string; body: unknown }): Promise<ThreadServer> {
  const worker = new Worker(new URL('./server-thread.ts', import.meta.url), { workerData: job, execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', ({ url }: { url: string }) =>
      resolve({
        url,
        busyMs: () => worker.performance.eventLoopUtilization().active,
        heap: () =>
          new Promise((done) => {
            worker.once('message', (reply: { heap: { peak: number; now: number } }) => done(reply.heap));
            worker.postMessage('heap');
          }),
        stop: () =>
          new Promise<void>((done) => {
            worker.once('message', () => void worker.terminate().then(() => done()));
            worker.postMessage('stop');
          }),
      }),
    );
  });
}

/** The p-th percentile of the samples (nearest rank). */
export const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
};

/**
 * Percentiles are computed from every response's time (autocannon's own summary stops at p90 and
 * p97.5, so it has no p95).
 */
export async function load(
  name: string,
  url: string,
  options: { headers?: Record<string, string>; connections?: number; seconds?: number; requests?: autocannon.Request[] } = {},
): Promise<LoadResult> {
  const responseTimes: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections ?? 50,
        duration: options.seconds ?? 8,
        headers: options.headers ?? {},
        ...(options.requests ? { requests: options.requests } : {}),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _statusCode, _bytes, responseTime) => responseTimes.push(responseTime));
  });
  const ms = (value: number) => Math.round(value * 10) / 10;
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: ms(percentile(responseTimes, 50)),
    p95: ms(percentile(responseTimes, 95)),
    p99: ms(percentile(responseTimes, 99)),
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export function printTable(results: LoadResult[], baseline: LoadResult): void {
  const rows = results.map((r) => ({
    benchmark: r.name,
    'req/s': Math.round(r.requestsPerSecond),
    'p50 ms': r.p50,
    'p95 ms': r.p95,
    'p99 ms': r.p99,
    'throughput vs baseline': `${(r.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}×`,
    'p95 vs baseline': `${(r.p95 / Math.max(baseline.p95, 0.1)).toFixed(2)}×`,
    errors: r.errors + r.non2xx,
  }));
  console.table(rows);
}
