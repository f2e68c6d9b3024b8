import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Core } from '@eta/core';

export type EtactlRun = { code: number; stdout: string; stderr: string };

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

/** The environment of the real binary on a test core's database and data folder (its keys included). */
export function etactlEnv(core: Core, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: core.databaseUrl,
    DATA_DIR: core.config.dataDir,
    MAIL_IN_PORT: '0',
    INTERNAL_MAIL_DOMAIN: core.config.INTERNAL_MAIL_DOMAIN,
    ...extra,
  };
}

/** Runs the real `etactl` binary (a child process, standard streams piped) and collects what it printed. */
export function etactl(core: Core, args: string[], options: { stdin?: string; env?: Record<string, string> } = {}): Promise<EtactlRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN, ...args], { env: etactlEnv(core, options.env), stdio: 'pipe' });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(options.stdin ?? '');
  });
}

/** Spawns `etactl` and leaves it running (for --follow); the caller kills it. */
export function startEtactl(core: Core, args: string[]) {
  const child = spawn(process.execPath, [MAIN, ...args], { env: etactlEnv(core), stdio: 'pipe' });
  let stdout = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  return { child, output: () => stdout };
}
