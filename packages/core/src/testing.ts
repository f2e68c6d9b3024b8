import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { loadConfig, type Config } from './config.ts';
import { createCore, type Core } from './core.ts';
import { ensureDatabase } from './db/embedded.ts';
import { RolePermission } from './admin/entities.ts';
import { Application } from './applications/entities.ts';
import { recordGovernmentDecision } from './automation/decision.ts';
import type { Permission, StaffRole } from '@eta/domain';

export { startS3TestServer, type S3TestServer } from './storage/s3-test-server.ts';

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

/**
 * Runs `work` with `role` lacking `permissions` (as an admin would leave it in Role Permissions),
 * then grants back the ones it held, whatever `work` did.
 */
export async function withoutPermissions(core: Core, role: StaffRole, permissions: Permission[], work: () => Promise<void>): Promise<void> {
  const held = await core.em().find(RolePermission, { role, permission: { $in: permissions } });
  await core.em().nativeDelete(RolePermission, { role, permission: { $in: permissions } });
  try {
    await work();
  } finally {
    const em = core.em().fork();
    for (const { permission } of held) {
      if (!(await em.count(RolePermission, { role, permission }))) em.create(RolePermission, { role, permission });
    }
    await em.flush();
  }
}

/**
 * Takes a submitted application to APPROVED as the mail receiver records a decision e-mail: it is
 * marked paid (RECEIVED), then approved with `etaPdf` stored as its ETA (a `decision_pdf` file) and
 * attached to the approval e-mail; with `null`, approved with no ETA document.
 */
export async function approveByDecisionEmail(core: Core, applicationId: string, etaPdf: Buffer | null): Promise<void> {
  await core.em().fork().nativeUpdate(Application, { id: applicationId }, { status: 'RECEIVED', paymentStatus: 'PAID', paidAt: new Date(), feePence: 7500 });
  await core.em().fork().transactional(async (tx) => {
    const application = await tx.findOneOrFail(Application, { id: applicationId }, { populate: ['client'] });
    const attachments = etaPdf ? [{ filename: 'eta.pdf', contentType: 'application/pdf', content: etaPdf }] : [];
    await recordGovernmentDecision(core, tx, application, { outcome: 'APPROVED', reason: null, governmentReference: null }, attachments);
  });
}
