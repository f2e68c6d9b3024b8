import type { EntityManager } from '@mikro-orm/postgresql';
import { PgBoss } from 'pg-boss';
import type { Config } from './config.ts';
import { migrate, openOrm, type Orm } from './db/orm.ts';
import { startEmbeddedPostgres } from './db/embedded.ts';
import { join } from 'node:path';
import { seedDefaults } from './admin/settings.ts';

/** Everything a use case needs; built once per process, passed to every core function. */
export type Core = {
  config: Config;
  databaseUrl: string;
  orm: Orm;
  /** A fresh EntityManager: one per request, job or command. */
  em: () => EntityManager;
  queue: PgBoss | null;
  close: () => Promise<void>;
};

/** DATABASE_URL when set, otherwise the embedded server with its data under DATA_DIR. */
export async function resolveDatabaseUrl(
  config: Config,
  log: (line: string) => void = () => undefined,
): Promise<{ url: string; stop: () => Promise<void> }> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: async () => undefined };
  const db = await startEmbeddedPostgres({ dir: join(config.dataDir, 'pg'), preferredPort: config.EMBEDDED_PG_PORT, log });
  return { url: db.url, stop: db.stop };
}

export async function createCore(
  config: Config,
  options: { databaseUrl: string; migrate?: boolean; queue?: boolean; poolSize?: number },
): Promise<Core> {
  const orm = await openOrm(options.databaseUrl, options.poolSize ? { pool: { min: 0, max: options.poolSize } } : {});
  if (options.migrate ?? true) {
    await migrate(orm);
    await seedDefaults(orm.em.fork());
  }
  let queue: PgBoss | null = null;
  if (options.queue) {
    queue = new PgBoss({ connectionString: options.databaseUrl, max: 4 });
    queue.on('error', (error: unknown) => console.error('queue error', error));
    await queue.start();
  }
  return {
    config,
    databaseUrl: options.databaseUrl,
    orm,
    em: () => orm.em.fork(),
    queue,
    close: async () => {
      await queue?.stop({ graceful: true, timeout: 10_000 });
      await orm.close();
    },
  };
}
