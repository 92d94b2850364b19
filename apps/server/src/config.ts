import path from 'node:path';
import { z } from 'zod';
import { urlString, wholeNumber } from './config-fields';
import { observabilityConfig, observabilityEnv, type ObservabilityConfig } from './observability-config';
import { runtimeConfig, runtimeEnv, runtimeProblems, type RuntimeConfig } from './runtime-config';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** AWS-shaped user pool id: `<region>_<name>` (aws-jwt-verify's USER_POOL_ID_REGEX). */
const USER_POOL_ID = /^(?:eusc-[a-z]{2}|[a-z]{2})-(?:gov-)?[a-z]+-\d_[a-zA-Z0-9]+$/;
const REGION = /^(?:eusc-[a-z]{2}|[a-z]{2})-(?:gov-)?[a-z]+-\d$/;
const OWASP_ARGON2_MEMORY_KIB = 19_456;

const poolId = z
  .string()
  .trim()
  .regex(USER_POOL_ID, 'must look like an AWS user pool id, <region>_<letters and digits> (us-east-1_AbC123)');
const clientId = z
  .string()
  .trim()
  .regex(/^[\w+]{1,128}$/, 'must be 1 to 128 letters, digits, _ or +');

const SECRETS_KEY_HINT = 'make one with: openssl rand -base64 32';
const BASE64 = /^(?:[A-Za-z0-9+/]+={0,2}|[A-Za-z0-9_-]+)$/;

const decodeSecretsKey = (text: string) =>
  Buffer.from(text, text.includes('-') || text.includes('_') ? 'base64url' : 'base64');

/** A problem with one base64 (or base64url) secrets key, or undefined when it decodes to exactly 32 bytes. */
function secretsKeyProblem(text: string): string | undefined {
  if (!BASE64.test(text) || text.replace(/=+$/, '').length % 4 === 1) return `must be base64 (${SECRETS_KEY_HINT})`;
  const bytes = decodeSecretsKey(text).length;
  return bytes === 32 ? undefined : `must decode to exactly 32 bytes, not ${bytes} (${SECRETS_KEY_HINT})`;
}

const secretsKey = z
  .string()
  .trim()
  .superRefine((text, ctx) => {
    const problem = secretsKeyProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(decodeSecretsKey);

const secretsKeyList = z
  .string()
  .transform((text) => text.split(',').map((part) => part.trim()))
  .superRefine((keys, ctx) => {
    keys.forEach((key, index) => {
      const problem = key ? secretsKeyProblem(key) : 'must not be empty';
      if (problem) ctx.addIssue({ code: 'custom', message: `key ${index + 1} of ${keys.length} ${problem}` });
    });
  })
  .transform((keys) => keys.map(decodeSecretsKey));

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
  IDENTITY_MODE: z.enum(['builtin', 'cognito'], { message: 'must be builtin or cognito' }).default('builtin'),
  IDENTITY_POOL_ID: poolId.default('us-east-1_MeridianLocal'),
  IDENTITY_CLIENT_ID: clientId.default('meridianwebclient'),
  ACCESS_TOKEN_TTL_SECONDS: wholeNumber(300, 86_400).default(3600),
  REFRESH_TOKEN_TTL_DAYS: wholeNumber(1, 3650).default(30),
  IDENTITY_EMAIL_VERIFICATION: z.enum(['on', 'off'], { message: 'must be on or off' }).default('off'),
  ARGON2_MEMORY_KIB: wholeNumber(1024, 4_194_304).default(OWASP_ARGON2_MEMORY_KIB),
  IDENTITY_ACCOUNT_LOCK_AFTER: wholeNumber(1, 100).default(5),
  IDENTITY_FAMILIAR_ADDRESS_DAYS: wholeNumber(1, 365).default(30),
  IDENTITY_CODE_EMAILS_PER_HOUR: wholeNumber(1, 100).default(5),
  COGNITO_REGION: z.string().trim().regex(REGION, 'must be an AWS region such as us-east-1').optional(),
  COGNITO_USER_POOL_ID: poolId.optional(),
  COGNITO_CLIENT_ID: clientId.optional(),
  ADMIN_EMAIL: z
    .string()
    .trim()
    .regex(/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/, 'must be an email address')
    .optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…, sk_live_… or rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_CONNECT_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  SMTP_URL: urlString(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().trim().min(3, 'must be an address such as "Meridian <no-reply@example.com>"').optional(),
  RSVP_HOLD_MINUTES: wholeNumber(30, 1440).default(30),
  RSVP_CHALLENGE_COST: wholeNumber(1, 100_000).default(1_000),
  RSVP_CHALLENGE_MAX_COUNTER: wholeNumber(2, 1_000_000).default(5_000),
  WAITLIST_OFFER_HOURS: wholeNumber(1, 168).default(12),
  AUDIT_RETENTION_DAYS: wholeNumber(30, 3650).default(400),
  SECRETS_KEY: secretsKey.optional(),
  SECRETS_PREVIOUS_KEYS: secretsKeyList.optional(),
  MAIL_ALLOW_PRIVATE_HOSTS: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  MICROSOFT_CLIENT_ID: z.string().trim().min(1).optional(),
  MICROSOFT_CLIENT_SECRET: z.string().trim().min(1).optional(),
  MICROSOFT_AUTHORITY: urlString(['https:', 'http:']).default('https://login.microsoftonline.com/common/oauth2/v2.0'),
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
  GOOGLE_AUTHORIZE_URL: urlString(['https:', 'http:']).default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: urlString(['https:', 'http:']).default('https://oauth2.googleapis.com/token'),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be an S3 bucket name (3 to 63 lowercase letters, digits, dots or hyphens)',
    )
    .optional(),
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,32}$/, 'must be a region such as us-east-1 (or auto)')
    .default('us-east-1'),
  S3_ENDPOINT: urlString(['https:', 'http:']).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_PUBLIC_URL: urlString(['https:', 'http:']).optional(),
  ...runtimeEnv,
  ...observabilityEnv,
});

type Env = z.output<typeof envSchema>;

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
  mail: { smtpUrl: string | undefined; from: string };
  rsvp: {
    /** How long a pending registration holds its seat (and its checkout stays open). */
    holdMinutes: number;
    /** How long a waitlist offer keeps a freed seat for the person offered it. */
    waitlistOfferHours: number;
    /**
     * The booking form's proof-of-work (docs/decisions/2026-11-27-seat-hold-limits.md): PBKDF2
     * iterations per try, and the largest counter; about a second of a phone's background work.
     */
    challenge: { cost: number; maxCounter: number };
  };
  /** AUDIT_RETENTION_DAYS: audit log entries older than this are removed (docs/product.md, Audit log). */
  audit: { retentionDays: number };
  secrets: SecretsConfig;
  senderMailboxes: SenderMailboxesConfig;
  /** Uploaded files (docs/deploy.md, Storage): S3 when S3_BUCKET is set, else DATA_DIR/storage. */
  storage: StorageConfig;
  /** `GET /metrics` and traces (docs/deploy.md, Watching it). */
  observability: ObservabilityConfig;
}

export type StorageConfig = { mode: 'local'; dir: string } | { mode: 's3'; s3: StorageS3Config };

export interface StorageS3Config {
  bucket: string;
  region: string;
  /** An S3-compatible store (MinIO, R2, …), addressed path-style; unset: AWS. */
  endpoint: string | undefined;
  /** Unset: the AWS SDK's default chain (instance role, AWS_* variables, profile). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Where public objects are read (a CDN in front of the bucket); unset: the bucket's own URL. */
  publicUrl: string | undefined;
}

/** The secret access key stays out of JSON (logs). */
function storageConfig(e: Env, dataDir: string): StorageConfig {
  if (!e.S3_BUCKET) return { mode: 'local', dir: path.join(dataDir, 'storage') };
  const credentials =
    e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
      : undefined;
  if (credentials) Object.defineProperty(credentials, 'toJSON', { enumerable: false, value: () => '[credentials]' });
  const trim = (url: string | undefined) => url?.replace(/\/$/, '');
  return {
    mode: 's3',
    s3: {
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      endpoint: trim(e.S3_ENDPOINT),
      credentials,
      publicUrl: trim(e.S3_PUBLIC_URL),
    },
  };
}

/** Senders' own mailboxes (docs/deploy.md, Sender mailboxes). */
export interface SenderMailboxesConfig {
  /** MAIL_ALLOW_PRIVATE_HOSTS: SMTP servers on private, loopback or link-local addresses (local testing only). */
  allowPrivateHosts: boolean;
  /** "Connect with …" apps, each present when its client id and secret are set. */
  oauth: { microsoft?: OAuthAppConfig; google?: OAuthAppConfig };
}

export interface OAuthAppConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
}

/** Client secrets stay out of JSON (logs), as the secrets keys do. */
function senderMailboxesConfig(e: Env): SenderMailboxesConfig {
  const app = (clientId: string | undefined, clientSecret: string | undefined, urls: [string, string]) =>
    clientId && clientSecret ? { clientId, clientSecret, authorizeUrl: urls[0], tokenUrl: urls[1] } : undefined;
  const authority = e.MICROSOFT_AUTHORITY.replace(/\/$/, '');
  const oauth = {
    microsoft: app(e.MICROSOFT_CLIENT_ID, e.MICROSOFT_CLIENT_SECRET, [`${authority}/authorize`, `${authority}/token`]),
    google: app(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, [e.GOOGLE_AUTHORIZE_URL, e.GOOGLE_TOKEN_URL]),
  };
  Object.defineProperty(oauth, 'toJSON', { enumerable: false, value: () => '[oauth apps]' });
  return { allowPrivateHosts: e.MAIL_ALLOW_PRIVATE_HOSTS, oauth };
}

/** Keys of the secrets service (stored mailbox passwords, tokens and signing keys). */
export interface SecretsConfig {
  /** SECRETS_KEY (32 bytes): encrypts new values; unset: the key file's current key does. */
  key: Buffer | undefined;
  /** SECRETS_PREVIOUS_KEYS: still decrypt what they sealed. */
  previousKeys: Buffer[];
  /** DATA_DIR/secrets.keys.json: created (mode 0600) when SECRETS_KEY is unset. */
  keyFile: string;
}

/** Key bytes stay out of JSON (logs): the object serialises as "[secrets]". */
function secretsConfig(e: Env, dataDir: string): SecretsConfig {
  const secrets = {
    key: e.SECRETS_KEY,
    previousKeys: e.SECRETS_PREVIOUS_KEYS ?? [],
    keyFile: path.join(dataDir, 'secrets.keys.json'),
  };
  return Object.defineProperty(secrets, 'toJSON', { enumerable: false, value: () => '[secrets]' });
}

export type PaymentsConfig =
  | { mode: 'local' }
  | {
      mode: 'stripe';
      secretKey: string;
      webhookSecret: string;
      /** The Connect endpoint's own secret (affiliate payouts); without it Stripe's account updates cannot arrive. */
      connectWebhookSecret: string | null;
    };

/** The user pool the browser signs in with (Amplify) and whose access tokens the API accepts. */
export type IdentityConfig = {
  /** Cognito's region (builtin: the part of the pool id before `_`). */
  region: string;
  userPoolId: string;
  clientId: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
} & (
  | {
      mode: 'builtin';
      /** Sign-up asks for a code sent by email; off: sign-up confirms at once. */
      emailVerification: boolean;
      /** argon2id memory cost; the OWASP value except in tests. */
      argon2MemoryKib: number;
      /** Per-account sign-in and code e-mail limits (docs/product.md, Identity). */
      limits: {
        /** IDENTITY_ACCOUNT_LOCK_AFTER: failures from addresses the account has not signed in from before each further one waits. */
        accountLockAfter: number;
        /** IDENTITY_FAMILIAR_ADDRESS_DAYS: how long an address the account signed in from keeps its own budget. */
        familiarAddressDays: number;
        /** IDENTITY_CODE_EMAILS_PER_HOUR: reset or sign-up code e-mails per account and hour. */
        codeEmailsPerHour: number;
      };
    }
  | { mode: 'cognito' }
);

/** Rules that involve more than one key (IDENTITY_MODE=cognito needs the COGNITO_* keys). */
function identityProblems(input: Record<string, string | undefined>): { key: string; message: string }[] {
  const problems: { key: string; message: string }[] = [];
  if (input.IDENTITY_MODE === 'cognito') {
    for (const key of ['COGNITO_REGION', 'COGNITO_USER_POOL_ID', 'COGNITO_CLIENT_ID'] as const) {
      if (!input[key]) problems.push({ key, message: 'is required when IDENTITY_MODE is cognito' });
    }
    const pool = input.COGNITO_USER_POOL_ID?.trim();
    const region = input.COGNITO_REGION?.trim();
    if (pool && region && USER_POOL_ID.test(pool) && pool.split('_')[0] !== region) {
      problems.push({ key: 'COGNITO_USER_POOL_ID', message: `must belong to COGNITO_REGION (${region})` });
    }
  }
  const pairs = [
    ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
    ['MICROSOFT_CLIENT_ID', 'MICROSOFT_CLIENT_SECRET'],
    ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
  ] as const;
  for (const pair of pairs) {
    const missing = pair.filter((key) => !input[key]);
    if (missing.length === 1) {
      problems.push({
        key: missing[0] ?? '',
        message: `is required when ${pair.find((k) => k !== missing[0])} is set`,
      });
    }
  }
  const memory = Number(input.ARGON2_MEMORY_KIB);
  if (input.ARGON2_MEMORY_KIB && input.NODE_ENV !== 'test' && memory < OWASP_ARGON2_MEMORY_KIB) {
    problems.push({
      key: 'ARGON2_MEMORY_KIB',
      message: `must be at least ${OWASP_ARGON2_MEMORY_KIB} (OWASP) outside tests`,
    });
  }
  return problems;
}

function identityConfig(e: Env): IdentityConfig {
  const common = {
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
  };
  if (e.IDENTITY_MODE === 'cognito') {
    // identityProblems has made sure all three are present.
    const userPoolId = e.COGNITO_USER_POOL_ID ?? '';
    return {
      mode: 'cognito',
      region: e.COGNITO_REGION ?? '',
      userPoolId,
      clientId: e.COGNITO_CLIENT_ID ?? '',
      ...common,
    };
  }
  return {
    mode: 'builtin',
    region: e.IDENTITY_POOL_ID.split('_')[0] ?? '',
    userPoolId: e.IDENTITY_POOL_ID,
    clientId: e.IDENTITY_CLIENT_ID,
    emailVerification: e.IDENTITY_EMAIL_VERIFICATION === 'on',
    argon2MemoryKib: e.ARGON2_MEMORY_KIB,
    limits: {
      accountLockAfter: e.IDENTITY_ACCOUNT_LOCK_AFTER,
      familiarAddressDays: e.IDENTITY_FAMILIAR_ADDRESS_DAYS,
      codeEmailsPerHour: e.IDENTITY_CODE_EMAILS_PER_HOUR,
    },
    ...common,
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: { key: string; message: string }[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p.key}: ${p.message}`).join('\n')}`);
    this.name = 'ConfigError';
  }
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
  const crossKey = [...identityProblems(input), ...runtimeProblems(input)];
  problems.push(...crossKey.filter((p) => !problems.some((known) => known.key === p.key)));
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
    bootstrapAdmin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    payments:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            mode: 'stripe',
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            connectWebhookSecret: e.STRIPE_CONNECT_WEBHOOK_SECRET ?? null,
          }
        : { mode: 'local' },
    mail: {
      smtpUrl: e.SMTP_URL,
      from:
        e.MAIL_FROM ?? `Meridian Trading Academy <no-reply@${new URL(e.PUBLIC_URL ?? 'http://localhost').hostname}>`,
    },
    rsvp: {
      holdMinutes: e.RSVP_HOLD_MINUTES,
      waitlistOfferHours: e.WAITLIST_OFFER_HOURS,
      challenge: { cost: e.RSVP_CHALLENGE_COST, maxCounter: e.RSVP_CHALLENGE_MAX_COUNTER },
    },
    audit: { retentionDays: e.AUDIT_RETENTION_DAYS },
    secrets: secretsConfig(e, dataDir),
    senderMailboxes: senderMailboxesConfig(e),
    storage: storageConfig(e, dataDir),
    observability: observabilityConfig(e),
  };
}
