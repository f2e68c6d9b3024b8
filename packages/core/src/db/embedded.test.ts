import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresBinaries, reachableByOthers, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded.ts';

const asRoot = process.getuid?.() === 0;
const started: EmbeddedDatabase[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const db of started) await db.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function setting(url: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Record<string, string>>(`show ${name}`)).rows[0]![name]!;
  } finally {
    await client.end();
  }
}

function openFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'eta-embedded-'));
  chmodSync(folder, 0o755);
  folders.push(folder);
  return folder;
}

describe('embedded PostgreSQL', () => {
  it('keeps full durability unless told otherwise', async () => {
    const durable = await startEmbeddedPostgres({ dir: join(openFolder(), 'pg'), preferredPort: 55610 });
    started.push(durable);
    expect(await setting(durable.url, 'synchronous_commit')).toBe('on');
    const relaxed = await startEmbeddedPostgres({ dir: join(openFolder(), 'pg'), preferredPort: 55620, synchronousCommit: false });
    started.push(relaxed);
    expect(await setting(relaxed.url, 'synchronous_commit')).toBe('off');
  }, 120_000);

  it('tells folders others can traverse from folders private to their owner', () => {
    const open = openFolder();
    expect(reachableByOthers(join(open, 'not-yet-made', 'pg'))).toBe(true);
    const closed = join(open, 'private');
    mkdirSync(join(closed, 'inside'), { recursive: true });
    chmodSync(closed, 0o700);
    expect(reachableByOthers(join(closed, 'inside'))).toBe(false);
  });

  it.runIf(asRoot)('runs binaries the postgres user can reach', () => {
    const { postgres } = postgresBinaries();
    expect(reachableByOthers(join(postgres, '..'))).toBe(true);
  });
});
