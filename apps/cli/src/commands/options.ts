import { Option } from 'commander';

/** "Examples:" after a command's help, one command per line. */
export const example = (...commands: string[]): string => `\nExamples:\n${commands.map((c) => `  $ ${c}`).join('\n')}`;

export const dryRunOption = () => new Option('--dry-run', 'say what would change, change nothing');
export const yesOption = () => new Option('-y, --yes', 'do not ask for confirmation (required when not on a terminal)');
