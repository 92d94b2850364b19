import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { randomBytes } from 'node:crypto';
import { inTransaction } from '../../db/transaction';
import { CognitoError } from './cognito-error.rules';
import type {
  AccessTokenInput,
  CompleteWebAuthnRegistrationInput,
  DeleteWebAuthnCredentialInput,
  ListWebAuthnCredentialsInput,
  RequestContext,
} from './identity-input.rules';
import { MFA_SESSION_TTL_MS } from './mfa-sessions.service';
import { creationOptions, signedChallenge, verifiedRegistration, type RelyingParty } from './passkey-ceremony.rules';
import { defaultPasskeyName, PASSKEY_NAME_MAX } from './passkey-names.rules';
import { passkeyRepository as passkeys, type PasskeyRow } from './passkey.repository';
import { authenticate, type PoolContext } from './pool-context.service';

/** Passkeys one user may have, as in Cognito. */
export const PASSKEYS_PER_USER = 20;

export const WEBAUTHN_NOT_ENABLED =
  'Passkeys need the site to be reached by a domain name over https (PUBLIC_URL); this user pool cannot offer them.';

/** The relying party, or WebAuthnNotEnabledException where browsers refuse passkeys (an IP address). */
export function relyingPartyOrRefuse(context: PoolContext): RelyingParty {
  if (!context.relyingParty) throw new CognitoError('WebAuthnNotEnabledException', WEBAUTHN_NOT_ENABLED);
  return context.relyingParty;
}

/** ListWebAuthnCredentials' entry, as Cognito describes a passkey (CreatedAt in epoch seconds). */
function described(row: PasskeyRow) {
  return {
    CredentialId: row.credentialId,
    FriendlyCredentialName: row.name,
    RelyingPartyId: row.relyingPartyId,
    ...(row.attachment ? { AuthenticatorAttachment: row.attachment } : {}),
    AuthenticatorTransports: row.transports,
    CreatedAt: Math.floor(row.createdAt.getTime() / 1000),
  };
}

/**
 * StartWebAuthnRegistration, CompleteWebAuthnRegistration, ListWebAuthnCredentials and
 * DeleteWebAuthnCredential (docs/identity-protocol.md, Passkeys): a signed-in user adds, lists and
 * removes their passkeys. A registration's challenge is a sign-in step of its own (single use,
 * 5 minutes); adding and removing are recorded for staff (sign-in-audit.service.ts).
 */
export function createPasskeysService(context: PoolContext) {
  const { orm, mfaSessions } = context;

  return {
    async startWebAuthnRegistration(input: AccessTokenInput) {
      const rp = relyingPartyOrRefuse(context);
      const { user } = await authenticate(context, input.AccessToken);
      const existing = await passkeys.list(orm, user.sub);
      if (existing.length >= PASSKEYS_PER_USER) {
        throw new CognitoError('LimitExceededException', `A user can have at most ${PASSKEYS_PER_USER} passkeys.`);
      }
      const challenge = new Uint8Array(randomBytes(32));
      await mfaSessions.startRegistration(
        user.sub,
        context.settings.clientId,
        Buffer.from(challenge).toString('base64url'),
      );
      const options = await creationOptions({
        rp,
        user: { sub: user.sub, username: user.username, displayName: user.attributes.name || user.email },
        challenge,
        existing: existing.filter((passkey) => passkey.relyingPartyId === rp.id),
        timeoutMs: MFA_SESSION_TTL_MS,
      });
      return { CredentialCreationOptions: options };
    },

    /** Verifies what the browser made for the user's pending registration and stores the passkey. */
    async completeWebAuthnRegistration(input: CompleteWebAuthnRegistrationInput, request: RequestContext) {
      const rp = relyingPartyOrRefuse(context);
      const { user } = await authenticate(context, input.AccessToken);
      const challenge = signedChallenge(input.Credential.response.clientDataJSON, 'webauthn.create');
      if (!(await mfaSessions.takeRegistration(user.sub, challenge))) {
        throw new CognitoError(
          'WebAuthnChallengeNotFoundException',
          'This passkey registration has expired or was already used. Start it again.',
        );
      }
      const made = await verifiedRegistration(input.Credential as RegistrationResponseJSON, rp, challenge);
      const existing = await passkeys.list(orm, user.sub);
      if (existing.length >= PASSKEYS_PER_USER) {
        throw new CognitoError('LimitExceededException', `A user can have at most ${PASSKEYS_PER_USER} passkeys.`);
      }
      const name = defaultPasskeyName(
        request.userAgent,
        existing.map((passkey) => passkey.name),
      ).slice(0, PASSKEY_NAME_MAX);
      const audit = await context.signIns.passkeyAudit(user.sub);
      const stored = await inTransaction(orm, async (db) => {
        const row = { ...made, transports: [...made.transports], userSub: user.sub, relyingPartyId: rp.id, name };
        if (!(await passkeys.insert(db, { ...row, createdAt: context.now() }))) return false;
        await audit(db, { action: 'added', name });
        return true;
      });
      if (!stored) throw new CognitoError('InvalidParameterException', 'This passkey is registered already.');
      return {};
    },

    /** The user's passkeys, oldest first; NextToken is the last credential id of the page before. */
    async listWebAuthnCredentials(input: ListWebAuthnCredentialsInput) {
      const { user } = await authenticate(context, input.AccessToken);
      const all = await passkeys.list(orm, user.sub);
      const start = input.NextToken ? all.findIndex((row) => row.credentialId === input.NextToken) + 1 : 0;
      if (start === 0 && input.NextToken) throw new CognitoError('InvalidParameterException', 'Invalid NextToken.');
      const page = all.slice(start, start + (input.MaxResults ?? PASSKEYS_PER_USER));
      const last = page.at(-1);
      const more = last !== undefined && start + page.length < all.length;
      return { Credentials: page.map(described), ...(more ? { NextToken: last.credentialId } : {}) };
    },

    async deleteWebAuthnCredential(input: DeleteWebAuthnCredentialInput) {
      const { user } = await authenticate(context, input.AccessToken);
      const audit = await context.signIns.passkeyAudit(user.sub);
      const removed = await inTransaction(orm, async (db) => {
        const row = await passkeys.remove(db, user.sub, input.CredentialId);
        if (row) await audit(db, { action: 'removed', name: row.name });
        return row;
      });
      if (!removed) throw new CognitoError('ResourceNotFoundException', 'The passkey does not exist.');
      return {};
    },
  };
}
