import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, SETTING_KEYS } from '@eta/domain';
import { loadConfig } from './config.ts';
import { createCore } from './core.ts';
import { ensureDatabase } from './db/embedded.ts';
import { RolePermission, Setting } from './admin/entities.ts';

it('lets several processes start at once on a fresh database, migrating and seeding once', async () => {
  const maintenanceUrl = inject('pgMaintenanceUrl');
  await ensureDatabase(maintenanceUrl, 'test_concurrent_start');
  const databaseUrl = maintenanceUrl.replace(/\/postgres$/, '/test_concurrent_start');
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, DATA_DIR: mkdtempSync(join(tmpdir(), 'eta-start-')), LOG_LEVEL: 'silent' });
  const cores = await Promise.all([1, 2, 3].map(() => createCore(config, { databaseUrl, poolSize: 2 })));
  try {
    const em = cores[0]!.em();
    expect(await em.count(RolePermission)).toBe(DEFAULT_ROLE_PERMISSIONS.STAFF.length + DEFAULT_ROLE_PERMISSIONS.ADMIN.length);
    expect(await em.count(Setting)).toBe(SETTING_KEYS.length);
  } finally {
    await Promise.all(cores.map((core) => core.close()));
  }
});
