import type { Command } from 'commander';
import { CLIENT_LIST_MAX_PAGE_SIZE, CLIENT_LIST_PAGE_SIZE, type Client } from '@eta/domain';
import type { Cli } from '../context.ts';
import { count, day, renderTable } from '../output.ts';
import { dryRunOption, example, yesOption } from './options.ts';

function clientTable(cli: Cli, clients: Client[]): string[] {
  return renderTable(
    clients,
    [
      { header: 'Email', value: (c) => c.email },
      { header: 'Applications', value: (c) => String(c.applicationCount), align: 'right' },
      { header: 'Joined', value: (c) => day(c.createdAt) },
      { header: 'Status', value: (c) => (c.isActive ? 'Active' : 'Inactive') },
    ],
    cli.io.stdout,
  );
}

function setActive(cli: Cli, email: string, isActive: boolean, dryRun: boolean | undefined) {
  return cli.withCore(async ({ core, actor, api }) => {
    const client = await api.clientByEmail(core, actor, { email });
    const verb = isActive ? 'activate' : 'suspend';
    if (dryRun) return cli.print({ dryRun: true, client }, () => [`Would ${verb} ${client.email} (${client.isActive ? 'active' : 'inactive'} now)`]);
    const updated = await api.setClientActive(core, actor, { id: client.id, isActive });
    const same = client.isActive === isActive;
    cli.print(updated, () => [same ? `${updated.email} is already ${isActive ? 'active' : 'suspended'}` : `${isActive ? 'Activated' : 'Suspended'} ${updated.email}`]);
  });
}

export function registerClients(program: Command, cli: Cli): void {
  const clients = program.command('clients').description('Applicant (client) accounts');

  clients
    .command('list')
    .description('List client accounts by e-mail, with their number of applications')
    .option('--search <text>', 'only e-mails containing this')
    .option('--limit <n>', `a page of this many (1-${CLIENT_LIST_MAX_PAGE_SIZE})`, String(CLIENT_LIST_PAGE_SIZE))
    .option('--cursor <cursor>', 'the page after this one (printed after each page)')
    .option('--all', 'every page, one after another')
    .addHelpText('after', example('etactl clients list --search example.com', 'etactl --json clients list --all | jq length'))
    .action((options: { search?: string; limit: string; cursor?: string; all?: boolean }) =>
      cli.withCore(async ({ core, actor, api }) => {
        const shown: Client[] = [];
        let cursor = options.cursor;
        let total = 0;
        do {
          const page = await api.listClients(core, actor, { search: options.search, limit: options.limit, cursor });
          shown.push(...page.clients);
          total = page.total;
          cursor = page.nextCursor ?? undefined;
        } while (options.all && cursor);
        cli.print(options.all ? shown : { clients: shown, total, nextCursor: cursor ?? null }, () =>
          shown.length ? [`All Clients (${count(total)})`, ...clientTable(cli, shown)] : ['No clients found'],
        );
        if (cursor && !cli.json) cli.note(`More: etactl clients list${options.search ? ` --search ${JSON.stringify(options.search)}` : ''} --cursor ${cursor}`);
      }),
    );

  clients
    .command('suspend <email>')
    .description("Suspend a client: their portal look-up is refused until activated")
    .addOption(dryRunOption())
    .addHelpText('after', example('etactl clients suspend traveller@example.com'))
    .action((email: string, options: { dryRun?: boolean }) => setActive(cli, email, false, options.dryRun));

  clients
    .command('activate <email>')
    .description('Activate a suspended client again')
    .addOption(dryRunOption())
    .addHelpText('after', example('etactl clients activate traveller@example.com'))
    .action((email: string, options: { dryRun?: boolean }) => setActive(cli, email, true, options.dryRun));

  clients
    .command('export <email>')
    .description("Everything held about a client, as JSON (a subject access request): the account and each application in full; audited")
    .addHelpText('after', example('etactl clients export traveller@example.com > traveller.json'))
    .action((email: string) =>
      cli.withCore(async ({ core, actor, api }) => {
        const client = await api.clientByEmail(core, actor, { email });
        const data = await api.exportClientData(core, actor, { id: client.id });
        cli.print(data, () => [JSON.stringify(data, null, 2)]);
      }),
    );

  clients
    .command('erase <email>')
    .description("Erase a client's personal data on request: every application anonymised now and the e-mail replaced; payments stay")
    .addOption(dryRunOption())
    .addOption(yesOption())
    .addHelpText('after', example('etactl clients erase traveller@example.com --dry-run', 'etactl clients erase traveller@example.com --yes'))
    .action((email: string, options: { dryRun?: boolean; yes?: boolean }) =>
      cli.withCore(async ({ core, actor, api }) => {
        const client = await api.clientByEmail(core, actor, { email });
        const what = `${client.email} (${count(client.applicationCount)} application${client.applicationCount === 1 ? '' : 's'})`;
        if (options.dryRun) return cli.print({ dryRun: true, client }, () => [`Would erase the personal data of ${what}`]);
        await cli.confirm(`Erase the personal data of ${what}? This cannot be undone`, options.yes);
        const erased = await api.eraseClientData(core, actor, { id: client.id });
        cli.print(erased, () => [
          `Erased the personal data of ${client.email}: ${erased.anonymisedApplications.length ? erased.anonymisedApplications.join(', ') : 'no application left to'} anonymised; the account is now ${erased.email}`,
        ]);
      }),
    );
}
