import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { embeddedDataDir } from '../core.ts';
import { findFreePort } from './free-port.ts';

const asRoot = process.getuid?.() === 0;
const repository = join(import.meta.dirname, '../../../..');
const cleanUp: string[] = [];
afterAll(() => cleanUp.forEach((path) => rmSync(path, { recursive: true, force: true })));

/**
 * The README's start as root from a clone in a folder only root may enter (root's home, `mktemp -d`):
 * PostgreSQL runs as the `postgres` user, who can reach neither the clone's binaries nor its data.
 */
it.runIf(asRoot)('starts on embedded defaults from a clone in a folder private to root', async () => {
  const home = mkdtempSync(join(tmpdir(), 'eta-private-home-'));
  chmodSync(home, 0o700);
  cleanUp.push(home);
  const clone = join(home, 'project');
  execFileSync('git', ['clone', '--quiet', repository, clone]);
  execFileSync('pnpm', ['install', '--offline', '--frozen-lockfile', '--reporter=silent'], { cwd: clone, stdio: 'inherit' });
  cleanUp.push(dirname(embeddedDataDir(join(clone, '.data'))));

  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(await findFreePort(3900)), HOST: '127.0.0.1', EMBEDDED_PG_PORT: String(await findFreePort(56400)), LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  const api = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], { cwd: clone, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  api.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  api.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => api.on('exit', resolve));

  const ready = async () => (await fetch(`http://127.0.0.1:${env.PORT}/readyz`).catch(() => null))?.status;
  await expect.poll(ready, { timeout: 60_000, interval: 500, message: output }).toBe(200);
  api.kill('SIGTERM');
  expect(await exited, output).toBe(0);
}, 120_000);
