import { isIP } from 'node:net';
import { z } from 'zod';
import { urlString, wholeNumber, type ConfigProblem } from './fields';

/** What one process runs (docs/deploy.md, Roles). */
export type ServerRole = 'all' | 'web' | 'worker';

/**
 * Which proxies' `X-Forwarded-For` entries to believe: none (false), the nearest `n` hops, or the
 * proxies at these addresses and networks (proxy-addr's names loopback, linklocal, uniquelocal too).
 */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const TRUE_REFUSED =
  'must be a hop count (1 behind one load balancer) or the proxies\u2019 addresses (10.0.0.2,10.1.0.0/16), not true: ' +
  'true believes every X-Forwarded-For entry, so any client could choose its own address and escape the ' +
  'sign-in lockout and the rate limits';

/** One address, network (address/prefix) or proxy-addr name, or a message saying what is wrong. */
function proxyProblem(entry: string): string | undefined {
  if (PROXY_NAMES.has(entry)) return undefined;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return `"${entry}" is not an IP address or network (address/prefix)`;
  if (prefix === undefined) return undefined;
  const bits = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= bits
    ? undefined
    : `"${entry}" has a prefix that is not a whole number from 0 to ${bits}`;
}

const trustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((text, ctx): TrustProxy => {
    const value = text.toLowerCase();
    if (value === 'false' || value === '0') return false;
    if (value === 'true') {
      ctx.addIssue({ code: 'custom', message: TRUE_REFUSED });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 100) return hops;
      ctx.addIssue({ code: 'custom', message: 'must be a hop count from 1 to 100, or the proxies\u2019 addresses' });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const problems = entries.map((entry) => (entry ? proxyProblem(entry) : 'has an empty entry')).filter(Boolean);
    if (problems.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `must be a hop count or a comma-separated list of addresses: ${problems.join('; ')}`,
    });
    return z.NEVER;
  });

/** The environment keys of how the process runs: its role, proxies, database pool, shutdown, shared stores. */
export const runtimeEnv = {
  SERVER_ROLE: z.enum(['all', 'web', 'worker'], { message: 'must be all, web or worker' }).default('all'),
  TRUST_PROXY: trustProxy,
  DATABASE_DIRECT_URL: urlString(['postgres:', 'postgresql:']).optional(),
  DATABASE_POOL_SIZE: wholeNumber(1, 1000).default(10),
  DATABASE_STATEMENT_TIMEOUT_MS: wholeNumber(0, 86_400_000).default(30_000),
  DATABASE_LOCK_TIMEOUT_MS: wholeNumber(0, 86_400_000).default(10_000),
  SHUTDOWN_DRAIN_SECONDS: wholeNumber(0, 600).default(10),
  REDIS_URL: urlString(['redis:', 'rediss:']).optional(),
};

type RuntimeEnv = z.output<z.ZodObject<typeof runtimeEnv>>;

/** PostgreSQL connections (docs/deploy.md, Database connections). */
export interface DatabaseSettings {
  /** DATABASE_URL; unset: PGlite under DATA_DIR. */
  url: string | undefined;
  /** A connection that bypasses a transaction pooler (migrations' lock, LISTEN, presence); default: url. */
  directUrl: string | undefined;
  poolSize: number;
  /** 0: not set by the app (the server's or the role's default applies). */
  statementTimeoutMs: number;
  lockTimeoutMs: number;
}

export interface RuntimeConfig {
  role: ServerRole;
  trustProxy: TrustProxy;
  database: DatabaseSettings;
  /** Seconds between SIGTERM (readiness turns 503) and closing the listener. */
  shutdownDrainSeconds: number;
  /** Rate-limit counters in Redis; unset: in the database. */
  redisUrl: string | undefined;
}

/** Rules across keys: the web and worker roles split one deployment's work, which PGlite cannot share. */
export function runtimeProblems(input: Record<string, string | undefined>): ConfigProblem[] {
  const role = input.SERVER_ROLE?.trim();
  if ((role === 'web' || role === 'worker') && !input.DATABASE_URL) {
    return [
      {
        key: 'SERVER_ROLE',
        message: `${role} needs DATABASE_URL: the embedded database belongs to one process, which must run everything (all)`,
      },
    ];
  }
  return [];
}

export function runtimeConfig(e: RuntimeEnv & { DATABASE_URL?: string }): RuntimeConfig {
  return {
    role: e.SERVER_ROLE,
    trustProxy: e.TRUST_PROXY,
    database: {
      url: e.DATABASE_URL,
      directUrl: e.DATABASE_DIRECT_URL ?? e.DATABASE_URL,
      poolSize: e.DATABASE_POOL_SIZE,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: e.DATABASE_LOCK_TIMEOUT_MS,
    },
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    redisUrl: e.REDIS_URL,
  };
}
