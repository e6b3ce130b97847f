import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      logLevel: 'info',
      seedDemo: true,
      bodyLimit: 1_048_576,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9090',
      DATA_DIR: '/var/lib/siteguard',
      DATABASE_URL: 'postgres://app@db:5432/siteguard',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      FORM_ELEMENT_DIR: '/opt/siteguard/form-element',
    });
    expect(config).toMatchObject({
      port: 9090,
      dataDir: '/var/lib/siteguard',
      databaseUrl: 'postgres://app@db:5432/siteguard',
      logLevel: 'warn',
      seedDemo: false,
      formElementDir: '/opt/siteguard/form-element',
    });
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });

  it('reads the rate limits and which proxies to believe', () => {
    const defaults = loadConfig({});
    expect(defaults.trustProxy).toBe(false);
    expect(defaults.rateLimits).toMatchObject({
      windowMs: 60_000,
      perAddress: { signIn: 60, publicView: 120, webhook: 600, streamStart: 60 },
      perAccount: { signIn: 10, machineToken: 10 },
    });
    const set = loadConfig({
      RATE_LIMIT_SIGN_IN_ACCOUNT: '3',
      RATE_LIMIT_WINDOW_SECONDS: '300',
      TRUST_PROXY: '1',
    });
    expect(set.rateLimits.perAccount.signIn).toBe(3);
    expect(set.rateLimits.windowMs).toBe(300_000);
    expect(set.trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, fd00::/8' }).trustProxy).toBe('10.0.0.0/8, fd00::/8');
  });

  it.each([
    ['RATE_LIMIT_SIGN_IN', '0', /^Invalid environment variable RATE_LIMIT_SIGN_IN="0": /],
    [
      'TRUST_PROXY',
      'everyone',
      /^Invalid environment variable TRUST_PROXY="everyone": must be a number of hops/,
    ],
    ['PORT', 'eighty', /^Invalid environment variable PORT="eighty": /],
    ['PORT', '70000', /^Invalid environment variable PORT="70000": /],
    [
      'DATABASE_URL',
      'mysql://x',
      /^Invalid environment variable DATABASE_URL="mysql:\/\/x": must be a postgres/,
    ],
    ['LOG_LEVEL', 'loud', /^Invalid environment variable LOG_LEVEL="loud": /],
    ['SEED_DEMO', 'yes', /^Invalid environment variable SEED_DEMO="yes": /],
  ])('refuses %s=%s with one line naming the variable', (name, value, message) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  });
});
