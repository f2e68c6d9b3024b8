import type { Command } from 'commander';
import type { AutomationQueueItem } from '@eta/domain';
import type { Cli } from '../context.ts';
import { resolveApplication } from './lookup.ts';
import { dateTime, renderTable } from '../output.ts';
import { example } from './options.ts';

function queueTable(cli: Cli, items: AutomationQueueItem[]): string[] {
  if (!items.length) return ['The submission queue is empty'];
  return renderTable(
    items,
    [
      { header: 'Position', value: (i) => (i.position === null ? '—' : String(i.position)), align: 'right' },
      { header: 'Reference', value: (i) => i.reference },
      { header: 'Status', value: (i) => i.status },
      { header: 'Finished', value: (i) => dateTime(i.finishedAt) },
      { header: 'Error', value: (i) => i.error ?? '' },
    ],
    cli.io.stdout,
  );
}

export function registerAutomation(program: Command, cli: Cli): void {
  const automation = program.command('automation').description('Automated submission of the government form');

  automation
    .command('queue')
    .description('Runs waiting or in progress, in order, and those that finished in the last minute')
    .addHelpText('after', example('etactl automation queue', 'etactl --json automation queue | jq ".items | length"'))
    .action(() =>
      cli.withCore(async ({ core, actor, api }) => {
        const queue = await api.automationQueue(core, actor);
        cli.print(queue, () => queueTable(cli, queue.items));
      }),
    );

  automation
    .command('retry <reference>')
    .description('Queue a failed automated submission again')
    .option('--payment-checked', 'the last run passed the government payment step and you checked it was not charged')
    .option('--visible', 'run the browser visibly (on a worker with a display)')
    .addHelpText('after', example('etactl automation retry ETA-7K2M9Q', 'etactl automation retry ETA-7K2M9Q --payment-checked'))
    .action((reference: string, options: { paymentChecked?: boolean; visible?: boolean }) =>
      cli.withCore(async (session) => {
        const application = await resolveApplication(session, reference);
        const queued = await session.api.retryAutomatedSubmission(session.core, session.actor, { applicationId: application.id, paymentChecked: Boolean(options.paymentChecked), headless: !options.visible });
        cli.print({ reference: application.reference, ...queued }, () => [`${application.reference}: ${queued.message}`]);
      }),
    );
}
