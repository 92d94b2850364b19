import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** The problems loadConfig reports for `env` (none when it loads). */
function problems(env: Record<string, string>) {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: 'localhost', logLevel: 'info', databaseUrl: undefined });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('names every bad key at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', PUBLIC_URL: 'not a url' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const keys = (error as ConfigError).problems.map((p) => p.key).sort();
    expect(keys).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT', 'PUBLIC_URL']);
    expect((error as ConfigError).message).toContain('PORT: must be a whole number from 0 to 65535');
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });
});

describe('identity settings', () => {
  it('defaults to the built-in pool with an AWS-shaped id, 60-minute tokens and 30-day refresh', () => {
    expect(loadConfig({}).identity).toEqual({
      mode: 'builtin',
      region: 'us-east-1',
      userPoolId: 'us-east-1_MeridianLocal',
      clientId: 'meridianwebclient',
      accessTokenTtlSeconds: 3600,
      refreshTokenTtlDays: 30,
      emailVerification: false,
      argon2MemoryKib: 19_456,
      limits: { accountLockAfter: 5, familiarAddressDays: 30, codeEmailsPerHour: 5 },
    });
  });

  it('takes the per-account sign-in and code e-mail limits, and names a bad one', () => {
    const identity = loadConfig({
      IDENTITY_ACCOUNT_LOCK_AFTER: '8',
      IDENTITY_FAMILIAR_ADDRESS_DAYS: '90',
      IDENTITY_CODE_EMAILS_PER_HOUR: '3',
    }).identity;
    expect(identity.mode === 'builtin' && identity.limits).toEqual({
      accountLockAfter: 8,
      familiarAddressDays: 90,
      codeEmailsPerHour: 3,
    });
    expect(problems({ IDENTITY_CODE_EMAILS_PER_HOUR: '0', IDENTITY_FAMILIAR_ADDRESS_DAYS: 'a month' })).toEqual([
      { key: 'IDENTITY_FAMILIAR_ADDRESS_DAYS', message: 'must be a whole number from 1 to 365' },
      { key: 'IDENTITY_CODE_EMAILS_PER_HOUR', message: 'must be a whole number from 1 to 100' },
    ]);
  });

  it('requires the COGNITO_* keys in Cognito mode, and a pool of that region', () => {
    expect(problems({ IDENTITY_MODE: 'cognito' })).toEqual([
      { key: 'COGNITO_REGION', message: 'is required when IDENTITY_MODE is cognito' },
      { key: 'COGNITO_USER_POOL_ID', message: 'is required when IDENTITY_MODE is cognito' },
      { key: 'COGNITO_CLIENT_ID', message: 'is required when IDENTITY_MODE is cognito' },
    ]);
    expect(
      problems({
        IDENTITY_MODE: 'cognito',
        COGNITO_REGION: 'us-west-2',
        COGNITO_USER_POOL_ID: 'eu-west-1_Abc',
        COGNITO_CLIENT_ID: 'c',
      }),
    ).toEqual([{ key: 'COGNITO_USER_POOL_ID', message: 'must belong to COGNITO_REGION (us-west-2)' }]);
    expect(problems({ IDENTITY_POOL_ID: 'MeridianLocal' })[0]?.key).toBe('IDENTITY_POOL_ID');
    const cognito = loadConfig({
      IDENTITY_MODE: 'cognito',
      COGNITO_REGION: 'eu-west-1',
      COGNITO_USER_POOL_ID: 'eu-west-1_Abc',
      COGNITO_CLIENT_ID: 'c',
    });
    expect(cognito.identity).toMatchObject({
      mode: 'cognito',
      region: 'eu-west-1',
      userPoolId: 'eu-west-1_Abc',
      clientId: 'c',
    });
  });

  it('refuses argon2 memory below the OWASP value outside tests', () => {
    expect(() => loadConfig({ ARGON2_MEMORY_KIB: '4096' })).toThrow(
      'ARGON2_MEMORY_KIB: must be at least 19456 (OWASP) outside tests',
    );
    expect(loadConfig({ ARGON2_MEMORY_KIB: '4096', NODE_ENV: 'test' }).identity).toMatchObject({
      argon2MemoryKib: 4096,
    });
  });
});

describe('booting with a bad setting', () => {
  it('stops with exit code 1 and a message naming the key', () => {
    const main = path.join(import.meta.dirname, 'main.ts');
    const result = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { PATH: process.env.PATH ?? '', PORT: '99999', LOG_LEVEL: 'chatty', SECRETS_KEY: 'c2hvcnQ=' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration:');
    expect(result.stderr).toContain('PORT: must be a whole number from 0 to 65535');
    expect(result.stderr).toContain('LOG_LEVEL: must be one of');
    expect(result.stderr).toContain('SECRETS_KEY: must decode to exactly 32 bytes, not 5');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('secrets settings', () => {
  const key = Buffer.alloc(32, 1).toString('base64');

  it('defaults to the key file in DATA_DIR, with no keys in the configuration', () => {
    const { secrets } = loadConfig({ DATA_DIR: '/srv/meridian' });
    expect(secrets).toEqual({ key: undefined, previousKeys: [], keyFile: '/srv/meridian/secrets.keys.json' });
  });

  it('decodes SECRETS_KEY and SECRETS_PREVIOUS_KEYS (base64 or base64url) and keeps them out of JSON', () => {
    const old = Buffer.alloc(32, 0xfb);
    const { secrets } = loadConfig({
      SECRETS_KEY: key,
      SECRETS_PREVIOUS_KEYS: ` ${old.toString('base64url')} , ${old.toString('base64')}`,
    });
    expect(secrets.key).toEqual(Buffer.alloc(32, 1));
    expect(secrets.previousKeys).toEqual([old, old]);
    expect(JSON.stringify({ secrets })).toBe('{"secrets":"[secrets]"}');
  });

  it('refuses a SECRETS_KEY that is not base64 or not 32 bytes, naming the key', () => {
    expect(problems({ SECRETS_KEY: 'not base64!' })).toEqual([
      { key: 'SECRETS_KEY', message: 'must be base64 (make one with: openssl rand -base64 32)' },
    ]);
    expect(problems({ SECRETS_KEY: Buffer.alloc(16, 1).toString('base64') })).toEqual([
      {
        key: 'SECRETS_KEY',
        message: 'must decode to exactly 32 bytes, not 16 (make one with: openssl rand -base64 32)',
      },
    ]);
    expect(() => loadConfig({ SECRETS_KEY: 'AAAA', PORT: 'x' })).toThrow(
      'SECRETS_KEY: must decode to exactly 32 bytes, not 3',
    );
  });

  it('refuses a bad entry of SECRETS_PREVIOUS_KEYS, saying which one', () => {
    expect(problems({ SECRETS_KEY: key, SECRETS_PREVIOUS_KEYS: `${key},abc$,` })).toEqual([
      {
        key: 'SECRETS_PREVIOUS_KEYS',
        message: 'key 2 of 3 must be base64 (make one with: openssl rand -base64 32)',
      },
      { key: 'SECRETS_PREVIOUS_KEYS', message: 'key 3 of 3 must not be empty' },
    ]);
  });
});

describe('runtime settings', () => {
  it('defaults to one process doing everything, a pool of 10 and a 10-second drain', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ role: 'all', trustProxy: false, shutdownDrainSeconds: 10, redisUrl: undefined });
    expect(config.database).toEqual({
      url: undefined,
      directUrl: undefined,
      poolSize: 10,
      statementTimeoutMs: 30_000,
      lockTimeoutMs: 10_000,
    });
  });

  it('takes TRUST_PROXY as a hop count or a list of addresses and networks', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses TRUST_PROXY=true and says why, and names each bad entry of a list', () => {
    const [refused] = problems({ TRUST_PROXY: 'true' });
    expect(refused?.key).toBe('TRUST_PROXY');
    expect(refused?.message).toContain('not true');
    expect(refused?.message).toContain('any client could choose its own address');
    expect(problems({ TRUST_PROXY: '10.0.0.0/33,proxy.example,' })).toEqual([
      {
        key: 'TRUST_PROXY',
        message:
          'must be a hop count or a comma-separated list of addresses: "10.0.0.0/33" has a prefix that is not a whole ' +
          'number from 0 to 32; "proxy.example" is not an IP address or network (address/prefix); has an empty entry',
      },
    ]);
  });

  it('splits roles only on PostgreSQL', () => {
    expect(problems({ SERVER_ROLE: 'worker' })).toEqual([
      {
        key: 'SERVER_ROLE',
        message:
          'worker needs DATABASE_URL: the embedded database belongs to one process, which must run everything (all)',
      },
    ]);
    const web = loadConfig({
      SERVER_ROLE: 'web',
      DATABASE_URL: 'postgres://app@db/meridian',
      DATABASE_POOL_SIZE: '25',
    });
    expect(web.role).toBe('web');
    expect(web.database).toMatchObject({
      url: 'postgres://app@db/meridian',
      directUrl: 'postgres://app@db/meridian',
      poolSize: 25,
    });
    expect(problems({ SERVER_ROLE: 'cron' })).toEqual([{ key: 'SERVER_ROLE', message: 'must be all, web or worker' }]);
  });
});
