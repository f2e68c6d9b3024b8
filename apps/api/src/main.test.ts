import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Core } from '@eta/core';
import { createTestCore } from '@eta/core/testing';

let core: Core;
beforeAll(async () => (core = await createTestCore()));
afterAll(async () => core.close());

it('starts, serves, and exits cleanly on SIGTERM', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'main.ts')], {
    env: { ...process.env, DATABASE_URL: core.databaseUrl, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ADMIN_EMAIL: 'boot@agency.test', ADMIN_PASSWORD: 'boot-password-1', DATA_DIR: core.config.dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect.poll(() => /listening on (http:\/\/[\d.:]+)/.exec(output)?.[1], { timeout: 20_000 }).toBeDefined();
  const address = /listening on (http:\/\/[\d.:]+)/.exec(output)![1]!;
  expect(output).toContain('First admin created: boot@agency.test');
  expect(await (await fetch(`${address}/healthz`)).json()).toEqual({ status: 'ok' });

  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  expect(await exit, output).toBe(0);
  expect(output).toContain('SIGTERM received, shutting down');
}, 40_000);

it('stops with one line naming a bad variable', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'main.ts')], {
    env: { ...process.env, PORT: 'eighty' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  expect(code).toBe(1);
  expect(stderr.trim()).toBe('Invalid configuration: PORT Invalid input: expected number, received NaN');
}, 20_000);
