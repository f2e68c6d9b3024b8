import { Command, CommanderError, Option } from 'commander';
import { STAFF_ROLES } from '@eta/domain';
import { AppError, cliActor, createCore, createStaff, listStaff, loadConfig, migrate, openOrm, resolveDatabaseUrl, type Core } from '@eta/core';

/** Exit codes scripts can rely on. */
export const EXIT = { ok: 0, internal: 1, usage: 2, conflict: 3, notFound: 4, forbidden: 5 } as const;

export type Io = { out: (line: string) => void; err: (line: string) => void; readStdin: () => Promise<string> };

function exitCodeFor(error: unknown): number {
  if (error instanceof CommanderError) return EXIT.usage;
  if (error instanceof AppError) {
    if (error.status === 400) return EXIT.usage;
    if (error.status === 404) return EXIT.notFound;
    if (error.status === 409) return EXIT.conflict;
    if (error.status === 401 || error.status === 403) return EXIT.forbidden;
  }
  return EXIT.internal;
}

/**
 * `etactl`: operator commands over the same core functions and configuration as the API.
 * Human output by default, `--json` for scripts.
 */
export function buildProgram(io: Io, openCore: () => Promise<{ core: Core; close: () => Promise<void> }> = defaultOpenCore) {
  const program = new Command('etactl')
    .description('Operate the ETA platform: staff accounts and database migrations')
    .option('--json', 'print machine-readable JSON')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out(s.trimEnd()), writeErr: (s) => io.err(s.trimEnd()) });

  const json = () => Boolean(program.opts<{ json?: boolean }>().json);
  const withCore = async <T>(run: (core: Core) => Promise<T>): Promise<T> => {
    const { core, close } = await openCore();
    try {
      return await run(core);
    } finally {
      await close();
    }
  };

  const staff = program.command('staff').description('Manage staff and admin accounts');
  staff
    .command('create')
    .description('Create a staff or admin account')
    .requiredOption('--email <email>', 'e-mail address used to sign in')
    .option('--password <password>', 'password (prefer --password-stdin: arguments are visible to other users)')
    .option('--password-stdin', 'read the password from standard input')
    .addOption(new Option('--role <role>', 'account role').choices(STAFF_ROLES).default('STAFF'))
    .action(async (options: { email: string; password?: string; passwordStdin?: boolean; role: 'STAFF' | 'ADMIN' }) => {
      const password = options.passwordStdin ? (await io.readStdin()).replace(/\r?\n$/, '') : (options.password ?? '');
      const member = await withCore((core) => createStaff(core, cliActor(), { email: options.email, password, role: options.role }));
      io.out(json() ? JSON.stringify(member) : `Created ${member.role} ${member.email} (${member.id})`);
    });

  staff
    .command('list')
    .description('List staff and admin accounts')
    .action(async () => {
      const members = await withCore((core) => listStaff(core, cliActor()));
      if (json()) return io.out(JSON.stringify(members));
      if (members.length === 0) return io.out('No staff members found');
      for (const m of members) io.out(`${m.email.padEnd(36)} ${m.role.padEnd(6)} ${m.isActive ? 'active' : 'inactive'}`);
    });

  program
    .command('migrate')
    .description('Apply pending database migrations')
    .action(async () => {
      const config = loadConfig();
      const database = await resolveDatabaseUrl(config);
      const orm = await openOrm(database.url);
      try {
        const applied = await migrate(orm);
        io.out(json() ? JSON.stringify({ applied }) : applied.length ? `Applied ${applied.join(', ')}` : 'Database is up to date');
      } finally {
        await orm.close();
        await database.stop();
      }
    });

  return {
    program,
    /** Runs argv and returns the exit code instead of exiting, so tests can call it. */
    run: async (argv: string[]): Promise<number> => {
      try {
        await program.parseAsync(argv, { from: 'user' });
        return EXIT.ok;
      } catch (error) {
        if (error instanceof CommanderError && (error.code === 'commander.helpDisplayed' || error.code === 'commander.version')) return EXIT.ok;
        if (!(error instanceof CommanderError)) {
          const message = error instanceof Error ? error.message : String(error);
          io.err(json() ? JSON.stringify({ error: message, code: error instanceof AppError ? error.code : 'INTERNAL' }) : `Error: ${message}`);
        }
        return exitCodeFor(error);
      }
    },
  };
}

async function defaultOpenCore() {
  const config = loadConfig();
  const database = await resolveDatabaseUrl(config);
  const core = await createCore(config, { databaseUrl: database.url, poolSize: 2 });
  return {
    core,
    close: async () => {
      await core.close();
      await database.stop();
    },
  };
}
