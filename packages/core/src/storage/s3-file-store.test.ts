import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../core.ts';
import { createTestCore } from '../testing.ts';
import { fileStore } from './file-store.ts';
import { readFile, storeFile } from './files.ts';
import { s3FileStore } from './s3-file-store.ts';
import { startS3TestServer, type S3TestServer } from './s3-test-server.ts';

let s3: S3TestServer;
let core: Core;
beforeAll(async () => {
  s3 = await startS3TestServer();
  core = await createTestCore({ env: s3.env });
});
afterAll(async () => {
  await core?.close();
  await s3?.close();
});

const key = () => `photo/2026-05/${randomBytes(8).toString('hex')}`;

describe('the S3 file store', () => {
  it('reads back exactly the bytes it wrote', async () => {
    const store = s3FileStore(s3.settings);
    const bytes = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(70_000)]);
    const stored = key();
    await store.put(stored, bytes);
    expect((await store.get(stored)).equals(bytes)).toBe(true);
  });

  it('rejects a missing object with ENOENT, as the local folder does', async () => {
    await expect(s3FileStore(s3.settings).get(key())).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('does not pass a missing bucket off as a missing file', async () => {
    const error: unknown = await s3FileStore({ ...s3.settings, bucket: 'no-such-bucket' }).get(key()).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'NoSuchBucket' });
    expect(error).not.toHaveProperty('code', 'ENOENT');
  });

  it('deletes an object, and deleting it again is fine', async () => {
    const store = s3FileStore(s3.settings);
    const stored = key();
    const before = await s3.objectCount();
    await store.put(stored, Buffer.from('x'));
    expect(await s3.objectCount()).toBe(before + 1);
    await store.delete(stored);
    expect(await s3.objectCount()).toBe(before);
    await expect(store.get(stored)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(store.delete(stored)).resolves.toBeUndefined();
  });

  it('refuses keys that climb out or start at the root', async () => {
    const store = s3FileStore(s3.settings);
    await expect(store.put('photo/../../etc/passwd', Buffer.from('x'))).rejects.toThrow(/Not a storage key/);
    await expect(store.get('/photo/2026-05/x')).rejects.toThrow(/Not a storage key/);
  });

  it('asks for server-side encryption when configured', async () => {
    const proxy = await startProxy(Number(new URL(s3.endpoint).port));
    try {
      await s3FileStore({ ...s3.settings, endpoint: proxy.endpoint, serverSideEncryption: 'AES256' }).put(key(), Buffer.from('x'));
      expect(proxy.requests()).toMatch(/^x-amz-server-side-encryption: AES256\r$/im);
    } finally {
      await proxy.close();
    }
  });

  it('rejects a body cut off halfway instead of returning part of the file', async () => {
    const stored = key();
    const bytes = randomBytes(1_000_000);
    await s3FileStore(s3.settings).put(stored, bytes);
    const proxy = await startProxy(Number(new URL(s3.endpoint).port), { cutResponseBodyAfter: bytes.length / 2 });
    try {
      // Node reports the dropped connection ("aborted"); the length check catches a body that ends early without one.
      await expect(s3FileStore({ ...s3.settings, endpoint: proxy.endpoint }).get(stored)).rejects.toThrow(/^aborted$|^Read \d+ of 1000000 bytes/);
    } finally {
      await proxy.close();
    }
  });
});

describe('files in a bucket', () => {
  it('are sealed with the data key before they reach the bucket', async () => {
    const bytes = Buffer.from('passport scan with number XY1234567');
    const file = await storeFile(core.em(), fileStore(core), { kind: 'passport_scan', bytes, contentType: 'image/png' });
    const inBucket = await s3FileStore(s3.settings).get(file.storageKey);
    expect(inBucket.includes('XY1234567')).toBe(false);
    expect(core.dataBox.openBytes(inBucket).equals(bytes)).toBe(true);
    expect((await readFile(core, file.id)).bytes.equals(bytes)).toBe(true);
  });

  it('answer 404 when the object behind a row is gone', async () => {
    const file = await storeFile(core.em(), fileStore(core), { kind: 'photo', bytes: Buffer.from('photo'), contentType: 'image/jpeg' });
    await s3FileStore(s3.settings).delete(file.storageKey);
    await expect(readFile(core, file.id)).rejects.toMatchObject({ status: 404, message: 'The file is no longer stored' });
  });
});

type Proxy = { endpoint: string; requests: () => string; close: () => Promise<void> };

/**
 * A TCP relay to a local port that records what clients send; with `cutResponseBodyAfter`, it relays
 * each response's headers and that many body bytes, then drops the connection.
 */
async function startProxy(targetPort: number, options: { cutResponseBodyAfter?: number } = {}): Promise<Proxy> {
  const sent: Buffer[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      // Either side is destroyed on purpose; the other may then see a reset, which is expected here.
      socket.on('error', () => socket.destroy());
      socket.on('close', () => sockets.delete(socket));
    }
    client.on('data', (chunk: Buffer) => sent.push(chunk));
    client.pipe(upstream);
    upstream.on('data', relayResponse(client, upstream, options.cutResponseBodyAfter));
    upstream.on('end', () => client.end());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => Buffer.concat(sent).toString('latin1'),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function relayResponse(client: Socket, upstream: Socket, cutAfter: number | undefined): (chunk: Buffer) => void {
  let received = Buffer.alloc(0);
  return (chunk) => {
    const relayed = received.length;
    received = Buffer.concat([received, chunk]);
    const headersEnd = received.indexOf('\r\n\r\n');
    if (cutAfter === undefined || headersEnd === -1) {
      client.write(chunk);
      return;
    }
    const limit = headersEnd + 4 + cutAfter;
    client.write(received.subarray(relayed, Math.min(received.length, limit)));
    if (received.length >= limit) {
      upstream.destroy();
      client.destroy();
    }
  };
}
