import type { Writable } from 'node:stream';
import type { Command } from 'commander';
import type * as CoreModule from '@eta/core';
import { progressBar, type Progress } from './progress.ts';

/** What a command works with: the core, the audited `cli` actor, and core's use cases (loaded lazily, so `--help` stays fast). */
export type Session = { core: CoreModule.Core; actor: CoreModule.Actor; api: typeof CoreModule };
export type OpenSession = () => Promise<{ session: Session; close: () => Promise<void> }>;

/** The process around the program; tests and the real binary each supply one. */
export type Io = {
  stdout: Writable;
  stderr: Writable;
  readStdin: () => Promise<string>;
  /** Standard input and standard error are a terminal, so a question can be asked. */
  interactive: boolean;
  /** Standard error is a terminal, so progress can be drawn on it. */
  stderrIsTTY: boolean;
  /** Asks on standard error and reads one line of standard input. */
  ask: (question: string) => Promise<string>;
};

/** Exit codes scripts can rely on (documented in `etactl --help` and the README). */
export const EXIT = { ok: 0, failed: 1, usage: 2, conflict: 3, notFound: 4, forbidden: 5 } as const;

/** A failure the CLI itself decides (bad arguments, a refused confirmation), with its exit code. */
export class CliError extends Error {
  readonly exitCode: number;
  readonly code: string;

  constructor(message: string, exitCode: number, code: string) {
    super(message);
    this.exitCode = exitCode;
    this.code = code;
  }
}
export const usageError = (message: string) => new CliError(message, EXIT.usage, 'USAGE');

/** The shared behaviour of every command: output channels, JSON, confirmation, progress, the core. */
export class Cli {
  readonly io: Io;
  readonly #program: Command;
  readonly #openSession: OpenSession;

  constructor(io: Io, program: Command, openSession: OpenSession) {
    this.io = io;
    this.#program = program;
    this.#openSession = openSession;
  }

  get json(): boolean {
    return Boolean(this.#program.opts<{ json?: boolean }>().json);
  }

  /** A result line on standard output. */
  out(line: string): void {
    this.io.stdout.write(`${line}\n`);
  }

  /** A message for the person at the terminal, on standard error. */
  note(line: string): void {
    this.io.stderr.write(`${line}\n`);
  }

  /** The result: JSON with `--json`, else the human lines. */
  print(value: unknown, human: () => string[]): void {
    if (this.json) this.out(JSON.stringify(value));
    else for (const line of human()) this.out(line);
  }

  async withCore<T>(run: (session: Session) => Promise<T>): Promise<T> {
    const { session, close } = await this.#openSession();
    try {
      return await run(session);
    } finally {
      await close();
    }
  }

  /**
   * Destructive commands go ahead with `--yes`; otherwise they ask on a terminal and refuse
   * elsewhere, so a script never hangs on a question nobody sees.
   */
  async confirm(question: string, yes: boolean | undefined): Promise<void> {
    if (yes) return;
    if (!this.io.interactive) throw usageError(`${question.replace(/\?$/, '')}: add --yes to confirm when not on a terminal`);
    const answer = await this.io.ask(`${question} [y/N] `);
    if (!/^y(es)?$/i.test(answer.trim())) throw new CliError('Cancelled; nothing was changed', EXIT.failed, 'CANCELLED');
  }

  /** Whether long work shows progress: only on a terminal and never with `--json`. */
  get showsProgress(): boolean {
    return this.io.stderrIsTTY && !this.json;
  }

  /** A progress bar for long work, drawn only when `showsProgress`. */
  progress(label: string, total: number | null): Progress {
    return progressBar(this.io.stderr, label, total, this.showsProgress);
  }
}
