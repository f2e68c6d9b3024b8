import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { loadConfig, type Config } from './config.ts';
import { createCore, type Core } from './core.ts';
import { ensureDatabase } from './db/embedded.ts';

/**
 * A Core on a brand-new database (migrated and seeded) in the run's embedded PostgreSQL.
 * Call once per test file.
 */
export async function createTestCore(options: { queue?: boolean; env?: Record<string, string> } = {}): Promise<Core> {
  const maintenanceUrl = inject('pgMaintenanceUrl');
  const database = `test_${randomBytes(6).toString('hex')}`;
  await ensureDatabase(maintenanceUrl, database);
  const databaseUrl = maintenanceUrl.replace(/\/postgres$/, `/${database}`);
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'eta-test-data-')),
    LOG_LEVEL: 'silent',
    // Test workers run side by side: each mail receiver takes a free port.
    MAIL_IN_PORT: '0',
    ...options.env,
  });
  return createCore(config, { databaseUrl, queue: options.queue ?? false, poolSize: 5 });
}
