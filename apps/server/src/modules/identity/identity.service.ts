import type { AmplifyAuthConfig } from '@meridian/contracts/settings';
import { createCognitoTokenVerifier } from '../../adapters/identity/cognito-token-verifier';
import type { TokenVerifier } from '../../adapters/identity/token-verifier';
import type { Config } from '../../config';
import type { Orm } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { CognitoError } from './cognito-error.rules';
import type { CodeSender } from './code-sender.service';
import { createIdentityOperations, type OperationHandler } from './identity-operations.service';
import { passwordProblem } from './password-policy.rules';
import type { Secrets } from '../../core/secrets/secrets.service';
import { createPoolContext, isEmailUsername, normalizeUsername, type SignInRecorder } from './pool-context.service';
import type { AccountChangeRecorder } from './software-tokens.service';
import type { MfaResetNotice } from './mfa-reset.service';
import { passkeyRepository } from './passkey.repository';
import { poolUserRepository, type PoolUserRow } from './pool-user.repository';
import type { LiveSession } from './session.repository';
import { createSignUpService } from './sign-up.service';
import type { Jwks } from './signing-key-store.service';
import { signUpAttributes } from './user-attributes.rules';

/** A pool user as other modules see it (no credentials). */
export interface PoolUser {
  sub: string;
  username: string;
  email: string;
  emailVerified: boolean;
  status: 'confirmed' | 'unconfirmed';
  disabled: boolean;
  attributes: Record<string, string>;
  createdAt: string;
}

export interface CreateUserInput {
  email: string;
  password: string;
  attributes?: Record<string, string>;
  /** Admin-created users count as verified unless told otherwise. */
  emailVerified?: boolean;
}

/** The built-in pool's HTTP face: the operations behind POST /identity and the published keys. */
export interface IdentityPool {
  userPoolId: string;
  operations: Record<string, OperationHandler>;
  jwks(): Promise<Jwks>;
}

export interface IdentityOptions {
  codeSender: CodeSender;
  now?: () => Date;
  /** Seals the pool's signing keys and generated secrets. */
  secrets: Secrets;
  /** Whether the user's roles must use MFA (the site setting). Default: nobody must. */
  mfaRequired?: (sub: string) => Promise<boolean>;
  /** Tells a person an admin reset their MFA (system mail). */
  mfaResetNotice?: MfaResetNotice;
  /** Told of every password sign-in's outcome (built-in pool only). */
  signIns?: SignInRecorder;
  /** Told of each change users make to their own sign-in security (built-in pool only). */
  accountChanges?: AccountChangeRecorder;
}

function toPoolUser(row: PoolUserRow): PoolUser {
  return {
    sub: row.sub,
    username: row.username,
    email: row.email,
    emailVerified: row.emailVerified,
    status: row.status,
    disabled: row.disabled,
    attributes: row.attributes,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface IdentityService {
  mode: 'builtin' | 'cognito';
  /** Verifies access tokens for the API (plugins/auth). */
  tokenVerifier: TokenVerifier;
  /** The built-in pool's routes; null in Cognito mode. */
  pool: IdentityPool | null;
  /** What the browser passes to `Amplify.configure({ Auth })` (GET /api/config). */
  publicAuthConfig(): AmplifyAuthConfig;
  createUser(input: CreateUserInput): Promise<PoolUser>;
  disableUser(sub: string): Promise<void>;
  enableUser(sub: string): Promise<void>;
  findBySub(sub: string): Promise<PoolUser | undefined>;
  emailOf(sub: string): Promise<string | null>;
  subOf(email: string): Promise<string | null>;
  rotateSigningKey(): Promise<string>;
  /**
   * Recovery for a lost authenticator (built-in pool): forgets the user's TOTP secret and MFA
   * preference, ends sign-ins waiting on a code, and mails the user. False when there was none.
   */
  resetMfa(sub: string): Promise<boolean>;
  /** The user's live sign-ins, newest first; null in Cognito mode (AWS keeps them, unlisted). */
  liveSessions(sub: string): Promise<LiveSession[] | null>;
  /** When each of the user's passkeys last signed in; null in Cognito mode (AWS does not say). */
  passkeyUse(sub: string): Promise<{ credentialId: string; lastUsedAt: Date | null }[] | null>;
  /** Null when this instance's secrets keys open the stored signing key; otherwise why not, naming the key ids. */
  secretsProblem(): Promise<string | null>;
  seedDefaults(): Promise<void>;
  /**
   * Start-up: usernames stored before addresses were normalised take their normal form where it is
   * free; a look-alike of another account keeps its own (docs/decisions/2026-11-27-address-normalisation.md).
   */
  normaliseStoredAddresses(): Promise<{ renamed: number; kept: number }>;
}

const COGNITO_MANAGED = 'Users are managed in the AWS Cognito user pool when IDENTITY_MODE is cognito.';

/**
 * Identity for the rest of the app: which pool the browser uses, how access tokens are verified,
 * and (built-in pool) user administration. In Cognito mode the pool is AWS's and only verification
 * happens here.
 */
export function createIdentityService(orm: Orm, config: Config, options: IdentityOptions): IdentityService {
  const identity = config.identity;
  if (identity.mode === 'cognito') {
    return {
      mode: identity.mode,
      tokenVerifier: createCognitoTokenVerifier({ userPoolId: identity.userPoolId, clientId: identity.clientId }),
      pool: null,
      publicAuthConfig: () => ({
        Cognito: { userPoolId: identity.userPoolId, userPoolClientId: identity.clientId },
      }),
      createUser: async () => {
        throw new AppError('UNAVAILABLE', COGNITO_MANAGED);
      },
      // Nothing to do here: the app's own user record carries the disabled flag.
      disableUser: async () => undefined,
      enableUser: async () => undefined,
      findBySub: async () => undefined,
      emailOf: async () => null,
      subOf: async () => null,
      rotateSigningKey: async () => {
        throw new AppError('UNAVAILABLE', COGNITO_MANAGED);
      },
      resetMfa: async () => {
        throw new AppError('UNAVAILABLE', COGNITO_MANAGED);
      },
      liveSessions: async () => null,
      passkeyUse: async () => null,
      secretsProblem: async () => null,
      seedDefaults: async () => undefined,
      normaliseStoredAddresses: async () => ({ renamed: 0, kept: 0 }),
    };
  }

  const now = options.now ?? (() => new Date());
  const context = createPoolContext(orm, identity, {
    codeSender: options.codeSender,
    now,
    secrets: options.secrets,
    mfaRequired: options.mfaRequired ?? (async () => false),
    signIns: options.signIns,
    accountChanges: options.accountChanges,
    publicUrl: config.publicUrl,
  });
  const signUp = createSignUpService(context);
  const pool: IdentityPool = {
    userPoolId: identity.userPoolId,
    operations: createIdentityOperations(context),
    jwks: () => context.keys.jwks(),
  };

  async function findBySub(sub: string): Promise<PoolUser | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(sub)) return undefined;
    const row = await poolUserRepository.findBySub(orm, sub);
    return row ? toPoolUser(row) : undefined;
  }

  async function setDisabled(sub: string, disabled: boolean): Promise<void> {
    if (!(await findBySub(sub))) return;
    await poolUserRepository.setDisabled(orm, sub, disabled);
    if (disabled) await context.sessions.revokeAll(sub, 'user-disabled');
  }

  return {
    mode: identity.mode,
    tokenVerifier: context.verifier,
    pool,
    publicAuthConfig: () => ({
      Cognito: {
        userPoolId: identity.userPoolId,
        userPoolClientId: identity.clientId,
        userPoolEndpoint: `${config.publicUrl}/identity`,
      },
    }),

    /** A confirmed user (admin bootstrap and CLI). AppError VALIDATION or CONFLICT when refused. */
    async createUser(input) {
      const username = normalizeUsername(input.email);
      if (!isEmailUsername(username)) throw new AppError('VALIDATION', 'Please enter a valid email address.');
      const problem = passwordProblem(input.password);
      if (problem) throw new AppError('VALIDATION', problem);
      try {
        const attributes = signUpAttributes(
          Object.entries(input.attributes ?? {}).map(([Name, Value]) => ({ Name, Value })),
          username,
        );
        const row = await signUp.register({
          username,
          password: input.password,
          attributes,
          confirmed: true,
          emailVerified: input.emailVerified ?? true,
        });
        return toPoolUser(row);
      } catch (error) {
        if (error instanceof CognitoError) {
          throw new AppError(error.type === 'UsernameExistsException' ? 'CONFLICT' : 'VALIDATION', error.message);
        }
        throw error;
      }
    },

    /** Refuses new sign-ins and ends every session at once (access tokens stop verifying). */
    disableUser: (sub) => setDisabled(sub, true),
    enableUser: (sub) => setDisabled(sub, false),
    findBySub,
    emailOf: async (sub) => (await findBySub(sub))?.email ?? null,
    async subOf(email) {
      const row = await poolUserRepository.findByUsername(orm, normalizeUsername(email));
      return row?.sub ?? null;
    },
    /** Adds a signing key; the previous ones keep verifying until their tokens expire. */
    rotateSigningKey: () => context.keys.rotate(),
    async resetMfa(sub) {
      const user = await findBySub(sub);
      if (!user) return false;
      const had = await context.softwareTokens.reset(sub);
      await context.mfaSessions.endAll(sub);
      if (had) await options.mfaResetNotice?.(user.email);
      return had;
    },
    liveSessions: (sub) => context.sessions.listLive(sub),
    passkeyUse: async (sub) =>
      (await passkeyRepository.list(orm, sub)).map(({ credentialId, lastUsedAt }) => ({ credentialId, lastUsedAt })),
    /** Null when this instance's secrets keys open the signing key; else why not (boot and /api/ready). */
    secretsProblem: () => context.keys.secretsProblem(),
    /** First boot: the signing key exists before the first sign-in. */
    seedDefaults: () => context.keys.ensure(),
    async normaliseStoredAddresses() {
      const counts = { renamed: 0, kept: 0 };
      for (const row of await poolUserRepository.possiblyUnnormalised(orm)) {
        const normal = normalizeUsername(row.username);
        if (normal === row.username) continue;
        counts[(await poolUserRepository.rename(orm, row.sub, row.username, normal)) ? 'renamed' : 'kept'] += 1;
      }
      return counts;
    },
  };
}
