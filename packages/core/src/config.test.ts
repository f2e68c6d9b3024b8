import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { governmentForm } from './automation/government-form.ts';
import { s3Settings } from './storage/s3-file-store.ts';

/** Every setting production requires except PUBLIC_URL. */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://x@db/eta',
  SESSION_SECRET: 's'.repeat(40),
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
};

describe('configuration', () => {
  it('has working defaults for a developer machine', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.sessionSecret).toHaveLength(64);
    expect(config.isProduction).toBe(false);
  });

  it('names the bad variable in one line', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(new ConfigError('Invalid configuration: PORT Invalid input: expected number, received NaN'));
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/^Invalid configuration: DATABASE_URL /);
    expect(() => loadConfig({ ADMIN_EMAIL: 'nope' })).toThrow(/ADMIN_EMAIL/);
  });

  it('refuses unsafe development defaults in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('Invalid configuration: DATABASE_URL is required in production');
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x@db/eta' })).toThrow(/SESSION_SECRET/);
  });

  it('requires PUBLIC_URL in production', () => {
    const production = { ...PRODUCTION };
    expect(() => loadConfig(production)).toThrow(/^Invalid configuration: PUBLIC_URL is required in production/);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://eta.example' }).isProduction).toBe(true);
  });

  it('submits to the practice form only outside production; production needs the real form and the agency card', () => {
    expect(governmentForm(loadConfig({ GOV_SIM_PORT: '3999' }))).toMatchObject({ url: 'http://127.0.0.1:3999', isPractice: true, card: { number: '4242424242424242' } });
    const production = { ...PRODUCTION, PUBLIC_URL: 'https://eta.example' };
    expect(() => governmentForm(loadConfig(production))).toThrow(/^Invalid configuration: GOV_FORM_URL is required in production/);
    expect(() => governmentForm(loadConfig({ ...production, GOV_FORM_URL: 'https://apply.eta.example/' }))).toThrow(/GOV_FEE_CARD_NUMBER/);
    const card = { GOV_FEE_CARD_NUMBER: '5555 5555 5555 4444', GOV_FEE_CARD_EXPIRY: '09/29', GOV_FEE_CARD_CVC: '321', GOV_FEE_CARD_NAME: 'ETA Assist Ltd' };
    expect(governmentForm(loadConfig({ ...production, ...card, GOV_FORM_URL: 'https://apply.eta.example/' }))).toEqual({
      url: 'https://apply.eta.example',
      isPractice: false,
      card: { number: '5555555555554444', expiry: '09/29', cvc: '321', name: 'ETA Assist Ltd' },
    });
  });

  it('trusts X-Forwarded-For only from the listed proxies, never from anyone', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 172.28.0.0/24,::1' }).TRUST_PROXY).toEqual(['10.0.0.5', '172.28.0.0/24', '::1']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/^Invalid configuration: TRUST_PROXY must list the reverse proxies' addresses/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('keeps files in the local folder unless a bucket is named', () => {
    expect(s3Settings(loadConfig({}))).toBeNull();
    const bucket = { S3_BUCKET: 'eta-files', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(s3Settings(loadConfig(bucket))).toEqual({
      bucket: 'eta-files', region: 'us-east-1', endpoint: undefined, forcePathStyle: false,
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' }, serverSideEncryption: undefined,
    });
    expect(s3Settings(loadConfig({ ...bucket, S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'eu-west-2', S3_FORCE_PATH_STYLE: 'true', S3_SERVER_SIDE_ENCRYPTION: 'aws:kms' }))).toMatchObject({
      endpoint: 'http://minio:9000', region: 'eu-west-2', forcePathStyle: true, serverSideEncryption: 'aws:kms',
    });
  });

  it('takes S3 keys in pairs, or none for the default AWS credential chain', () => {
    expect(s3Settings(loadConfig({ S3_BUCKET: 'eta-files' }))?.credentials).toBeUndefined();
    expect(() => loadConfig({ S3_BUCKET: 'eta-files', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toThrow(
      new ConfigError('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (leave both unset to use the AWS default credential chain)'),
    );
    expect(() => loadConfig({ S3_BUCKET: 'eta-files', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
  });

  it('refuses S3 settings without a bucket, and bad S3 values', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/^Invalid configuration: S3_ENDPOINT is set but S3_BUCKET is not/);
    expect(() => loadConfig({ S3_BUCKET: 'Eta_Files' })).toThrow(/^Invalid configuration: S3_BUCKET must be a bucket name/);
    expect(() => loadConfig({ S3_BUCKET: 'eta-files', S3_ENDPOINT: 'minio:9000' })).toThrow('Invalid configuration: S3_ENDPOINT must be an http(s) URL, e.g. http://minio:9000');
    expect(() => loadConfig({ S3_BUCKET: 'eta-files', S3_FORCE_PATH_STYLE: 'sometimes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(() => loadConfig({ S3_BUCKET: 'eta-files', S3_SERVER_SIDE_ENCRYPTION: 'rot13' })).toThrow(/S3_SERVER_SIDE_ENCRYPTION/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
  });
});
