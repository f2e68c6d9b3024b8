import { Command, CommanderError } from 'commander';
import { Cli, CliError, EXIT, type Io, type OpenSession } from './context.ts';
import { registerApplications } from './commands/applications.ts';
import { registerAudit } from './commands/audit.ts';
import { registerAutomation } from './commands/automation.ts';
import { registerClients } from './commands/clients.ts';
import { registerFees } from './commands/fees.ts';
import { registerMigrate } from './commands/migrate.ts';
import { registerRefunds } from './commands/refunds.ts';
import { registerReports } from './commands/reports.ts';
import { registerSettings } from './commands/settings.ts';
import { registerStaff } from './commands/staff.ts';
import { registerCompletion } from './completion.ts';

export { EXIT, type Io } from './context.ts';

const ROOT_HELP = `
Results go to standard output, messages and progress to standard error. Amounts are typed in
pounds and given in pence in JSON. Commands that destroy ask first on a terminal and need --yes
elsewhere; many take --dry-run.

Configuration: the same environment as the API (DATABASE_URL, or the embedded database in
DATA_DIR). Every change is audited as cli:<your user name>. NO_COLOR turns colour off.

Exit codes:
  0  done
  1  failed (or cancelled at the question)
  2  usage: a wrong argument, option or value
  3  conflict: refused by a rule (already done, too much to refund, last admin, ...)
  4  not found
  5  not allowed

Examples:
  $ etactl fee show
  $ etactl --json refunds list | jq -r '.[].id'
  $ etactl applications export --from 2026-10-01 --to 2026-10-31 --out october.csv`;

/** Core's errors carry an HTTP status; each class of them has its exit code. */
function exitCodeOf(error: unknown, status: number | undefined): number {
  if (error instanceof CommanderError) return EXIT.usage;
  if (error instanceof CliError) return error.exitCode;
  switch (status) {
    case 400:
      return EXIT.usage;
    case 401:
    case 403:
      return EXIT.forbidden;
    case 404:
      return EXIT.notFound;
    case 409:
      return EXIT.conflict;
    default:
      return EXIT.failed;
  }
}

/** What a failure says: its message, code and (for invalid input) the fields at fault. */
async function describeFailure(error: unknown): Promise<{ message: string; code: string; status?: number; fields?: unknown }> {
  if (error instanceof CliError) return { message: error.message, code: error.code };
  const { AppError, ConfigError } = await import('@eta/core');
  if (error instanceof AppError) {
    const fields = (error.details as { fields?: unknown } | undefined)?.fields;
    return { message: error.message, code: error.code, status: error.status, ...(fields ? { fields } : {}) };
  }
  if (error instanceof ConfigError) return { message: error.message, code: 'CONFIG', status: 400 };
  return { message: error instanceof Error ? error.message : String(error), code: 'INTERNAL' };
}

async function defaultOpenSession() {
  const api = await import('@eta/core');
  const config = api.loadConfig();
  const database = await api.resolveDatabaseUrl(config);
  const core = await api.createCore(config, { databaseUrl: database.url, poolSize: 2 });
  return {
    session: { core, actor: api.cliActor(), api },
    close: async () => {
      await core.close();
      await database.stop();
    },
  };
}

/**
 * `etactl`: operator commands over the same core functions, permissions and configuration as the
 * API. Human tables by default, `--json` for scripts.
 */
export function buildProgram(io: Io, openSession: OpenSession = defaultOpenSession) {
  const program = new Command('etactl')
    .description('Operate the ETA agency platform: fees, refunds, staff, clients, applications, reports, audit, settings')
    .option('--json', 'print machine-readable JSON (errors too, on standard error)')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.stdout.write(s), writeErr: (s) => io.stderr.write(s) })
    .addHelpText('after', ROOT_HELP);
  const cli = new Cli(io, program, openSession);

  registerFees(program, cli);
  registerRefunds(program, cli);
  registerStaff(program, cli);
  registerClients(program, cli);
  registerApplications(program, cli);
  registerReports(program, cli);
  registerAudit(program, cli);
  registerSettings(program, cli);
  registerAutomation(program, cli);
  registerMigrate(program, cli);
  registerCompletion(program, cli);

  return {
    program,
    /** Runs argv and returns the exit code instead of exiting, so tests can call it. */
    run: async (argv: string[]): Promise<number> => {
      try {
        await program.parseAsync(argv, { from: 'user' });
        return EXIT.ok;
      } catch (error) {
        if (error instanceof CommanderError) {
          // Commander has printed its own message; help and a bare group name are not failures.
          return ['commander.helpDisplayed', 'commander.version', 'commander.help'].includes(error.code) ? EXIT.ok : EXIT.usage;
        }
        const failure = await describeFailure(error);
        io.stderr.write(`${cli.json ? JSON.stringify({ error: failure.message, code: failure.code, ...(failure.fields ? { fields: failure.fields } : {}) }) : `Error: ${failure.message}`}\n`);
        return exitCodeOf(error, failure.status);
      }
    },
  };
}
