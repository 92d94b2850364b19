import { z } from 'zod';
import { wholeNumber, type ConfigProblem } from './fields';

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

/** The environment keys of the user pool (built-in or Cognito) and of the bootstrap admin. */
export const identityEnv = {
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
};

type IdentityEnv = z.output<z.ZodObject<typeof identityEnv>>;

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

/** Rules across keys: IDENTITY_MODE=cognito needs the COGNITO_* keys, of one region. */
export function cognitoProblems(input: Record<string, string | undefined>): ConfigProblem[] {
  if (input.IDENTITY_MODE !== 'cognito') return [];
  const problems: ConfigProblem[] = [];
  for (const key of ['COGNITO_REGION', 'COGNITO_USER_POOL_ID', 'COGNITO_CLIENT_ID'] as const) {
    if (!input[key]) problems.push({ key, message: 'is required when IDENTITY_MODE is cognito' });
  }
  const pool = input.COGNITO_USER_POOL_ID?.trim();
  const region = input.COGNITO_REGION?.trim();
  if (pool && region && USER_POOL_ID.test(pool) && pool.split('_')[0] !== region) {
    problems.push({ key: 'COGNITO_USER_POOL_ID', message: `must belong to COGNITO_REGION (${region})` });
  }
  return problems;
}

/** Outside tests, argon2id keeps at least the OWASP memory cost. */
export function argon2Problems(input: Record<string, string | undefined>): ConfigProblem[] {
  const tooSmall =
    input.ARGON2_MEMORY_KIB && input.NODE_ENV !== 'test' && Number(input.ARGON2_MEMORY_KIB) < OWASP_ARGON2_MEMORY_KIB;
  return tooSmall
    ? [{ key: 'ARGON2_MEMORY_KIB', message: `must be at least ${OWASP_ARGON2_MEMORY_KIB} (OWASP) outside tests` }]
    : [];
}

export function identityConfig(e: IdentityEnv): IdentityConfig {
  const common = {
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
  };
  if (e.IDENTITY_MODE === 'cognito') {
    // cognitoProblems has made sure all three are present.
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

/** Bootstrap admin: created (or given the Admin role) at start when both are set. */
export function bootstrapAdmin(e: IdentityEnv): { email: string; password: string } | undefined {
  return e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined;
}
