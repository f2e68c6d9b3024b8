import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.ts';

type LocalSecrets = { dataEncryptionKey: string; sandboxWebhookSecret: string };

/**
 * Development secrets that must survive restarts (an encryption key that changed would make
 * stored passport numbers unreadable). Kept in DATA_DIR/secrets.json, readable by root only.
 */
export function localSecrets(config: Config): LocalSecrets {
  const file = join(config.dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as LocalSecrets;
  const secrets: LocalSecrets = {
    dataEncryptionKey: randomBytes(32).toString('base64'),
    sandboxWebhookSecret: `whsec_sandbox_${randomBytes(24).toString('hex')}`,
  };
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
