import { Option, type Command } from 'commander';
import { STAFF_ROLES, type StaffMember, type StaffRole } from '@eta/domain';
import { CliError, EXIT, type Cli, type Session } from '../context.ts';
import { day, renderTable } from '../output.ts';
import { dryRunOption, example, yesOption } from './options.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A staff member by e-mail (as operators know them) or id. */
async function findMember({ core, actor, api }: Session, who: string): Promise<StaffMember> {
  const key = who.trim().toLowerCase();
  const member = (await api.listStaff(core, actor)).find((m) => (UUID.test(key) ? m.id === key : m.email === key));
  if (!member) throw new CliError(`No staff member is ${who}`, EXIT.notFound, 'NOT_FOUND');
  return member;
}

const line = (m: StaffMember) => `${m.role} ${m.email} (${m.isActive ? 'active' : 'inactive'})`;

function staffTable(cli: Cli, members: StaffMember[]): string[] {
  if (!members.length) return ['No staff members found'];
  return renderTable(
    members,
    [
      { header: 'Email', value: (m) => m.email },
      { header: 'Name', value: (m) => [m.firstName, m.lastName].filter(Boolean).join(' ') || '—' },
      { header: 'Role', value: (m) => m.role },
      { header: 'Status', value: (m) => (m.isActive ? 'active' : 'inactive') },
      { header: 'Created', value: (m) => day(m.createdAt) },
      { header: 'ID', value: (m) => m.id },
    ],
    cli.io.stdout,
  );
}

function setActive(cli: Cli, who: string, isActive: boolean, dryRun: boolean | undefined) {
  return cli.withCore(async (session) => {
    const member = await findMember(session, who);
    if (dryRun) return cli.print({ dryRun: true, member }, () => [`Would ${isActive ? 'activate' : 'deactivate'} ${line(member)}`]);
    const updated = await session.api.setStaffActive(session.core, session.actor, { id: member.id, isActive });
    const ended = !isActive && member.isActive ? '; their sessions were ended' : '';
    cli.print(updated, () => [`${isActive ? 'Activated' : 'Deactivated'} ${updated.email}${ended}`]);
  });
}

export function registerStaff(program: Command, cli: Cli): void {
  const staff = program.command('staff').description('Staff and admin accounts');

  staff
    .command('list')
    .description('List staff and admin accounts')
    .addHelpText('after', example('etactl staff list', 'etactl --json staff list | jq -r \'.[] | select(.role == "ADMIN") | .email\''))
    .action(() =>
      cli.withCore(async ({ core, actor, api }) => {
        const members = await api.listStaff(core, actor);
        cli.print(members, () => staffTable(cli, members));
      }),
    );

  staff
    .command('create')
    .description('Create a staff or admin account')
    .requiredOption('--email <email>', 'e-mail address used to sign in')
    .option('--password <password>', 'password (prefer --password-stdin: arguments are visible to other users)')
    .option('--password-stdin', 'read the password from standard input')
    .addOption(new Option('--role <role>', 'account role').choices(STAFF_ROLES).default('STAFF'))
    .option('--first-name <name>', 'first name')
    .option('--last-name <name>', 'last name')
    .addHelpText('after', example("etactl staff create --email ops@agency.example --role ADMIN --password-stdin <<< 'a-long-password'"))
    .action((options: { email: string; password?: string; passwordStdin?: boolean; role: StaffRole; firstName?: string; lastName?: string }) =>
      cli.withCore(async ({ core, actor, api }) => {
        const password = options.passwordStdin ? (await cli.io.readStdin()).replace(/\r?\n$/, '') : (options.password ?? '');
        const member = await api.createStaff(core, actor, { email: options.email, password, role: options.role, firstName: options.firstName, lastName: options.lastName });
        cli.print(member, () => [`Created ${member.role} ${member.email} (${member.id})`]);
      }),
    );

  staff
    .command('deactivate <email|id>')
    .description('Stop an account signing in; its sessions end at once')
    .addOption(dryRunOption())
    .addHelpText('after', example('etactl staff deactivate leaver@agency.example'))
    .action((who: string, options: { dryRun?: boolean }) => setActive(cli, who, false, options.dryRun));

  staff
    .command('activate <email|id>')
    .description('Let a deactivated account sign in again')
    .addOption(dryRunOption())
    .addHelpText('after', example('etactl staff activate returner@agency.example'))
    .action((who: string, options: { dryRun?: boolean }) => setActive(cli, who, true, options.dryRun));

  staff
    .command('delete <email|id>')
    .description('Delete an account for good (asks first); the history keeps its e-mail')
    .addOption(yesOption())
    .addOption(dryRunOption())
    .addHelpText('after', example('etactl staff delete leaver@agency.example --yes'))
    .action((who: string, options: { yes?: boolean; dryRun?: boolean }) =>
      cli.withCore(async (session) => {
        const member = await findMember(session, who);
        if (options.dryRun) return cli.print({ dryRun: true, member }, () => [`Would delete ${line(member)}`]);
        await cli.confirm(`Delete ${line(member)}? This cannot be undone`, options.yes);
        await session.api.deleteStaff(session.core, session.actor, member.id);
        cli.print({ deleted: member }, () => [`Deleted ${member.email}`]);
      }),
    );
}
