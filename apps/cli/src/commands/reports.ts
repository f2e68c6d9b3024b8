import { pipeline } from 'node:stream/promises';
import { Argument, type Command } from 'commander';
import { reportView, type ReportTable, type ReportType } from '@eta/domain';
import type { Cli } from '../context.ts';
import { renderFields, renderTable } from '../output.ts';
import { example } from './options.ts';

/** The short names operators type, for the report types of the dashboard. */
export const REPORT_NAMES = {
  revenue: 'revenue',
  applications: 'applications',
  funnel: 'conversion-funnel',
  forecast: 'revenue-forecast',
  geography: 'geographic-distribution',
} as const satisfies Record<string, ReportType>;

function tableLines(cli: Cli, table: ReportTable): string[] {
  if (!table.rows.length) return [table.caption, 'No data in this range'];
  const columns = table.headers.map((header, i) => ({ header, value: (row: (string | number)[]) => String(row[i] ?? ''), align: i === 0 ? undefined : ('right' as const) }));
  return [table.caption, ...renderTable(table.rows, columns, cli.io.stdout)];
}

export function registerReports(program: Command, cli: Cli): void {
  program
    .command('reports')
    .description('A custom report over a range of UTC days, as on the dashboard (money in pounds)')
    .addArgument(new Argument('<type>', 'which report').choices(Object.keys(REPORT_NAMES)))
    .requiredOption('--from <YYYY-MM-DD>', 'first day')
    .requiredOption('--to <YYYY-MM-DD>', 'last day')
    .option('--csv', 'the report table as CSV on standard output')
    .addHelpText('after', example('etactl reports revenue --from 2026-10-01 --to 2026-10-31', 'etactl reports geography --from 2026-01-01 --to 2026-12-31 --csv > geography.csv'))
    .action((name: keyof typeof REPORT_NAMES, options: { from: string; to: string; csv?: boolean }) =>
      cli.withCore(async ({ core, actor, api }) => {
        const input = { type: REPORT_NAMES[name], startDate: options.from, endDate: options.to };
        if (options.csv) {
          const file = await api.reportCsv(core, actor, input);
          return pipeline(file.body, cli.io.stdout, { end: false });
        }
        const report = await api.generateReport(core, actor, input);
        cli.print(report, () => {
          const view = reportView(report);
          return [
            `${report.title}: ${report.startDate} to ${report.endDate} (UTC days)`,
            '',
            ...renderFields(view.summary, cli.io.stdout),
            '',
            ...tableLines(cli, view.table),
            ...(view.extra ? ['', ...tableLines(cli, view.extra)] : []),
            ...(view.note ? ['', view.note] : []),
          ];
        });
      }),
    );
}
