import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';


/** `false`, or a comma-separated list of proxy addresses/CIDRs. `true` would let any client choose its own address. */
function parseTrustedProxies(value: string, context: z.RefinementCtx): false | string[] {
  if (['false', '0', 'no'].includes(value.trim())) return false;
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  const valid = (entry: string) => {
    const [address, bits, ...rest] = entry.split('/');
    const version = isIP(address ?? '');
    return version !== 0 && !rest.length && (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128)));
  };
  const invalid = entries.find((entry) => !valid(entry));
  if (!entries.length || invalid !== undefined) {
    context.addIssue({ code: 'custom', message: `must list the reverse proxies' addresses or CIDRs (e.g. 10.0.0.5,10.1.0.0/16), not "${invalid ?? value}"` });
    return z.NEVER;
  }
  return entries;
}

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  /** Overrides everything: when set, no embedded PostgreSQL is started. */
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default('.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  SESSION_SECRET: z.string().min(32).optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(10).optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('ETA Assist <no-reply@eta-assist.example>'),
  SUPPORT_EMAIL: z.email().default('support@eta-assist.example'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAX_BODY_BYTES: z.coerce.number().int().positive().default(1_048_576),
  /** Addresses or CIDRs of the reverse proxies whose X-Forwarded-For is believed; nobody else's is. */
  TRUST_PROXY: z.string().default('false').transform(parseTrustedProxies),
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  /** Card payments: with no secret key, a local sandbox checkout stands in (refused in production). */
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  /** Points the Stripe SDK at another API host (tests use a local stub), e.g. http://127.0.0.1:12111. */
  STRIPE_API_BASE: z.url().optional(),
  /** 32 bytes, base64: encrypts passport numbers at rest. Generated into DATA_DIR when unset (not in production). */
  DATA_ENCRYPTION_KEY: z.string().refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes encoded in base64').optional(),
  /** Domain of the per-application mailboxes where government codes arrive. */
  INTERNAL_MAIL_DOMAIN: z.string().default('inbox.eta-assist.localhost'),
  /** The worker's SMTP receiver for those mailboxes (codes arrive there); 0 picks a free port. */
  MAIL_IN_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
  /** Loopback by default: put a mail relay in front of it rather than exposing it. */
  MAIL_IN_HOST: z.string().default('127.0.0.1'),
  /** The government's online ETA form. Unset: the practice form (`packages/gov-sim`) on GOV_SIM_PORT, which production refuses. */
  GOV_FORM_URL: z.url().optional(),
  GOV_SIM_PORT: z.coerce.number().int().min(0).max(65535).default(3100),
  /** The agency's card for the government fee; never logged. Unset outside production: the practice bank's test card. */
  GOV_FEE_CARD_NUMBER: z.string().regex(/^[\d ]{12,23}$/, 'must be a card number').optional(),
  GOV_FEE_CARD_EXPIRY: z.string().regex(/^\d{2}\/\d{2}$/, 'must be MM/YY').optional(),
  GOV_FEE_CARD_CVC: z.string().regex(/^\d{3,4}$/, 'must be 3 or 4 digits').optional(),
  GOV_FEE_CARD_NAME: z.string().min(1).optional(),
  /** Google Cloud service-account file: passport OCR and face detection use Cloud Vision when set. */
  GOOGLE_APPLICATION_CREDENTIALS: z.string().optional(),
  /** Files go to this S3-compatible bucket when set (still sealed with the data key); unset: DATA_DIR/files. */
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens').optional(),
  /** MinIO or another S3-compatible server, e.g. http://minio:9000; unset: AWS S3. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. http://minio:9000' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Both or neither: unset, the AWS SDK's default chain supplies credentials (environment, instance or task role). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** `bucket` in the path rather than the host name, as MinIO and s3rver usually need. */
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  S3_SERVER_SIDE_ENCRYPTION: z.enum(['AES256', 'aws:kms']).optional(),
});

/** Every environment variable the configuration reads (deployment files are checked against it). */
export const CONFIG_KEYS = Object.keys(configSchema.shape);

export type Config = z.infer<typeof configSchema> & {
  /** Absolute data directory (embedded database, local files). */
  dataDir: string;
  isProduction: boolean;
  sessionSecret: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment once; a bad variable is named in one line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  const c = parsed.data;
  checkObjectStorage(c, present);
  const isProduction = c.NODE_ENV === 'production';
  if (isProduction) {
    if (!c.DATABASE_URL) throw new ConfigError('Invalid configuration: DATABASE_URL is required in production');
    if (!c.SESSION_SECRET) throw new ConfigError('Invalid configuration: SESSION_SECRET is required in production');
    if (!c.STRIPE_SECRET_KEY || !c.STRIPE_WEBHOOK_SECRET) {
      throw new ConfigError('Invalid configuration: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required in production (the sandbox checkout is for development)');
    }
    if (!c.DATA_ENCRYPTION_KEY) throw new ConfigError('Invalid configuration: DATA_ENCRYPTION_KEY is required in production');
    if (!c.PUBLIC_URL) throw new ConfigError('Invalid configuration: PUBLIC_URL is required in production (links in e-mails, payment return pages, allowed origins)');
  }
  return {
    ...c,
    dataDir: resolve(c.DATA_DIR),
    isProduction,
    sessionSecret: c.SESSION_SECRET ?? randomBytes(32).toString('hex'),
  };
}

/** S3 settings without a bucket would be ignored silently, and files would stay on one machine's disk. */
function checkObjectStorage(c: z.infer<typeof configSchema>, present: Record<string, unknown>): void {
  const stray = Object.keys(present).find((key) => key.startsWith('S3_') && key in configSchema.shape);
  if (!c.S3_BUCKET && stray) throw new ConfigError(`Invalid configuration: ${stray} is set but S3_BUCKET is not (set S3_BUCKET to keep files in a bucket, or remove the S3_ settings)`);
  if (!c.S3_ACCESS_KEY_ID !== !c.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (leave both unset to use the AWS default credential chain)');
  }
}

/** For process entry points: prints the one line and exits instead of a stack trace. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
