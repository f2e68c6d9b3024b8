import { createHash, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FileKind } from '@eta/domain';
import type { Core } from '../core.ts';
import { AppError, NotFoundError } from '../errors.ts';
import { verifyFileUrl } from './signed-urls.ts';
import { fileStore, type FileStore } from './file-store.ts';
import { StoredFile } from './entities.ts';

export type NewFile = { kind: FileKind; bytes: Uint8Array; contentType: string };

/**
 * Writes the bytes, then their `file` row (sha256, size) in the caller's unit of work, flushed here.
 * A file with no application is an upload, referenced later by its id. If the row cannot be written
 * the bytes are removed again, so no file exists without its row.
 */
export async function storeFile(em: EntityManager, store: FileStore, input: NewFile): Promise<StoredFile> {
  const id = randomUUID();
  const storageKey = `${input.kind}/${new Date().toISOString().slice(0, 7)}/${id}`;
  await store.put(storageKey, input.bytes);
  try {
    const file = em.create(StoredFile, {
      id,
      kind: input.kind,
      storageKey,
      contentType: input.contentType,
      sizeBytes: input.bytes.byteLength,
      sha256: createHash('sha256').update(input.bytes).digest('hex'),
      application: null,
    });
    await em.flush();
    return file;
  } catch (error) {
    await store.delete(storageKey);
    throw error;
  }
}

/** A stored file's row and bytes; 404 when there is no such file. */
export async function readFile(core: Core, id: string): Promise<{ file: StoredFile; bytes: Buffer }> {
  const file = await core.em().findOne(StoredFile, { id });
  if (!file) throw new NotFoundError('File not found');
  const bytes = await fileStore(core)
    .get(file.storageKey)
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === 'ENOENT') throw new NotFoundError('The file is no longer stored');
      throw error;
    });
  return { file, bytes };
}

/** Deletes uploads that no application took up within `olderThanMs`; returns how many went. */
export async function deleteStaleUploads(core: Core, olderThanMs: number, now = new Date()): Promise<number> {
  const em = core.em();
  const stale = await em.find(StoredFile, { application: null, createdAt: { $lt: new Date(now.getTime() - olderThanMs) } });
  for (const file of stale) await fileStore(core).delete(file.storageKey);
  em.remove(stale);
  await em.flush();
  return stale.length;
}

/** A file reached through a signed URL: the signature checked first, then the bytes. */
export async function readSignedFile(core: Core, url: { id: string; expires: unknown; signature: unknown }): Promise<{ file: StoredFile; bytes: Buffer }> {
  const expires = Number(url.expires);
  const signature = typeof url.signature === 'string' ? url.signature : '';
  if (!/^[0-9a-f-]{36}$/i.test(url.id) || !verifyFileUrl(core.config, { id: url.id, expires, signature })) {
    throw new AppError(403, 'FORBIDDEN', 'This link has expired or is not valid. Reload the page for a new one.');
  }
  return readFile(core, url.id);
}
