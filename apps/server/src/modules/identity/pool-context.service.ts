import { normalizeEmail } from '@meridian/contracts/email-address';
import { createHmac, randomBytes } from 'node:crypto';
import { createBuiltinTokenVerifier, type BuiltinTokenVerifier } from '../../adapters/identity/builtin-token-verifier';
import type { Orm } from '../../db/database';
import { createAttemptLimiter, type AccountLimits, type AttemptLimiter } from './attempt-limiter.service';
import { CognitoError } from './cognito-error.rules';
import type { CodeSender } from './code-sender.service';
import { createFamiliarAddresses } from './familiar-addresses.service';
import { createMfaSessions, type MfaSessions } from './mfa-sessions.service';
import { createOneTimeCodes, type OneTimeCodes } from './one-time-codes.service';
import { relyingPartyOf, type RelyingParty } from './passkey-ceremony.rules';
import { createPasswordHasher, type PasswordHasher } from './password-hasher.service';
import { poolUserRepository, type Credentials, type PoolUserRow } from './pool-user.repository';
import { createRefreshSessions, type RefreshSessions } from './refresh-sessions.service';
import type { Secrets } from '../../core/secrets/secrets.service';
import { createSealedPoolSecrets } from './sealed-pool-secrets.service';
import { createSigningKeyStore, type SigningKeyStore } from './signing-key-store.service';
import { createSoftwareTokens, type AccountChangeRecorder, type SoftwareTokens } from './software-tokens.service';
import { createSrpCredentials, N, srpPoolName } from './srp-math.rules';
import { createTokenIssuer, type TokenIssuer } from './token-issuer.service';

export interface PoolSettings {
  userPoolId: string;
  clientId: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  emailVerification: boolean;
  argon2MemoryKib: number;
  /** Per-account sign-in and code e-mail limits (docs/product.md, Identity). */
  limits: AccountLimits;
}

/** Everything the pool's operations share: settings, clock, the database handle and components. */
export interface PoolContext {
  settings: PoolSettings;
  poolName: string;
  now: () => Date;
  /** The handle the pool's repositories run on. */
  orm: Orm;
  hasher: PasswordHasher;
  limiter: AttemptLimiter;
  codes: OneTimeCodes;
  sessions: RefreshSessions;
  keys: SigningKeyStore;
  issuer: TokenIssuer;
  verifier: BuiltinTokenVerifier;
  /** Users' authenticators (TOTP MFA) and the sign-ins waiting on them. */
  softwareTokens: SoftwareTokens;
  mfaSessions: MfaSessions;
  /** Whether the user's roles must use MFA (the site setting; docs/identity-protocol.md, TOTP MFA). */
  mfaRequired(userSub: string): Promise<boolean>;
  /** Stable stand-ins for an unknown username's SRP salt and verifier (keyed by a pool secret). */
  decoy(username: string): Promise<{ salt: string; verifier: string }>;
  /** Salt, SRP verifier and argon2id hash for a new password. */
  credentials(username: string, password: string): Promise<Credentials>;
  /** Told of every sign-in's outcome and passkey change (the audit log keeps staff's). */
  signIns: SignInRecorder;
  /** Told of each change a user makes to their own sign-in security (the audit log keeps them). */
  accountChanges: AccountChangeRecorder;
  /** Who passkeys are made for (the site's own origin); null where browsers refuse them (an IP address). */
  relyingParty: RelyingParty | null;
}

/** Records a change of an account's passkeys inside the transaction making it. */
export type PasskeyAudit = (db: Orm, change: { action: 'added' | 'removed'; name: string }) => Promise<void>;

/** A sign-in's outcome, for the account it names (a pool subject), and changes of its passkeys. */
export interface SignInRecorder {
  attempted(attempt: {
    sub: string;
    succeeded: boolean;
    reason?: string;
    method: 'password' | 'passkey';
  }): Promise<void>;
  /** How to record the account's passkey changes; looked up before the change's transaction opens. */
  passkeyAudit(sub: string): Promise<PasskeyAudit>;
}

export function createPoolContext(
  orm: Orm,
  settings: PoolSettings,
  options: {
    codeSender: CodeSender;
    now: () => Date;
    secrets: Secrets;
    mfaRequired: (userSub: string) => Promise<boolean>;
    signIns?: SignInRecorder;
    accountChanges?: AccountChangeRecorder;
    publicUrl: string;
  },
): PoolContext {
  const accountChanges = options.accountChanges ?? { changed: async () => undefined };
  const { now } = options;
  const hasher = createPasswordHasher(settings.argon2MemoryKib);
  const keys = createSigningKeyStore(orm, {
    tokenLifetimeMs: settings.accessTokenTtlSeconds * 1000,
    now,
    secrets: options.secrets,
  });
  const poolSecrets = createSealedPoolSecrets(orm, options.secrets);
  const issuer = createTokenIssuer(keys, {
    userPoolId: settings.userPoolId,
    clientId: settings.clientId,
    ttlSeconds: settings.accessTokenTtlSeconds,
    now,
  });
  const sessions = createRefreshSessions(orm, { refreshTtlDays: settings.refreshTokenTtlDays, now });
  const poolName = srpPoolName(settings.userPoolId);
  let decoyKey: Promise<Buffer> | undefined;
  let addressKey: Promise<Buffer> | undefined;
  const familiar = createFamiliarAddresses(orm, {
    days: settings.limits.familiarAddressDays,
    now,
    key: () =>
      (addressKey ??= poolSecrets
        .get('familiar-address-key', () => randomBytes(32).toString('hex'))
        .then((hex) => Buffer.from(hex, 'hex'))),
  });

  return {
    settings,
    poolName,
    now,
    orm,
    hasher,
    limiter: createAttemptLimiter(orm, now, { limits: settings.limits, familiar }),
    codes: createOneTimeCodes(orm, options.codeSender, now),
    signIns: options.signIns ?? { attempted: async () => undefined, passkeyAudit: async () => async () => undefined },
    accountChanges,
    relyingParty: relyingPartyOf(options.publicUrl),
    sessions,
    keys,
    issuer,
    verifier: createBuiltinTokenVerifier({
      issuer: issuer.issuer,
      clientId: settings.clientId,
      verificationKey: (kid) => keys.verificationKey(kid),
      sessionActive: (originJti, at) => sessions.isActive(originJti, at),
      now,
    }),
    softwareTokens: createSoftwareTokens(orm, options.secrets, now, accountChanges),
    mfaSessions: createMfaSessions(orm, now),
    mfaRequired: options.mfaRequired,

    async decoy(username) {
      decoyKey ??= poolSecrets
        .get('decoy-srp-key', () => randomBytes(32).toString('hex'))
        .then((hex) => Buffer.from(hex, 'hex'));
      const key = await decoyKey;
      const mac = (label: string) => createHmac('sha256', key).update(`${label}\0${username}`).digest();
      const salt = mac('salt').subarray(0, 16).toString('hex');
      // 384 bytes of keyed output reduced mod N: indistinguishable from a real g^x without a modPow.
      const wide = Buffer.concat(Array.from({ length: 12 }, (_, i) => mac(`verifier${i}`)));
      const verifier = (BigInt(`0x${wide.toString('hex')}`) % N).toString(16);
      return { salt, verifier };
    },

    async credentials(username, password) {
      const srp = createSrpCredentials(poolName, username, password);
      return { srpSalt: srp.salt, srpVerifier: srp.verifier, passwordHash: await hasher.hash(password) };
    },
  };
}

/** An e-mail address shape; no spaces or control characters anywhere. */
const EMAIL = /^[^\s@\p{C}]+@[^\s@\p{C}]+\.[^\s@\p{C}]+$/u;

/**
 * The canonical username: the address in its one normal form (`normalizeEmail`, shared with profiles
 * and forms: NFKC, trimmed, no trailing dot), lower case (sign-in is case-insensitive, as in Cognito).
 */
export function normalizeUsername(raw: string): string {
  return normalizeEmail(raw).toLowerCase();
}

export function isEmailUsername(username: string): boolean {
  return username.length <= 254 && EMAIL.test(username);
}

export function assertClient(context: PoolContext, clientId: string): void {
  if (clientId !== context.settings.clientId) {
    throw new CognitoError('ResourceNotFoundException', `User pool client ${clientId} does not exist.`);
  }
}

/** Resolves the user behind an access token, or throws what Cognito throws. */
export async function authenticate(
  context: PoolContext,
  accessToken: string,
): Promise<{ user: PoolUserRow; originJti: string }> {
  const result = await context.verifier.check(accessToken);
  if (!result.ok) {
    const message = {
      invalid: 'Invalid Access Token',
      expired: 'Access Token has expired',
      revoked: 'Access Token has been revoked',
    }[result.reason];
    throw new CognitoError('NotAuthorizedException', message);
  }
  const user = await poolUserRepository.findBySub(context.orm, result.token.sub);
  if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
  if (user.disabled) throw new CognitoError('NotAuthorizedException', 'User is disabled.');
  return { user, originJti: result.token.originJti ?? '' };
}

/** The user's attributes as GetUser lists them (sub first, as Cognito does). */
export function attributeList(user: PoolUserRow): { Name: string; Value: string }[] {
  return [
    { Name: 'sub', Value: user.sub },
    { Name: 'email', Value: user.email },
    { Name: 'email_verified', Value: String(user.emailVerified) },
    ...Object.entries(user.attributes).map(([Name, Value]) => ({ Name, Value })),
  ];
}
