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

/** Applies the committed migrations that have not run yet; returns their names. */
export async function migrate(orm: Orm): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((m) => m.name);
}
