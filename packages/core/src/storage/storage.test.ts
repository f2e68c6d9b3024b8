import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../core.ts';
import { createTestCore } from '../testing.ts';
import { StoredFile } from './entities.ts';
import { fileStore } from './file-store.ts';
import { deleteStaleUploads, readFile, storeFile } from './files.ts';
import { signFileUrl, verifyFileUrl } from './signed-urls.ts';

let core: Core;
beforeAll(async () => {
  core = await createTestCore();
});
afterAll(async () => core.close());

describe('file storage', () => {
  it('writes the bytes and a row with their size and sha256, and reads them back', async () => {
    const bytes = Buffer.from('scan bytes');
    const file = await storeFile(core.em(), fileStore(core), { kind: 'passport_scan', bytes, contentType: 'image/png' });
    expect(file).toMatchObject({ kind: 'passport_scan', sizeBytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), application: null });
    const read = await readFile(core, file.id);
    expect(read.bytes.equals(bytes)).toBe(true);
    await expect(readFile(core, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ status: 404 });
  });

  it('removes the bytes again when the row cannot be written', async () => {
    const stored: string[] = [];
    const store = { ...fileStore(core), put: async (key: string, bytes: Uint8Array) => (stored.push(key), fileStore(core).put(key, bytes)) };
    const before = await core.em().count(StoredFile);
    await expect(storeFile(core.em(), store, { kind: 'photo', bytes: Buffer.from('x'), contentType: 'x'.repeat(300) })).rejects.toThrow();
    expect(await core.em().count(StoredFile)).toBe(before);
    await expect(fileStore(core).get(stored[0]!)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('deletes uploads no application took up', async () => {
    const file = await storeFile(core.em(), fileStore(core), { kind: 'photo', bytes: Buffer.from('old'), contentType: 'image/jpeg' });
    expect(await deleteStaleUploads(core, 60_000, new Date(Date.now() + 120_000))).toBeGreaterThanOrEqual(1);
    await expect(readFile(core, file.id)).rejects.toMatchObject({ status: 404 });
  });
});

describe('signed file URLs', () => {
  const config = { sessionSecret: 'a'.repeat(64) };
  const now = new Date('2026-05-01T12:00:00Z');
  const parse = (url: string) => {
    const parsed = new URL(url, 'http://x');
    return { id: decodeURIComponent(parsed.pathname.split('/').pop()!), expires: Number(parsed.searchParams.get('expires')), signature: parsed.searchParams.get('signature')! };
  };

  it('verifies its own signature until it expires', () => {
    const signed = parse(signFileUrl(config, 'file-1', { expiresInSeconds: 60, now }));
    expect(verifyFileUrl(config, signed, now)).toBe(true);
    expect(verifyFileUrl(config, signed, new Date(now.getTime() + 61_000))).toBe(false);
  });

  it('refuses another file, a changed expiry or another secret', () => {
    const signed = parse(signFileUrl(config, 'file-1', { now }));
    expect(verifyFileUrl(config, { ...signed, id: 'file-2' }, now)).toBe(false);
    expect(verifyFileUrl(config, { ...signed, expires: signed.expires + 1 }, now)).toBe(false);
    expect(verifyFileUrl({ sessionSecret: 'b'.repeat(64) }, signed, now)).toBe(false);
  });
});

describe('files at rest', () => {
  it('are sealed with the data key, and files stored before sealing still read', async () => {
    const bytes = Buffer.from('passport scan with number XY1234567');
    const file = await storeFile(core.em(), fileStore(core), { kind: 'passport_scan', bytes, contentType: 'image/png' });
    const onDisk = readFileSync(join(core.config.dataDir, 'files', file.storageKey));
    expect(onDisk.includes('XY1234567')).toBe(false);
    expect((await readFile(core, file.id)).bytes.equals(bytes)).toBe(true);
    expect(core.dataBox.openBytes(Buffer.from('plain legacy bytes')).toString()).toBe('plain legacy bytes');
    const tampered = Buffer.from(onDisk);
    tampered[tampered.length - 1]! ^= 1;
    expect(() => core.dataBox.openBytes(tampered)).toThrow();
  });
});
