import { createCipheriv, createDecipheriv, createSecretKey, randomBytes } from 'node:crypto';

/** AES-256-GCM; the stored form is `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export type SecretBox = { seal: (plain: string) => string; open: (sealed: string) => string };

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
  };
}
