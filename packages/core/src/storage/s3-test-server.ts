import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { paginateListObjectsV2, S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from './s3-file-store.ts';

export type S3TestServer = {
  endpoint: string;
  bucket: string;
  settings: S3Settings;
  /** The same bucket as environment variables, for `createTestCore({ env })` or a child process. */
  env: Record<string, string>;
  /** How many objects the bucket holds now. */
  objectCount: () => Promise<number>;
  close: () => Promise<void>;
};

/** s3rver's built-in account: it checks request signatures against these keys. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

/** A real S3-protocol server (s3rver) on a free loopback port, its data in a temporary folder, with one empty bucket. */
export async function startS3TestServer(bucket = 'eta-test-files'): Promise<S3TestServer> {
  // Loaded here so that importing the test helpers does not load s3rver for tests that never use it.
  const { default: S3rver } = await import('s3rver');
  const directory = await mkdtemp(join(tmpdir(), 'eta-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = { bucket, endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY } };
  const client = new S3Client({ endpoint, region: settings.region, forcePathStyle: true, credentials: settings.credentials });
  return {
    endpoint,
    bucket,
    settings,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY },
    objectCount: async () => {
      let count = 0;
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket })) count += page.KeyCount ?? 0;
      return count;
    },
    close: async () => {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
