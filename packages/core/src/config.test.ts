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

  it('treats empty variables as unset', () => {
    expect(loadConfig({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
  });
});
