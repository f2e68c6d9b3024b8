import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://x@db/eta',
      SESSION_SECRET: 's'.repeat(40),
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
    };
    expect(() => loadConfig(production)).toThrow(/^Invalid configuration: PUBLIC_URL is required in production/);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://eta.example' }).isProduction).toBe(true);
  });

  it('trusts X-Forwarded-For only from the listed proxies, never from anyone', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 172.28.0.0/24,::1' }).TRUST_PROXY).toEqual(['10.0.0.5', '172.28.0.0/24', '::1']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/^Invalid configuration: TRUST_PROXY must list the reverse proxies' addresses/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
  });
});
