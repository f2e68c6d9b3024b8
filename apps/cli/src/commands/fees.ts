import type { Command } from 'commander';
import { formatPence, INVALID_AMOUNT_MESSAGE, poundsToPence, type AdminSettings } from '@eta/domain';
import { usageError, type Cli } from '../context.ts';
import { renderFields } from '../output.ts';
import { dryRunOption, example } from './options.ts';

type Amount = 'applicationFee' | 'internalCost';
const NAMES: Record<Amount, string> = { applicationFee: 'application fee', internalCost: 'internal cost' };

/** Pounds as typed ("79.99", "£80") to whole pence, or a usage error with the screen's message. */
export function penceFromArgument(pounds: string): number {
  const pence = poundsToPence(pounds.replace(/^£/, '').replaceAll(',', ''));
  if (pence === null) throw usageError(INVALID_AMOUNT_MESSAGE);
  return pence;
}

function showFees(cli: Cli, settings: AdminSettings): void {
  cli.print({ applicationFee: settings.applicationFee, internalCost: settings.internalCost }, () =>
    renderFields(
      [
        ['Application fee', formatPence(settings.applicationFee)],
        ['Internal cost', formatPence(settings.internalCost)],
        ['Margin', formatPence(settings.applicationFee - settings.internalCost)],
      ],
      cli.io.stdout,
    ),
  );
}

async function setAmount(cli: Cli, key: Amount, pounds: string, dryRun: boolean | undefined): Promise<void> {
  const after = penceFromArgument(pounds);
  await cli.withCore(async ({ core, actor, api }) => {
    const before = (await api.getAdminSettings(core, actor))[key];
    if (!dryRun) await api.updateSettings(core, actor, { [key]: after });
    const verb = dryRun ? 'Would change' : before === after ? 'Kept' : 'Changed';
    cli.print({ setting: key, before, after, dryRun: Boolean(dryRun) }, () => [
      before === after && !dryRun ? `The ${NAMES[key]} is already ${formatPence(after)}` : `${verb} the ${NAMES[key]} from ${formatPence(before)} to ${formatPence(after)}`,
    ]);
  });
}

export function registerFees(program: Command, cli: Cli): void {
  const fee = program.command('fee').description('The service fee applicants pay (amounts in JSON are pence)');
  fee
    .command('show')
    .description('Show the application fee, the internal cost and the margin')
    .addHelpText('after', example('etactl fee show', 'etactl --json fee show | jq .applicationFee'))
    .action(() => cli.withCore(async ({ core, actor, api }) => showFees(cli, await api.getAdminSettings(core, actor))));
  fee
    .command('set <pounds>')
    .description('Change the application fee; the next checkout charges it, checkouts already open keep theirs')
    .addOption(dryRunOption())
    .addHelpText('after', example('etactl fee set 79.99', 'etactl fee set 80 --dry-run'))
    .action((pounds: string, options: { dryRun?: boolean }) => setAmount(cli, 'applicationFee', pounds, options.dryRun));

  program
    .command('cost')
    .description('What each application costs the agency (used for the margin)')
    .command('set <pounds>')
    .description('Change the internal cost per application')
    .addOption(dryRunOption())
    .addHelpText('after', example('etactl cost set 42.50'))
    .action((pounds: string, options: { dryRun?: boolean }) => setAmount(cli, 'internalCost', pounds, options.dryRun));
}
