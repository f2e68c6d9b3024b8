import { chmodSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { embeddedDataDir } from './core.ts';

const asRoot = process.getuid?.() === 0;

it('keeps the embedded database under the data directory when others can reach it', () => {
  const open = mkdtempSync(join(tmpdir(), 'eta-open-'));
  chmodSync(open, 0o755);
  expect(embeddedDataDir(join(open, '.data'))).toBe(join(open, '.data', 'pg'));
});

it.runIf(asRoot)('moves it out of a folder private to root, the same place every time', () => {
  const home = mkdtempSync(join(tmpdir(), 'eta-private-'));
  chmodSync(home, 0o700);
  const checkout = join(home, 'project');
  mkdirSync(checkout);
  const first = embeddedDataDir(join(checkout, '.data'));
  expect(first).toMatch(/^\/var\/lib\/eta-platform\/[0-9a-f]{12}\/pg$/);
  expect(embeddedDataDir(join(checkout, '.data'))).toBe(first);
});
