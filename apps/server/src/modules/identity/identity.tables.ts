import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';

const stamp = (name: string) => pg.timestamp(name, { withTimezone: true });

/**
 * The built-in user pool's people. Passwords exist only as the SRP salt and verifier and an
 * argon2id hash; nothing else in the database holds one.
 */
export const poolUsers = pg.pgTable(
  'identity_users',
  {
    /** The token `sub`. */
    sub: pg.uuid('sub').primaryKey().defaultRandom(),
    /** Lower-cased email: the login and USER_ID_FOR_SRP (the SRP verifier is bound to it). */
    username: pg.text('username').notNull().unique(),
    email: pg.text('email').notNull(),
    emailVerified: pg.boolean('email_verified').notNull().default(false),
    /** Other attributes, Cognito names (`name`, `custom:*`); string values. */
    attributes: pg.jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    status: pg.text('status').$type<'confirmed' | 'unconfirmed'>().notNull(),
    disabled: pg.boolean('disabled').notNull().default(false),
    srpSalt: pg.text('srp_salt').notNull(),
    srpVerifier: pg.text('srp_verifier').notNull(),
    passwordHash: pg.text('password_hash').notNull(),
    /**
     * The name the SRP verifier was made with, when the username was normalised after it
     * (docs/decisions/2026-11-27-address-normalisation.md); handed out as USER_ID_FOR_SRP. Null: the
     * username. A new password clears it.
     */
    srpUsername: pg.text('srp_username'),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [pg.check('identity_users_status', sql`${t.status} in ('confirmed', 'unconfirmed')`)],
);

/** One sign-in: the family of refresh tokens that share an `origin_jti`. Revoking it ends them all. */
export const poolSessions = pg.pgTable(
  'identity_sessions',
  {
    originJti: pg.uuid('origin_jti').primaryKey(),
    userSub: pg
      .uuid('user_sub')
      .notNull()
      .references(() => poolUsers.sub, { onDelete: 'cascade' }),
    clientId: pg.text('client_id').notNull(),
    authTime: stamp('auth_time').notNull(),
    /** The family's absolute end: sign-in plus REFRESH_TOKEN_TTL_DAYS; rotation does not extend it. */
    expiresAt: stamp('expires_at').notNull(),
    revokedAt: stamp('revoked_at'),
    revokedReason: pg.text('revoked_reason'),
  },
  (t) => [pg.index('identity_sessions_user').on(t.userSub)],
);

/** Refresh tokens by SHA-256 hash; the token itself is never stored. */
export const refreshTokens = pg.pgTable(
  'identity_refresh_tokens',
  {
    tokenHash: pg.text('token_hash').primaryKey(),
    /** The family (= the session's origin_jti). */
    familyId: pg
      .uuid('family_id')
      .notNull()
      .references(() => poolSessions.originJti, { onDelete: 'cascade' }),
    issuedAt: stamp('issued_at').notNull(),
    expiresAt: stamp('expires_at').notNull(),
    /** Set when exchanged for a successor; a reuse after the grace period revokes the family. */
    rotatedAt: stamp('rotated_at'),
    replacedBy: pg.text('replaced_by'),
  },
  (t) => [pg.index('identity_refresh_tokens_family').on(t.familyId)],
);

/**
 * RS256 signing keys. The newest unretired key signs; retired keys verify until their tokens expire.
 * `privateJwk` is sealed by the secrets service (context `identity.signing-key:<kid>`).
 */
export const signingKeys = pg.pgTable('identity_signing_keys', {
  kid: pg.text('kid').primaryKey(),
  privateJwk: pg.text('private_jwk').notNull(),
  publicJwk: pg.jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: stamp('created_at').notNull().defaultNow(),
  retiredAt: stamp('retired_at'),
});

/** Sign-up confirmation and password-reset codes (6 digits, stored hashed); one live code per purpose. */
export const oneTimeCodes = pg.pgTable(
  'identity_codes',
  {
    userSub: pg
      .uuid('user_sub')
      .notNull()
      .references(() => poolUsers.sub, { onDelete: 'cascade' }),
    purpose: pg.text('purpose').$type<'signup' | 'reset'>().notNull(),
    codeHash: pg.text('code_hash').notNull(),
    expiresAt: stamp('expires_at').notNull(),
    attempts: pg.integer('attempts').notNull().default(0),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.userSub, t.purpose] }),
    pg.check('identity_codes_purpose', sql`${t.purpose} in ('signup', 'reset')`),
  ],
);

/**
 * SRP sign-ins between InitiateAuth and RespondToAuthChallenge, keyed by the SHA-256 of the
 * SECRET_BLOCK handed to the client; deleted when answered, so each is single-use.
 */
export const srpChallenges = pg.pgTable('identity_srp_challenges', {
  id: pg.text('id').primaryKey(),
  username: pg.text('username').notNull(),
  /** Null for an unknown username: the flow runs to the verifier step and fails there. */
  userSub: pg.uuid('user_sub').references(() => poolUsers.sub, { onDelete: 'cascade' }),
  srpA: pg.text('srp_a').notNull(),
  srpB: pg.text('srp_b').notNull(),
  /** The server's ephemeral secret b (hex). */
  secret: pg.text('secret').notNull(),
  expiresAt: stamp('expires_at').notNull(),
});

/**
 * Failure counters shared by every instance: `signin:<address>:<username>` (lockout of a username
 * from one address, kept for unknown usernames too so lockout reveals nothing; the address is
 * URI-encoded), `account:<username>` (the account's lockout for addresses it has not signed in
 * from), `address:<ip>` (per-address failure limit) and `sends:<ip>` (code e-mails).
 */
export const attemptCounters = pg.pgTable('identity_attempts', {
  key: pg.text('key').primaryKey(),
  failures: pg.integer('failures').notNull(),
  firstFailureAt: stamp('first_failure_at').notNull(),
  lastFailureAt: stamp('last_failure_at').notNull(),
  lockedUntil: stamp('locked_until'),
});

/**
 * Addresses each account signed in from successfully (docs/product.md, Identity): they keep their
 * own sign-in budget while strangers' failures slow the account down. The address is kept only as
 * a keyed hash (HMAC under a pool secret; an IPv6 address by its /64 network), and forgotten after
 * IDENTITY_FAMILIAR_ADDRESS_DAYS without a sign-in from it.
 */
export const familiarAddresses = pg.pgTable(
  'identity_familiar_addresses',
  {
    userSub: pg
      .uuid('user_sub')
      .notNull()
      .references(() => poolUsers.sub, { onDelete: 'cascade' }),
    addressHash: pg.text('address_hash').notNull(),
    lastSignedInAt: stamp('last_signed_in_at').notNull(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.userSub, t.addressHash] }),
    pg.index('identity_familiar_addresses_seen').on(t.lastSignedInAt),
  ],
);

/** The pool's generated secrets, each sealed by the secrets service (context `identity.pool-secret:<name>`). */
export const poolSecrets = pg.pgTable('identity_secrets', {
  name: pg.text('name').primaryKey(),
  value: pg.text('value').notNull(),
  createdAt: stamp('created_at').notNull().defaultNow(),
});

/**
 * Each user's authenticator (TOTP MFA, docs/identity-protocol.md): the verified secret and the one
 * being set up, both sealed by the secrets service (context `identity.totp:<sub>`); whether MFA is
 * on and preferred (SetUserMFAPreference); the last time step a code was accepted for, so each code
 * signs in once.
 */
export const softwareTokens = pg.pgTable('identity_software_tokens', {
  userSub: pg
    .uuid('user_sub')
    .primaryKey()
    .references(() => poolUsers.sub, { onDelete: 'cascade' }),
  /** The verified secret; null until a first VerifySoftwareToken. */
  secret: pg.text('secret'),
  /** Associated by AssociateSoftwareToken and not verified yet; replaces `secret` once verified. */
  pendingSecret: pg.text('pending_secret'),
  enabled: pg.boolean('enabled').notNull().default(false),
  preferred: pg.boolean('preferred').notNull().default(false),
  lastStep: pg.integer('last_step'),
  friendlyName: pg.text('friendly_name'),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
});

/**
 * Sign-in steps waiting on an answer (Cognito's `Session`), keyed by the SHA-256 of the session
 * string handed to the client; each step that answers a new Session replaces the row's key. The MFA
 * steps (SOFTWARE_TOKEN_MFA, MFA_SETUP), the first-factor choice of USER_AUTH (SELECT_CHALLENGE),
 * a passkey sign-in (WEB_AUTHN, with its WebAuthn challenge) and a passkey being registered
 * (WEB_AUTHN_REGISTRATION, keyed by its challenge: StartWebAuthnRegistration hands out no Session).
 */
export const mfaSessions = pg.pgTable(
  'identity_mfa_sessions',
  {
    id: pg.text('id').primaryKey(),
    /** Null only for a SELECT_CHALLENGE of an unknown username (it is answered like any other). */
    userSub: pg.uuid('user_sub').references(() => poolUsers.sub, { onDelete: 'cascade' }),
    /** The username a first-factor step was started for (SELECT_CHALLENGE, WEB_AUTHN). */
    username: pg.text('username'),
    clientId: pg.text('client_id').notNull(),
    challenge: pg
      .text('challenge')
      .$type<'SOFTWARE_TOKEN_MFA' | 'MFA_SETUP' | 'SELECT_CHALLENGE' | 'WEB_AUTHN' | 'WEB_AUTHN_REGISTRATION'>()
      .notNull(),
    /** MFA_SETUP: challenged, then associated (a secret is pending), then verified (ready to answer). */
    stage: pg.text('stage').$type<'challenged' | 'associated' | 'verified'>().notNull(),
    /** WEB_AUTHN and WEB_AUTHN_REGISTRATION: the WebAuthn challenge (base64url) the passkey must sign. */
    webauthnChallenge: pg.text('webauthn_challenge'),
    expiresAt: stamp('expires_at').notNull(),
  },
  (t) => [
    pg.index('identity_mfa_sessions_user').on(t.userSub),
    pg.check(
      'identity_mfa_sessions_challenge',
      sql`${t.challenge} in ('SOFTWARE_TOKEN_MFA', 'MFA_SETUP', 'SELECT_CHALLENGE', 'WEB_AUTHN', 'WEB_AUTHN_REGISTRATION')`,
    ),
    pg.check('identity_mfa_sessions_stage', sql`${t.stage} in ('challenged', 'associated', 'verified')`),
  ],
);

/**
 * Users' passkeys (WebAuthn credentials, docs/identity-protocol.md, Passkeys): the public key
 * (COSE, base64url) and signature counter the pool verifies sign-ins with, the relying party it was
 * made for, how the browser reaches it (transports, attachment), and a name for the Account page.
 */
export const webauthnCredentials = pg.pgTable(
  'identity_webauthn_credentials',
  {
    /** The credential id as the browser reports it (base64url). */
    credentialId: pg.text('credential_id').primaryKey(),
    userSub: pg
      .uuid('user_sub')
      .notNull()
      .references(() => poolUsers.sub, { onDelete: 'cascade' }),
    publicKey: pg.text('public_key').notNull(),
    counter: pg.bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: pg.jsonb('transports').$type<string[]>().notNull().default([]),
    /** platform (this device) or cross-platform (a security key, a phone); null when not reported. */
    attachment: pg.text('attachment'),
    relyingPartyId: pg.text('relying_party_id').notNull(),
    name: pg.text('name').notNull(),
    createdAt: stamp('created_at').notNull().defaultNow(),
    lastUsedAt: stamp('last_used_at'),
  },
  (t) => [pg.index('identity_webauthn_credentials_user').on(t.userSub, t.createdAt)],
);
