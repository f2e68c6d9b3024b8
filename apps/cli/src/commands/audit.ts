import type { Command } from 'commander';
import { describeAuditDetails, parseSince, type AuditLogEntry } from '@eta/domain';
import { usageError, type Cli, type Session } from '../context.ts';
import { dateTime, paint } from '../output.ts';
import { example } from './options.ts';

type TailOptions = { lines: string; follow?: boolean; actor?: string; action?: string; since?: string; interval: string };

/** While following, each poll looks this far back again, so a row committed late is still printed once. */
const OVERLAP_MS = 30_000;
const FOLLOW_BATCH = 1000;

const who = (entry: AuditLogEntry) => entry.actorEmail ?? (entry.actorType === 'cli' ? `cli:${entry.actorId}` : entry.actorId ? `${entry.actorType}:${entry.actorId}` : entry.actorType);

function printEntry(cli: Cli, entry: AuditLogEntry): void {
  if (cli.json) return cli.out(JSON.stringify(entry));
  cli.out(`${paint('dim', dateTime(entry.createdAt), cli.io.stdout)}  ${who(entry)}  ${paint('bold', entry.action, cli.io.stdout)}  ${describeAuditDetails(entry.details)}`);
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Polls for entries newer than the last printed, oldest first, until interrupted. Each poll
 * reaches back OVERLAP_MS and skips ids already printed: an entry whose transaction commits after
 * a later one's is still shown, exactly once.
 */
async function follow({ core, actor, api }: Session, cli: Cli, filters: { userId?: string; action?: string }, shown: AuditLogEntry[], intervalMs: number): Promise<void> {
  const stop = new AbortController();
  const onSignal = () => stop.abort();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const printed = new Map(shown.map((entry) => [entry.id, Date.parse(entry.createdAt)]));
  // Older entries than those the tail showed were left out by --lines, not missed: never print them now.
  const floor = shown.length ? Date.parse(shown.at(-1)!.createdAt) : Date.now();
  let newest = floor;
  try {
    while (!stop.signal.aborted) {
      const since = new Date(newest - OVERLAP_MS).toISOString();
      const { logs } = await api.tailAuditLogs(core, actor, { ...filters, since, limit: FOLLOW_BATCH, oldestFirst: true });
      for (const entry of logs) {
        const at = Date.parse(entry.createdAt);
        if (printed.has(entry.id) || at < floor) continue;
        printed.set(entry.id, at);
        newest = Math.max(newest, at);
        printEntry(cli, entry);
      }
      for (const [id, at] of printed) if (at < newest - 2 * OVERLAP_MS) printed.delete(id);
      // A full batch means more are waiting: read on at once.
      if (logs.length < FOLLOW_BATCH) await sleep(intervalMs, stop.signal);
    }
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

export function registerAudit(program: Command, cli: Cli): void {
  program
    .command('audit')
    .description('The audit log: who did what, when')
    .command('tail')
    .description('The latest audit entries, oldest first; --follow prints new ones as they are written')
    .option('-n, --lines <n>', 'how many of the latest to show', '20')
    .option('-f, --follow', 'keep printing new entries until interrupted (Ctrl-C)')
    .option('--actor <who>', "a staff member's e-mail or id, or an operator's name")
    .option('--action <action>', 'an action (staff.created) or its family (staff)')
    .option('--since <when>', 'only entries since: 15m, 2h, 7d, 2026-11-20 or an ISO date-time')
    .option('--interval <seconds>', 'while following, seconds between looks', '2')
    .addHelpText('after', example('etactl audit tail -n 50 --action refund', 'etactl audit tail --follow --actor ops@agency.example', 'etactl --json audit tail --since 1h | jq -r .action'))
    .action((options: TailOptions) =>
      cli.withCore(async (session) => {
        const since = options.since === undefined ? undefined : parseSince(options.since, new Date());
        if (since === null) throw usageError(`--since must be like 15m, 2h, 7d, 2026-11-20 or an ISO date-time, not ${options.since}`);
        const interval = Number(options.interval);
        if (!(interval > 0)) throw usageError('--interval must be a number of seconds above 0');
        const filters = { userId: options.actor, action: options.action };
        const { logs } = await session.api.tailAuditLogs(session.core, session.actor, { ...filters, since, limit: options.lines });
        for (const entry of logs) printEntry(cli, entry);
        if (!logs.length && !cli.json && !options.follow) cli.note('No audit entries match');
        if (options.follow) await follow(session, cli, filters, logs, interval * 1000);
      }),
    );
}
