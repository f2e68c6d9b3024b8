import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException, type GetObjectCommandOutput } from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';
import type { FileStore } from './file-store.ts';

/** Where and how to reach an S3-compatible bucket (AWS S3, MinIO, s3rver). */
export type S3Settings = {
  bucket: string;
  region: string;
  /** Unset: AWS itself. Set for MinIO and other S3-compatible servers. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (environment, shared files, the instance's or task's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  serverSideEncryption?: 'AES256' | 'aws:kms';
};

/** The bucket the configuration names, or null when files stay in the local folder. */
export function s3Settings(config: Config): S3Settings | null {
  if (!config.S3_BUCKET) return null;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  return {
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    serverSideEncryption: config.S3_SERVER_SIDE_ENCRYPTION,
  };
}

/** Objects in one bucket under the storage keys; a missing object fails like a missing local file (`code: 'ENOENT'`). */
export function s3FileStore(settings: S3Settings): FileStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
  });
  return {
    put: async (key, bytes) => {
      await client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: checkedKey(key), Body: bytes, ServerSideEncryption: settings.serverSideEncryption }));
    },
    get: async (key) => {
      const output = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: checkedKey(key) })).catch((error: unknown) => {
        throw isMissingObject(error) ? missingObject(key, error) : error;
      });
      return readBody(output, key);
    },
    delete: async (key) => {
      // S3 answers 204 for a key that is not there, so deleting twice is fine.
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: checkedKey(key) }));
    },
  };
}

function checkedKey(key: string): string {
  if (!key || key.startsWith('/') || key.split('/').includes('..')) throw new Error(`Not a storage key: ${key}`);
  return key;
}

/** NoSuchKey, or a 404 without an error body; a missing bucket is a misconfiguration, not a missing file. */
function isMissingObject(error: unknown): boolean {
  if (error instanceof NoSuchKey) return true;
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket';
}

function missingObject(key: string, cause: unknown): Error & { code: 'ENOENT' } {
  return Object.assign(new Error(`No object is stored under ${key}`, { cause }), { code: 'ENOENT' as const });
}

/** The whole body, or a rejection: a connection cut short must never pass for a complete file. */
async function readBody(output: GetObjectCommandOutput, key: string): Promise<Buffer> {
  if (!output.Body) throw new Error(`S3 answered without a body for ${key}`);
  const array = await output.Body.transformToByteArray();
  const bytes = Buffer.from(array.buffer, array.byteOffset, array.byteLength);
  if (output.ContentLength !== undefined && bytes.length !== output.ContentLength) {
    throw new Error(`Read ${bytes.length} of ${output.ContentLength} bytes of ${key} from S3`);
  }
  return bytes;
}
