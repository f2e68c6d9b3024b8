import type { EntityManager } from '@mikro-orm/postgresql';
import { PgBoss } from 'pg-boss';
import type { Config } from './config.ts';
import { migrate, openOrm, type Orm } from './db/orm.ts';
import { reachableByOthers, SHARED_ROOT, startEmbeddedPostgres } from './db/embedded.ts';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { seedDefaults } from './admin/settings.ts';
import { localSecrets } from './security/local-secrets.ts';
import { secretBox, type SecretBox } from './security/secret-box.ts';
import { sandboxProvider, stripeProvider, type PaymentProvider } from './payments/provider.ts';
import { sandboxRefundsSettled } from './payments/sandbox.ts';

/** Everything a use case needs; built once per process, passed to every core function. */
export type Core = {
  config: Config;
  databaseUrl: string;
  orm: Orm;
  /** A fresh EntityManager: one per request, job or command. */
  em: () => EntityManager;
  queue: PgBoss | null;
  /** The job queue for sending: the worker's own `queue`, or a sender started on first use (API, CLI). */
  jobs: () => Promise<PgBoss>;
  /** Seals passport numbers at rest. */
  dataBox: SecretBox;
  payments: PaymentProvider;
  close: () => Promise<void>;
};

/** DATABASE_URL when set, otherwise the embedded server with its data under DATA_DIR. */
export async function resolveDatabaseUrl(
  config: Config,
  log: (line: string) => void = () => undefined,
): Promise<{ url: string; stop: () => Promise<void> }> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: async () => undefined };
  const db = await startEmbeddedPostgres({ dir: embeddedDataDir(config.dataDir, log), preferredPort: config.EMBEDDED_PG_PORT, log });
  return { url: db.url, stop: db.stop };
}

/**
 * Postgres runs as the `postgres` system user when we are root, so its data directory must be
 * reachable by others. A checkout under a private folder (/root, `mktemp -d`) is not: then the
 * data lives under /var/lib/eta-platform instead, one folder per checkout, kept across restarts.
 */
export function embeddedDataDir(dataDir: string, log: (line: string) => void = () => undefined): string {
  const preferred = join(dataDir, 'pg');
  if (process.getuid?.() !== 0 || reachableByOthers(dirname(dataDir))) return preferred;
  const fallback = join(SHARED_ROOT, createHash('sha256').update(dataDir).digest('hex').slice(0, 12), 'pg');
  log(`${dataDir} is in a folder private to root; keeping the embedded database in ${fallback}`);
  return fallback;
}

export async function createCore(
  config: Config,
  options: { databaseUrl: string; migrate?: boolean; queue?: boolean; poolSize?: number },
): Promise<Core> {
  const orm = await openOrm(options.databaseUrl, options.poolSize ? { pool: { min: 0, max: options.poolSize } } : {});
  if (options.migrate ?? true) {
    await migrate(orm, () => seedDefaults(orm.em.fork()));
  }
  let queue: PgBoss | null = null;
  if (options.queue) {
    // Supervision every 5 s: a dead worker's submission job is failed by its missed heartbeat and
    // retried within about a minute. pg-boss skips a `singleton` queue while its cached stats say a
    // job is active; refreshing them every few seconds lets the next submission start soon after one ends.
    queue = new PgBoss({ connectionString: options.databaseUrl, max: 4, superviseIntervalSeconds: 5, monitorIntervalSeconds: 5, queueCacheIntervalSeconds: 2 });
    queue.on('error', (error: unknown) => console.error('queue error', error));
    await queue.start();
  }
  let sender: Promise<PgBoss> | null = null;
  const jobs = () => {
    if (queue) return Promise.resolve(queue);
    sender ??= (async () => {
      // Sends only: no supervision or cron here; the workers do that.
      const boss = new PgBoss({ connectionString: options.databaseUrl, max: 2, supervise: false, schedule: false });
      boss.on('error', (error: unknown) => console.error('queue error', error));
      await boss.start();
      return boss;
    })();
    return sender;
  };
  const secrets = config.DATA_ENCRYPTION_KEY && config.STRIPE_WEBHOOK_SECRET ? null : localSecrets(config);
  const dataKey = config.DATA_ENCRYPTION_KEY ?? secrets!.dataEncryptionKey;
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET ?? secrets!.sandboxWebhookSecret;
  return {
    config,
    databaseUrl: options.databaseUrl,
    orm,
    em: () => orm.em.fork(),
    queue,
    jobs,
    dataBox: secretBox(dataKey),
    payments: config.STRIPE_SECRET_KEY ? stripeProvider(config, webhookSecret) : sandboxProvider(webhookSecret),
    close: async () => {
      // A sandbox refund approved just now settles within a moment; a short-lived process (etactl) waits for it.
      await sandboxRefundsSettled();
      await queue?.stop({ graceful: true, timeout: 10_000 });
      if (sender) await (await sender.catch(() => null))?.stop({ graceful: false });
      await orm.close();
    },
  };
}
