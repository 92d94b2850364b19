import path from 'node:path';
import { z } from 'zod';
import { pairProblems, urlString, wholeNumber, type ConfigProblem } from './config/fields';
import {
  argon2Problems,
  bootstrapAdmin,
  cognitoProblems,
  identityConfig,
  identityEnv,
  type IdentityConfig,
} from './config/identity';
import {
  mailConfig,
  mailEnv,
  OAUTH_APP_KEY_PAIRS,
  senderMailboxesConfig,
  senderMailboxesEnv,
  type MailConfig,
  type SenderMailboxesConfig,
} from './config/mail';
import { observabilityConfig, observabilityEnv, type ObservabilityConfig } from './config/observability';
import { PAYMENTS_KEY_PAIRS, paymentsConfig, paymentsEnv, type PaymentsConfig } from './config/payments';
import { rsvpConfig, rsvpEnv, type RsvpConfig } from './config/rsvp';
import { runtimeConfig, runtimeEnv, runtimeProblems, type RuntimeConfig } from './config/runtime';
import { secretsConfig, secretsEnv, type SecretsConfig } from './config/secrets';
import { STORAGE_KEY_PAIRS, storageConfig, storageEnv, type StorageConfig } from './config/storage';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Every key read, by area (config/*.ts); the order is the order problems are reported in. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ message: 'must be a whole number from 0 to 65535' })
    .int('must be a whole number from 0 to 65535')
    .min(0, 'must be a whole number from 0 to 65535')
    .max(65535, 'must be a whole number from 0 to 65535')
    .default(3000),
  HOST: z.string().trim().min(1, 'must not be empty').default('localhost'),
  PUBLIC_URL: urlString(['http:', 'https:']).optional(),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: urlString(['postgres:', 'postgresql:']).optional(),
  LOG_LEVEL: z.enum(logLevels, { message: `must be one of ${logLevels.join(', ')}` }).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number({ message: 'must be a whole number of bytes' })
    .int('must be a whole number of bytes')
    .min(1024, 'must be at least 1024')
    .default(1_048_576),
  WEB_DIST_DIR: z.string().trim().min(1).optional(),
  ...identityEnv,
  ...paymentsEnv,
  ...mailEnv,
  ...rsvpEnv,
  ...secretsEnv,
  ...senderMailboxesEnv,
  ...storageEnv,
  AUDIT_RETENTION_DAYS: wholeNumber(30, 3650).default(400),
  ...runtimeEnv,
  ...observabilityEnv,
});

/** Everything the server reads from its environment; `RuntimeConfig` is how the process runs (role, proxies, pool). */
export interface Config extends RuntimeConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: (typeof logLevels)[number];
  bodyLimitBytes: number;
  /** Folder holding the built web app (`client/` and `server/`). */
  webDistDir: string;
  identity: IdentityConfig;
  /** Bootstrap admin: created (or given the Admin role) at start when both are set. */
  bootstrapAdmin: { email: string; password: string } | undefined;
  /** Stripe when both keys are set; otherwise the local TEST MODE checkout. */
  payments: PaymentsConfig;
  /** System mail (receipts, reminders, codes): SMTP when SMTP_URL is set, else kept unsent in the outbox. */
  mail: MailConfig;
  rsvp: RsvpConfig;
  /** AUDIT_RETENTION_DAYS: audit log entries older than this are removed (docs/product.md, Audit log). */
  audit: { retentionDays: number };
  secrets: SecretsConfig;
  senderMailboxes: SenderMailboxesConfig;
  /** Uploaded files (docs/deploy.md, Storage): S3 when S3_BUCKET is set, else DATA_DIR/storage. */
  storage: StorageConfig;
  /** `GET /metrics` and traces (docs/deploy.md, Watching it). */
  observability: ObservabilityConfig;
}

export class ConfigError extends Error {
  constructor(readonly problems: ConfigProblem[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p.key}: ${p.message}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Rules that involve more than one key (IDENTITY_MODE=cognito needs the COGNITO_* keys, …). */
function crossKeyProblems(input: Record<string, string | undefined>): ConfigProblem[] {
  return [
    ...cognitoProblems(input),
    ...pairProblems(input, [...PAYMENTS_KEY_PAIRS, ...OAUTH_APP_KEY_PAIRS, ...STORAGE_KEY_PAIRS]),
    ...argon2Problems(input),
    ...runtimeProblems(input),
  ];
}

/** The only reader of the environment. Throws a ConfigError naming every bad key. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => {
      const value = env[key];
      return [key, value === '' ? undefined : value];
    }),
  );
  const parsed = envSchema.safeParse(input);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        key: String(issue.path[0] ?? 'environment'),
        message: issue.message,
      }));
  problems.push(...crossKeyProblems(input).filter((p) => !problems.some((known) => known.key === p.key)));
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const displayHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://${displayHost}:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    ...runtimeConfig(e),
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    identity: identityConfig(e),
    bootstrapAdmin: bootstrapAdmin(e),
    payments: paymentsConfig(e),
    mail: mailConfig(e),
    rsvp: rsvpConfig(e),
    audit: { retentionDays: e.AUDIT_RETENTION_DAYS },
    secrets: secretsConfig(e, dataDir),
    senderMailboxes: senderMailboxesConfig(e),
    storage: storageConfig(e, dataDir),
    observability: observabilityConfig(e),
  };
}
