import pg from 'pg';
import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { allEntities } from './entities.ts';
import { migrations } from '../migrations/index.ts';

export function ormOptions(clientUrl: string, extra: Partial<Options> = {}): Options {
  return {
    clientUrl,
    entities: allEntities,
    extensions: [Migrator],
    migrations: { migrationsList: migrations, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    pool: { min: 0, max: 10 },
    forceUtcTimezone: true,
    ...extra,
  };
}

export type Orm = MikroORM;

export async function openOrm(clientUrl: string, extra: Partial<Options> = {}): Promise<Orm> {
  return MikroORM.init(ormOptions(clientUrl, extra));
}

const MIGRATION_LOCK = 727_001;

/**
 * Applies the committed migrations that have not run yet, then `afterwards` (seeding), and
 * returns the migrations' names. An advisory lock around both lets several processes (two API
 * instances and a worker) start at once on a fresh database safely.
 */
export async function migrate(orm: Orm, afterwards: () => Promise<void> = async () => undefined): Promise<string[]> {
  const lockClient = new pg.Client({ connectionString: orm.config.get('clientUrl') });
  await lockClient.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const applied = await orm.migrator.up();
    await afterwards();
    return applied.map((m) => m.name);
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lockClient.end();
  }
}
