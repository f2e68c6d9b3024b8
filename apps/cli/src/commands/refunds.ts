import { Option, type Command } from 'commander';
import { formatPence, REFUND_LIST_FILTERS, REFUND_STATUS_LABELS, type RefundView } from '@eta/domain';
import { CliError, EXIT, type Cli } from '../context.ts';
import { dateTime, renderFields, renderTable } from '../output.ts';
import { penceFromArgument } from './fees.ts';
import { dryRunOption, example, yesOption } from './options.ts';

function refundTable(cli: Cli, refunds: RefundView[]): string[] {
  if (!refunds.length) return ['No refunds found'];
  return renderTable(
    refunds,
    [
      { header: 'ID', value: (r) => r.id },
      { header: 'Reference', value: (r) => r.reference },
      { header: 'Amount', value: (r) => formatPence(r.amount), align: 'right' },
      { header: 'Status', value: (r) => REFUND_STATUS_LABELS[r.status] },
      { header: 'Requested', value: (r) => dateTime(r.createdAt) },
      { header: 'By', value: (r) => r.requestedBy ?? '—' },
      { header: 'Reason', value: (r) => r.reason },
    ],
    cli.io.stdout,
    40,
  );
}

const describe = (r: RefundView) => `${formatPence(r.amount)} on ${r.reference} (${r.reason})`;

export function registerRefunds(program: Command, cli: Cli): void {
  const refunds = program.command('refunds').description('Refunds through the card provider: list, create, approve');

  refunds
    .command('list')
    .description('List refunds: the pending ones, or those of one status, or ALL recent ones')
    .addOption(new Option('--status <status>', 'which refunds').choices(REFUND_LIST_FILTERS).default('PENDING'))
    .option('--limit <n>', 'at most this many (1-200)', '100')
    .addHelpText('after', example('etactl refunds list', 'etactl --json refunds list --status ALL | jq -r ".[].id"'))
    .action((options: { status: string; limit: string }) =>
      cli.withCore(async ({ core, actor, api }) => {
        const list = await api.listRefunds(core, actor, { status: options.status, limit: options.limit });
        cli.print(list, () => refundTable(cli, list));
      }),
    );

  refunds
    .command('create')
    .description('Ask for a refund (PENDING until an admin approves it)')
    .requiredOption('--application <reference|id>', 'the application, by reference (ETA-XXXXXX) or id')
    .requiredOption('--amount <pounds>', 'amount in pounds, e.g. 25 or 25.50')
    .requiredOption('--reason <text>', 'why, as the refunds list shows it')
    .addOption(dryRunOption())
    .addHelpText('after', example('etactl refunds create --application ETA-7K2M9Q --amount 25 --reason "Duplicate payment"'))
    .action((options: { application: string; amount: string; reason: string; dryRun?: boolean }) =>
      cli.withCore(async ({ core, actor, api }) => {
        const amount = penceFromArgument(options.amount);
        if (options.dryRun) {
          const refundable = await api.refundableAmount(core, actor, { applicationId: options.application });
          const fits = amount > 0 && amount <= refundable.remainingPence;
          const summary = `${formatPence(amount)} of ${refundable.reference}: ${formatPence(refundable.paidPence)} paid, ${formatPence(refundable.remainingPence)} can still be refunded`;
          if (!fits) throw new CliError(`Would be refused: ${summary}`, EXIT.conflict, 'REFUND_EXCEEDS_PAID');
          return cli.print({ dryRun: true, amount, ...refundable }, () => [`Would ask for a refund of ${summary}`]);
        }
        const refund = await api.createRefund(core, actor, { applicationId: options.application, amount, reason: options.reason });
        cli.print(refund, () => [`Refund ${refund.id} requested: ${describe(refund)}; approve it with: etactl refunds approve ${refund.id}`]);
      }),
    );

  refunds
    .command('approve <id>')
    .description('Approve a pending refund: the card provider returns the money (asks first)')
    .addOption(yesOption())
    .addOption(dryRunOption())
    .addHelpText('after', example('etactl refunds approve 3f0c…', 'etactl refunds approve "$id" --yes'))
    .action((id: string, options: { yes?: boolean; dryRun?: boolean }) =>
      cli.withCore(async ({ core, actor, api }) => {
        const pending = (await api.listRefunds(core, actor, { status: 'PENDING', limit: 200 })).find((r) => r.id === id.toLowerCase());
        const what = pending ? describe(pending) : `refund ${id}`;
        if (options.dryRun) {
          if (!pending) throw new CliError(`No pending refund has the id ${id}`, EXIT.notFound, 'NOT_FOUND');
          return cli.print({ dryRun: true, refund: pending }, () => [`Would approve the refund of ${what}`]);
        }
        await cli.confirm(`Approve the refund of ${what}? The money goes back to the card`, options.yes);
        const refund = await api.approveRefund(core, actor, { id });
        cli.print(refund, () => [
          ...renderFields(
            [
              ['Refund', refund.id],
              ['Application', refund.reference],
              ['Amount', formatPence(refund.amount)],
              ['Status', REFUND_STATUS_LABELS[refund.status]],
              ['Provider', refund.providerStatus ?? '—'],
            ],
            cli.io.stdout,
          ),
        ]);
      }),
    );
}
