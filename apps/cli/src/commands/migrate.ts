import type { Command } from 'commander';
import type { Cli } from '../context.ts';
import { example } from './options.ts';

export function registerMigrate(program: Command, cli: Cli): void {
  program
    .command('migrate')
    .description('Apply pending database migrations')
    .addHelpText('after', example('etactl migrate'))
    .action(async () => {
      const api = await import('@eta/core');
      const database = await api.resolveDatabaseUrl(api.loadConfig());
      const orm = await api.openOrm(database.url);
      try {
        const applied = await api.migrate(orm);
        cli.print({ applied }, () => [applied.length ? `Applied ${applied.join(', ')}` : 'Database is up to date']);
      } finally {
        await orm.close();
        await database.stop();
      }
    });
}
