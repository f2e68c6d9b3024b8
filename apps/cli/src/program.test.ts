import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import type { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '@eta/core';
import { seedApplications } from '@eta/core/seed';
import { createTestCore } from '@eta/core/testing';
import { EXIT, buildProgram } from './program.ts';
import { etactlEnv } from './testing.ts';

let core: api.Core;
beforeAll(async () => (core = await createTestCore()));
afterAll(async () => core.close());

const MAIN = new URL('./main.ts', import.meta.url).pathname;

/** The program in this process, its streams captured; `terminal` says what it believes standard error is. */
function inProcess(terminal = false) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.setEncoding('utf8').on('data', (s: string) => (out += s));
  stderr.setEncoding('utf8').on('data', (s: string) => (err += s));
  const { program, run } = buildProgram(
    { stdout, stderr, readStdin: async () => '', interactive: terminal, stderrIsTTY: terminal, ask: async () => 'n' },
    async () => ({ session: { core, actor: api.cliActor('tester'), api }, close: async () => undefined }),
  );
  return { program, run, out: () => out, err: () => err };
}

const leaves = (command: Command): Command[] => (command.commands.length ? command.commands.flatMap(leaves) : [command]);

/** Runs `etactl` under a pseudo-terminal (util-linux `script`), as a person at a terminal would. */
function onTerminal(args: string[], env: Record<string, string> = {}): string {
  const command = [process.execPath, MAIN, ...args].map((a) => `'${a}'`).join(' ');
  return execFileSync('script', ['-qec', command, '/dev/null'], { env: etactlEnv(core, { TERM: 'xterm', ...env }), encoding: 'utf8' });
}

describe('etactl help, exit codes and completion', () => {
  it('documents the exit codes, and every command has help with an example', async () => {
    const cli = inProcess();
    expect(await cli.run(['--help'])).toBe(EXIT.ok);
    expect(cli.out()).toContain('Exit codes:\n  0  done\n  1  failed');
    for (const name of ['fee', 'cost', 'refunds', 'staff', 'clients', 'applications', 'reports', 'audit', 'settings', 'automation', 'completion', 'migrate']) expect(cli.out()).toMatch(new RegExp(`^  ${name} `, 'm'));
  });

  it('shows an example under each command', async () => {
    for (const command of leaves(inProcess().program)) {
      const cli = inProcess();
      expect(await cli.run([...commandPath(command), '--help']), commandPath(command).join(' ')).toBe(EXIT.ok);
      expect(cli.out(), commandPath(command).join(' ')).toMatch(/\nExamples:\n {2}\$ /);
    }
  });

  it('answers --help in the real binary', () => {
    const help = spawnSync(process.execPath, ['--trace-warnings', MAIN, 'applications', 'export', '--help'], { encoding: 'utf8', env: { PATH: process.env.PATH } });
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: etactl applications export \[options\]/);
  });

  it('exits 2 for an unknown command or a missing argument', async () => {
    expect(await inProcess().run(['nope'])).toBe(EXIT.usage);
    expect(await inProcess().run(['refunds', 'create', '--amount', '5'])).toBe(EXIT.usage);
  });

  it('prints bash completion that completes commands, subcommands and option values', () => {
    const script = execFileSync(process.execPath, [MAIN, 'completion', 'bash'], { encoding: 'utf8' });
    const complete = (...words: string[]) =>
      execFileSync('bash', ['-c', `${script}\nCOMP_WORDS=(etactl ${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length}; _etactl; echo "\${COMPREPLY[@]}"`], { encoding: 'utf8' }).trim().split(' ');
    expect(complete('')).toEqual(expect.arrayContaining(['fee', 'refunds', 'applications', '--json']));
    expect(complete('ref')).toEqual(['refunds']);
    expect(complete('refunds', '')).toEqual(expect.arrayContaining(['list', 'create', 'approve']));
    expect(complete('refunds', 'list', '--status', '')).toEqual(['PENDING', 'APPROVED', 'SUCCEEDED', 'FAILED', 'ALL']);
    expect(complete('reports', 'g')).toEqual(['geography']);
    const zsh = execFileSync(process.execPath, [MAIN, 'completion', 'zsh'], { encoding: 'utf8' });
    expect(zsh).toMatch(/^#compdef etactl\n/);
    expect(zsh).toContain('("refunds list --status") candidates=(PENDING APPROVED SUCCEEDED FAILED ALL) ;;');
  });
});

function commandPath(command: Command): string[] {
  const path: string[] = [];
  for (let c: Command | null = command; c?.parent; c = c.parent) path.unshift(c.name());
  return path;
}

describe('etactl on a terminal', () => {
  it('draws a progress bar on a terminal only, never with --json or when piped', async () => {
    await seedApplications(core, 2_000, { batch: 'progresscli' });
    const dir = mkdtempSync(join(tmpdir(), 'etactl-progress-'));
    const terminal = inProcess(true);
    expect(await terminal.run(['applications', 'export', '--email', 'progresscli', '--out', join(dir, 'a.csv')])).toBe(EXIT.ok);
    // eslint-disable-next-line no-control-regex -- the bar's own escape codes are what is checked
    expect(terminal.err()).toMatch(/^\r\x1b\[2KExporting \[░{24}\] {3}0% 0\/2,000 {2}\d+\.\ds/);
    expect(terminal.err().endsWith('\r\x1b[2K')).toBe(true);
    expect(terminal.out()).toBe(`Exported 2,000 applications to ${join(dir, 'a.csv')}\n`);

    const json = inProcess(true);
    await json.run(['--json', 'applications', 'export', '--email', 'progresscli', '--out', join(dir, 'b.csv')]);
    expect(json.err()).toBe('');
    const piped = inProcess(false);
    await piped.run(['applications', 'export', '--email', 'progresscli', '--out', join(dir, 'c.csv')]);
    expect(piped.err()).toBe('');
    expect(readFileSync(join(dir, 'c.csv'), 'utf8')).toBe(readFileSync(join(dir, 'a.csv'), 'utf8'));
  });

  it('styles tables on a real terminal, and not with NO_COLOR', () => {
    expect(onTerminal(['staff', 'list'])).toBe('No staff members found\r\n');
    const styled = onTerminal(['fee', 'show']);
    expect(styled).toContain('\x1b[1mApplication fee\x1b[22m');
    expect(onTerminal(['fee', 'show'], { NO_COLOR: '1' })).toBe('Application fee  £75.00\r\nInternal cost    £0.00\r\nMargin           £75.00\r\n');
  });
});
