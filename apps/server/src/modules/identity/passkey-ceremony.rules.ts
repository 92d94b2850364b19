import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import { isIP } from 'node:net';
import { CognitoError } from './cognito-error.rules';

/**
 * The WebAuthn ceremonies of the pool's passkeys (docs/identity-protocol.md, Passkeys), verified by
 * @simplewebauthn/server: the options the browser gets and the checks its answers pass, with the
 * errors Cognito answers.
 */

/** The relying party passkeys are made for: the site's own origin and its host name. */
export interface RelyingParty {
  /** The RP ID: the host name of PUBLIC_URL. */
  id: string;
  /** The only origin whose ceremonies are accepted. */
  origin: string;
}

/** A stored passkey, as the checks need it. */
export interface StoredPasskey {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: readonly string[];
}

/** What a verified registration stores. */
export interface NewPasskey extends StoredPasskey {
  attachment: 'platform' | 'cross-platform' | null;
}

/** ES256 and RS256, the algorithms Cognito offers. */
export const PASSKEY_ALGORITHMS = [-7, -257];
const TRANSPORTS = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

/**
 * The site's own origin as the relying party, or null where browsers refuse passkeys: an address
 * given as an IP (WebAuthn needs a domain name) or plain http anywhere but localhost.
 */
export function relyingPartyOf(publicUrl: string): RelyingParty | null {
  const url = new URL(publicUrl);
  const host = url.hostname;
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) return null;
  const local = host === 'localhost' || host.endsWith('.localhost');
  if (url.protocol !== 'https:' && !local) return null;
  return { id: host, origin: url.origin };
}

/** The user handle a passkey carries: the 16 bytes of the pool subject (a UUID). */
export function userHandleOf(sub: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(sub.replace(/-/g, ''), 'hex'));
}

const descriptors = (passkeys: readonly StoredPasskey[]) =>
  passkeys.map((passkey) => ({ id: passkey.credentialId, transports: [...passkey.transports] }));

/** StartWebAuthnRegistration's CredentialCreationOptions: a discoverable passkey that verifies its user. */
export function creationOptions(input: {
  rp: RelyingParty;
  user: { sub: string; username: string; displayName: string };
  challenge: Uint8Array<ArrayBuffer>;
  existing: readonly StoredPasskey[];
  timeoutMs: number;
}): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: input.rp.id,
    rpID: input.rp.id,
    userID: userHandleOf(input.user.sub),
    userName: input.user.username,
    userDisplayName: input.user.displayName,
    challenge: input.challenge,
    timeout: input.timeoutMs,
    attestationType: 'none',
    excludeCredentials: descriptors(input.existing),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
  });
}

/** The WEB_AUTHN challenge's CREDENTIAL_REQUEST_OPTIONS: one of the user's passkeys, verifying its user. */
export function requestOptions(input: {
  rp: RelyingParty;
  challenge: Uint8Array<ArrayBuffer>;
  passkeys: readonly StoredPasskey[];
  timeoutMs: number;
}): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: input.rp.id,
    challenge: input.challenge,
    allowCredentials: descriptors(input.passkeys),
    userVerification: 'required',
    timeout: input.timeoutMs,
  });
}

/** The challenge a ceremony's answer signed (from its client data); InvalidParameterException if unreadable. */
export function signedChallenge(clientDataJSON: string, type: 'webauthn.create' | 'webauthn.get'): string {
  let clientData: ReturnType<typeof decodeClientDataJSON>;
  try {
    clientData = decodeClientDataJSON(clientDataJSON);
  } catch {
    throw new CognitoError('InvalidParameterException', 'The credential has unreadable client data.');
  }
  if (clientData.type !== type || typeof clientData.challenge !== 'string') {
    throw new CognitoError('InvalidParameterException', `The credential is not the answer of ${type}.`);
  }
  return clientData.challenge;
}

/**
 * CompleteWebAuthnRegistration's checks: the origin is the site's (WebAuthnOriginNotAllowedException),
 * the passkey is bound to its RP ID (WebAuthnRelyingPartyMismatchException), and it verified its
 * user with a supported algorithm (WebAuthnCredentialNotSupportedException).
 */
export async function verifiedRegistration(
  credential: RegistrationResponseJSON,
  rp: RelyingParty,
  challenge: string,
): Promise<NewPasskey> {
  if (decodeClientDataJSON(credential.response.clientDataJSON).origin !== rp.origin) {
    throw new CognitoError('WebAuthnOriginNotAllowedException', `Passkeys of this user pool are made on ${rp.origin}.`);
  }
  let result: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    result = await verifyRegistrationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'UnexpectedRPIDHash') {
      throw new CognitoError('WebAuthnRelyingPartyMismatchException', `The passkey was not made for ${rp.id}.`);
    }
    throw new CognitoError(
      'WebAuthnCredentialNotSupportedException',
      'The passkey is not supported: it must verify you (a PIN, a fingerprint or your face) and sign with ES256 or RS256.',
    );
  }
  if (!result.verified) {
    throw new CognitoError('WebAuthnCredentialNotSupportedException', 'The passkey could not be verified.');
  }
  const { credential: made } = result.registrationInfo;
  return {
    credentialId: made.id,
    publicKey: isoBase64URL.fromBuffer(made.publicKey),
    counter: made.counter,
    transports: (credential.response.transports ?? []).filter((transport) => TRANSPORTS.has(transport)),
    attachment: credential.authenticatorAttachment ?? null,
  };
}

/**
 * RespondToAuthChallenge WEB_AUTHN's check: the passkey signed this sign-in's challenge on the site's
 * origin for its RP ID, verified its user, and its counter did not go back. Resolves the new counter;
 * null when any check fails (the sign-in is refused as a wrong password is).
 */
export async function verifiedAssertion(
  credential: AuthenticationResponseJSON,
  passkey: StoredPasskey,
  rp: RelyingParty,
  challenge: string,
): Promise<number | null> {
  try {
    const result = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: [...passkey.transports],
      },
      requireUserVerification: true,
    });
    return result.verified ? result.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}
