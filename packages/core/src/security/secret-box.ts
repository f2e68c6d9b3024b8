import { createCipheriv, createDecipheriv, createSecretKey, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM. Text is stored as `v1.<iv>.<tag>.<ciphertext>` in base64url; bytes (files) as the
 * magic `ETA1`, then iv, tag and ciphertext.
 */
export type SecretBox = {
  seal: (plain: string) => string;
  open: (sealed: string) => string;
  sealBytes: (plain: Uint8Array) => Buffer;
  /** Bytes sealed by `sealBytes`; anything else (a file stored before files were sealed) is returned as it is. */
  openBytes: (stored: Buffer) => Buffer;
};

const SEALED_BYTES_MAGIC = Buffer.from('ETA1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function secretBox(keyBase64: string): SecretBox {
  const raw = Buffer.from(keyBase64, 'base64');
  if (raw.length !== 32) throw new Error('The data encryption key must be 32 bytes');
  // A key object made once: passing the raw bytes makes Node build one on every call.
  const key = createSecretKey(raw);
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unrecognised sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
    sealBytes(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([SEALED_BYTES_MAGIC, iv, cipher.getAuthTag(), body]);
    },
    openBytes(stored) {
      if (!stored.subarray(0, SEALED_BYTES_MAGIC.length).equals(SEALED_BYTES_MAGIC)) return stored;
      const ivStart = SEALED_BYTES_MAGIC.length;
      const tagStart = ivStart + IV_BYTES;
      const decipher = createDecipheriv('aes-256-gcm', key, stored.subarray(ivStart, tagStart));
      decipher.setAuthTag(stored.subarray(tagStart, tagStart + TAG_BYTES));
      return Buffer.concat([decipher.update(stored.subarray(tagStart + TAG_BYTES)), decipher.final()]);
    },
  };
}
