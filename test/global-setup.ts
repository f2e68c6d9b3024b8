import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../packages/core/src/db/embedded.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgMaintenanceUrl: string;
  }
}

/** One embedded PostgreSQL for the whole run; each test file makes its own database in it. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'eta-test-pg-'));
  chmodSync(dir, 0o755); // the postgres system user must reach its data directory
  const db = await startEmbeddedPostgres({ dir: join(dir, 'pg'), preferredPort: 55432, database: 'postgres', synchronousCommit: false /* tests trade crash durability for speed */ });
  project.provide('pgMaintenanceUrl', db.adminUrl('postgres'));
  return async () => {
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
