import { mkdir, readFile as readBytes, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Core } from '../core.ts';
import type { SecretBox } from '../security/secret-box.ts';
import { s3FileStore, s3Settings } from './s3-file-store.ts';

/** Where file bytes live: the local folder by default, or an S3-compatible bucket (`s3-file-store.ts`). A missing file rejects with `code: 'ENOENT'`. */
export type FileStore = {
  put: (key: string, bytes: Uint8Array) => Promise<void>;
  get: (key: string) => Promise<Buffer>;
  delete: (key: string) => Promise<void>;
};

/** Files under one folder; keys are relative paths, written atomically (temporary file, then rename). */
export function localFileStore(root: string): FileStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`Storage key escapes the store: ${key}`);
    return path;
  };
  return {
    put: async (key, bytes) => {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${process.pid}.partial`;
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, path);
    },
    get: async (key) => readBytes(pathOf(key)),
    delete: async (key) => rm(pathOf(key), { force: true }),
  };
}

/** Seals every file with the data key before it reaches the store: scans, photos and screenshots are personal data. */
export function sealedFileStore(store: FileStore, box: SecretBox): FileStore {
  return {
    put: (key, bytes) => store.put(key, box.sealBytes(bytes)),
    get: async (key) => box.openBytes(await store.get(key)),
    delete: (key) => store.delete(key),
  };
}

const stores = new WeakMap<Core, FileStore>();

/** The process's store for a Core: the configured bucket, else `config.dataDir/files`; sealed either way. */
export function fileStore(core: Core): FileStore {
  let store = stores.get(core);
  if (!store) {
    const bucket = s3Settings(core.config);
    store = sealedFileStore(bucket ? s3FileStore(bucket) : localFileStore(join(core.config.dataDir, 'files')), core.dataBox);
    stores.set(core, store);
  }
  return store;
}
