import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { Command } from 'commander';
import {
  ADMIN_SEARCH_MAX_PAGE_SIZE,
  ADMIN_SEARCH_PAGE_SIZE,
  BULK_UPDATE_STATUSES,
  STAFF_SELECTABLE_STATUSES,
  bulkResultSummary,
  formatPence,
  STATUS_LABELS,
  type ApplicationStatus,
  type BulkActionResult,
  type BulkItemResult,
  type SearchResult,
  type StaffApplication,
} from '@eta/domain';
import { CliError, EXIT, usageError, type Cli } from '../context.ts';
import { resolveApplication, resolveApplications } from './lookup.ts';
import { count, dateTime, renderFields, renderTable } from '../output.ts';
import { dryRunOption, example, yesOption } from './options.ts';

type FilterOptions = { reference?: string; email?: string; status?: string; nationality?: string; from?: string; to?: string };

/** Bulk updates go in slices this big: each is one core call and one audit row, and the bar moves between them. */
const BULK_SLICE = 100;

function addFilters(command: Command): Command {
  return command
    .option('--reference <text>', 'reference contains this')
    .option('--email <text>', "applicant's e-mail contains this")
    .option('--status <status>', 'one status, e.g. RECEIVED')
    .option('--nationality <text>', 'nationality as given')
    .option('--from <YYYY-MM-DD>', 'created on or after this day')
    .option('--to <YYYY-MM-DD>', 'created on or before this day');
}

const filtersOf = (o: FilterOptions) => ({
  reference: o.reference,
  email: o.email,
  status: o.status === undefined ? undefined : statusArgument(o.status),
  nationality: o.nationality,
  dateFrom: o.from,
  dateTo: o.to,
});

/** "in-review", "In Review" and IN_REVIEW all name the same status. */
export const statusArgument = (text: string): string => text.trim().toUpperCase().replace(/[\s-]+/g, '_');

/** A status argument checked against those allowed here, so a dry run refuses what the real run would. */
function allowedStatus(text: string, allowed: readonly ApplicationStatus[]): ApplicationStatus {
  const status = statusArgument(text);
  const found = allowed.find((s) => s === status);
  if (!found) throw usageError(`${text} is not a status you can choose here; choose one of ${allowed.join(', ')}`);
  return found;
}

function resultTable(cli: Cli, applications: SearchResult[]): string[] {
  return renderTable(
    applications,
    [
      { header: 'Reference', value: (a) => a.reference },
      { header: 'Status', value: (a) => STATUS_LABELS[a.status] },
      { header: 'Name', value: (a) => `${a.personal.firstName} ${a.personal.lastName}`.trim() || '—' },
      { header: 'Email', value: (a) => a.personal.email },
      { header: 'Created', value: (a) => dateTime(a.createdAt) },
    ],
    cli.io.stdout,
    40,
  );
}

function detailLines(cli: Cli, a: StaffApplication): string[] {
  const p = a.formData.personalDetails;
  const t = a.formData.travelDetails;
  return renderFields(
    [
      ['Reference', a.reference],
      ['Status', STATUS_LABELS[a.status]],
      ['Payment', `${a.paymentStatus}${a.feePence === null ? '' : ` (${formatPence(a.feePence)})`}`],
      ['Applicant', `${p.firstName} ${p.middleName} ${p.lastName}`.replace(/\s+/g, ' ').trim()],
      ['Email', p.emailAddress || a.personal.email],
      ['Nationality', p.nationality || '—'],
      ['Date of birth', p.dateOfBirth ?? '—'],
      ['Passport', `${a.passport.number} (expires ${a.formData.passportDetails.passportExpiryDate ?? '—'})`],
      ['Arrival', t.arrivalDate ?? '—'],
      ['Documents', a.missingDocuments.length ? `missing ${a.missingDocuments.join(', ')}` : 'complete'],
      ['Mailbox', a.internalEmail],
      ['Automation', a.automation ? `${a.automation.status}${a.automation.error ? `: ${a.automation.error}` : ''}` : 'not run'],
      ['Government ref', a.governmentReference ?? '—'],
      ['Created', dateTime(a.createdAt)],
      ['Paid', dateTime(a.paidAt)],
      ['Decided', dateTime(a.decidedAt)],
      ['ID', a.id],
    ],
    cli.io.stdout,
  );
}

async function exportCsv(cli: Cli, filters: ReturnType<typeof filtersOf>, out: string | undefined): Promise<void> {
  const toFile = out !== undefined && out !== '-';
  await cli.withCore(async ({ core, actor, api }) => {
    // Counting reads every match once more: done only when a bar will show the share.
    const total = cli.showsProgress ? (await api.countSearchMatches(core, actor, filters)).total : null;
    const bar = cli.progress('Exporting', total);
    let rows = 0;
    const download = await api.exportSearchCsv(core, actor, filters, {
      onProgress: (read) => {
        rows = read;
        bar.update(read);
      },
    });
    // A file is written beside its name and renamed when complete, so a failed export leaves no half file.
    const partial = `${out}.partial`;
    try {
      if (toFile) await pipeline(download.body, createWriteStream(partial, { mode: 0o600 }));
      else await pipeline(download.body, cli.io.stdout, { end: false });
      if (toFile) await rename(partial, out);
    } catch (error) {
      if (toFile) await rm(partial, { force: true });
      throw error;
    } finally {
      bar.finish();
    }
    const summary = `Exported ${count(rows)} application${rows === 1 ? '' : 's'}${toFile ? ` to ${out}` : ''}`;
    if (toFile) cli.print({ file: out, rows }, () => [summary]);
    else if (cli.io.stderrIsTTY) cli.note(summary);
  });
}

/** References from the arguments, or one per line (or separated by spaces or commas) on standard input. */
async function referencesFrom(cli: Cli, args: string[]): Promise<string[]> {
  const text = args.length ? args.join(' ') : cli.io.interactive ? '' : await cli.io.readStdin();
  const references = text.split(/[\s,]+/).filter(Boolean);
  if (!references.length) throw usageError('Name the applications: references as arguments, or one per line on standard input');
  return references;
}

async function bulkStatus(cli: Cli, status: string, args: string[], options: { yes?: boolean; dryRun?: boolean }): Promise<void> {
  const target = allowedStatus(status, BULK_UPDATE_STATUSES);
  const references = await referencesFrom(cli, args);
  await cli.withCore(async (session) => {
    const applications = await resolveApplications(session, references);
    if (options.dryRun) {
      const plan = applications.map((a) => ({ reference: a.reference, from: a.status, to: target, changes: a.status !== target }));
      return cli.print({ dryRun: true, status: target, applications: plan }, () => [
        `Would change ${count(plan.filter((p) => p.changes).length)} of ${count(plan.length)} applications to ${STATUS_LABELS[target]}:`,
        ...renderTable(plan, [
          { header: 'Reference', value: (p) => p.reference },
          { header: 'Now', value: (p) => STATUS_LABELS[p.from] },
          { header: 'After', value: (p) => (p.changes ? STATUS_LABELS[target] : 'unchanged') },
        ], cli.io.stdout),
      ]);
    }
    await cli.confirm(`Change ${count(applications.length)} application${applications.length === 1 ? '' : 's'} to ${STATUS_LABELS[target]}?`, options.yes);
    const bar = cli.progress('Updating', applications.length);
    const results: BulkItemResult[] = [];
    try {
      for (let start = 0; start < applications.length; start += BULK_SLICE) {
        const ids = applications.slice(start, start + BULK_SLICE).map((a) => a.id);
        const slice = await session.api.runBulkAction(session.core, session.actor, { action: 'update-status', ids, status: target });
        if (slice.action === 'update-status') results.push(...slice.results);
        bar.update(Math.min(start + BULK_SLICE, applications.length));
      }
    } finally {
      bar.finish();
    }
    const tally = (outcome: BulkItemResult['outcome']) => results.filter((r) => r.outcome === outcome).length;
    const result = { action: 'update-status', status: target, updated: tally('updated'), unchanged: tally('unchanged'), failed: tally('failed'), results } as BulkActionResult;
    cli.print(result, () => [bulkResultSummary(result)]);
    if (tally('failed')) throw new CliError(`${count(tally('failed'))} of ${count(results.length)} applications were not changed`, EXIT.conflict, 'PARTLY_FAILED');
  });
}

export function registerApplications(program: Command, cli: Cli): void {
  const applications = program.command('applications').description('Find, read, export and move applications');

  addFilters(applications.command('search'))
    .description('Applications matching every filter given, newest first, a page at a time')
    .option('--limit <n>', `a page of this many (1-${ADMIN_SEARCH_MAX_PAGE_SIZE})`, String(ADMIN_SEARCH_PAGE_SIZE))
    .option('--after <cursor>', 'the page after this one (printed after each page)')
    .addHelpText('after', example('etactl applications search --status RECEIVED --from 2026-11-01', 'etactl --json applications search --email @example.com | jq -r ".applications[].reference"'))
    .action((options: FilterOptions & { limit: string; after?: string }) =>
      cli.withCore(async ({ core, actor, api }) => {
        const page = await api.searchApplications(core, actor, { ...filtersOf(options), limit: options.limit, after: options.after });
        const total = `${count(page.total)}${page.totalIsCapped ? '+' : ''}`;
        cli.print(page, () => (page.applications.length ? [`${total} matching application${page.total === 1 ? '' : 's'}`, ...resultTable(cli, page.applications)] : ['No results found. Try adjusting your search criteria.']));
        if (page.nextCursor && !cli.json) cli.note(`More: add --after ${page.nextCursor}`);
      }),
    );

  applications
    .command('show <reference>')
    .description('One application: answers (passport number masked), payment, documents, automation')
    .addHelpText('after', example('etactl applications show ETA-7K2M9Q', 'etactl --json applications show ETA-7K2M9Q | jq .status'))
    .action((reference: string) =>
      cli.withCore(async (session) => {
        const { id } = await resolveApplication(session, reference);
        const application = await session.api.getStaffApplication(session.core, session.actor, { id });
        cli.print(application, () => detailLines(cli, application));
      }),
    );

  applications
    .command('set-status <reference> <status>')
    .description('Move an application to another status; the applicant is e-mailed as from the console')
    .option('--explanation <text>', 'sent to the applicant with a refusal')
    .addOption(dryRunOption())
    .addHelpText('after', example('etactl applications set-status ETA-7K2M9Q in-review', 'etactl applications set-status ETA-7K2M9Q REFUSED --explanation "Passport expired"'))
    .action((reference: string, status: string, options: { explanation?: string; dryRun?: boolean }) =>
      cli.withCore(async (session) => {
        const application = await resolveApplication(session, reference);
        const target = allowedStatus(status, STAFF_SELECTABLE_STATUSES);
        if (options.dryRun) return cli.print({ dryRun: true, reference: application.reference, from: application.status, to: target }, () => [`Would move ${application.reference} from ${STATUS_LABELS[application.status]} to ${STATUS_LABELS[target]}`]);
        const changed = await session.api.changeApplicationStatus(session.core, session.actor, {
          applicationId: application.id,
          status: target,
          explanation: options.explanation,
          expectedVersion: application.version,
        });
        cli.print({ ...changed, reference: application.reference, from: application.status }, () => [`${application.reference}: ${STATUS_LABELS[application.status]} → ${STATUS_LABELS[changed.status]}`]);
      }),
    );

  addFilters(applications.command('export'))
    .description('Every matching application as CSV, streamed (to standard output unless --out)')
    .option('--out <file>', 'write the CSV to this file instead')
    .addHelpText('after', example('etactl applications export --from 2026-10-01 --to 2026-10-31 --out october.csv', 'etactl applications export --status APPROVED | wc -l'))
    .action((options: FilterOptions & { out?: string }) => exportCsv(cli, filtersOf(options), options.out));

  applications
    .command('bulk-status <status> [references...]')
    .description('Move many applications to one status (asks first); references as arguments or on standard input')
    .addOption(yesOption())
    .addOption(dryRunOption())
    .addHelpText('after', example('etactl applications bulk-status IN_REVIEW ETA-7K2M9Q ETA-4P8X2C', 'etactl --json applications search --status RECEIVED | jq -r ".applications[].reference" | etactl applications bulk-status IN_REVIEW --yes'))
    .action((status: string, references: string[], options: { yes?: boolean; dryRun?: boolean }) => bulkStatus(cli, status, references, options));
}

