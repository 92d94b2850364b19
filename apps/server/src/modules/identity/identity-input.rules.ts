import { z } from 'zod';
import {
  BASE64URL_PATTERN,
  clientId,
  digits,
  flag,
  list,
  map,
  member,
  name,
  structure,
  text,
  token,
} from './cognito-input.rules';

/**
 * Request bodies of the operations the pool answers, as Amplify (and the AWS SDK) send them.
 * Unknown keys (ClientMetadata, UserContextData, AnalyticsMetadata…) are ignored. Every string
 * member is checked for type, length and characters in `cognito-input.rules.ts`.
 */

const username = name(256);
/** Longer than the policy allows, so that over-long passwords get the policy's own message. */
const password = text(4096);
const code = name(64);
const attribute = structure({ Name: name(32), Value: text(2048) });
const flowName = name(64);
/** Cognito's Session: an opaque string of 20 to 2048 characters. */
const session = text(2048, 20);
/** A TOTP code as VerifySoftwareToken takes it: six digits. */
const totpCode = digits(6);
const mfaSettings = structure({ Enabled: flag.optional(), PreferredMfa: flag.optional() });

export const signUpInput = structure({
  ClientId: clientId,
  Username: username,
  Password: password,
  UserAttributes: list(attribute, 50).optional(),
});

export const confirmSignUpInput = structure({ ClientId: clientId, Username: username, ConfirmationCode: code });

export const usernameInput = structure({ ClientId: clientId, Username: username });

export const initiateAuthInput = structure({
  ClientId: clientId,
  AuthFlow: flowName,
  AuthParameters: map(20, 8192).default({}),
});

export const respondToAuthChallengeInput = structure({
  ClientId: clientId,
  ChallengeName: flowName,
  ChallengeResponses: map(20, 8192).default({}),
  /** The MFA steps' Session (absent for PASSWORD_VERIFIER, which names its SECRET_BLOCK). */
  Session: session.optional(),
});

/** AssociateSoftwareToken and VerifySoftwareToken take an access token (signed in) or a sign-in's Session. */
export const associateSoftwareTokenInput = structure({ AccessToken: token.optional(), Session: session.optional() });

export const verifySoftwareTokenInput = structure({
  AccessToken: token.optional(),
  Session: session.optional(),
  UserCode: totpCode,
  FriendlyDeviceName: text(256).optional(),
});

export const setUserMfaPreferenceInput = structure({
  AccessToken: token,
  SMSMfaSettings: mfaSettings.optional(),
  SoftwareTokenMfaSettings: mfaSettings.optional(),
  EmailMfaSettings: mfaSettings.optional(),
});

/** A WebAuthn value on the wire: base64url, as browsers and Amplify encode them. */
const base64url = (max: number) =>
  member({ min: 1, max, pattern: BASE64URL_PATTERN, test: (v) => /^[A-Za-z0-9_-]+={0,2}$/.test(v) });
const transports = list(name(32), 10).optional();
const attachment = z
  .enum(['platform', 'cross-platform'], { error: 'Member must be platform or cross-platform' })
  .optional();

/**
 * CompleteWebAuthnRegistration's Credential: a RegistrationResponseJSON, as Amplify's
 * associateWebAuthnCredential serialises what navigator.credentials.create() made.
 */
export const registrationCredential = structure({
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key', { error: 'Member must be public-key' }),
  response: structure({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(32_768),
    transports,
  }),
  authenticatorAttachment: attachment,
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

/** RespondToAuthChallenge WEB_AUTHN's CREDENTIAL (a JSON string): an AuthenticationResponseJSON. */
export const assertionCredential = structure({
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key', { error: 'Member must be public-key' }),
  response: structure({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(1024),
    userHandle: base64url(128).optional(),
  }),
  authenticatorAttachment: attachment,
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

export const startWebAuthnRegistrationInput = structure({ AccessToken: token });

export const completeWebAuthnRegistrationInput = structure({ AccessToken: token, Credential: registrationCredential });

export const listWebAuthnCredentialsInput = structure({
  AccessToken: token,
  NextToken: text(256, 1).optional(),
  MaxResults: z
    .number({ error: 'Member must be a number' })
    .int('Member must be an integer')
    .min(1, 'Member must have value greater than or equal to 1')
    .max(20, 'Member must have value less than or equal to 20')
    .optional(),
});

export const deleteWebAuthnCredentialInput = structure({ AccessToken: token, CredentialId: base64url(1024) });

export const refreshInput = structure({ ClientId: clientId, RefreshToken: token });

export const accessTokenInput = structure({ AccessToken: token });

export const revokeTokenInput = structure({ ClientId: clientId, Token: token });

export const confirmForgotPasswordInput = structure({
  ClientId: clientId,
  Username: username,
  ConfirmationCode: code,
  Password: password,
});

export const changePasswordInput = structure({
  AccessToken: token,
  PreviousPassword: password,
  ProposedPassword: password,
});

export type SignUpInput = z.output<typeof signUpInput>;
export type ConfirmSignUpInput = z.output<typeof confirmSignUpInput>;
export type UsernameInput = z.output<typeof usernameInput>;
export type InitiateAuthInput = z.output<typeof initiateAuthInput>;
export type RespondToAuthChallengeInput = z.output<typeof respondToAuthChallengeInput>;
export type RefreshInput = z.output<typeof refreshInput>;
export type AccessTokenInput = z.output<typeof accessTokenInput>;
export type RevokeTokenInput = z.output<typeof revokeTokenInput>;
export type ConfirmForgotPasswordInput = z.output<typeof confirmForgotPasswordInput>;
export type ChangePasswordInput = z.output<typeof changePasswordInput>;
export type AssociateSoftwareTokenInput = z.output<typeof associateSoftwareTokenInput>;
export type VerifySoftwareTokenInput = z.output<typeof verifySoftwareTokenInput>;
export type SetUserMfaPreferenceInput = z.output<typeof setUserMfaPreferenceInput>;
export type CompleteWebAuthnRegistrationInput = z.output<typeof completeWebAuthnRegistrationInput>;
export type ListWebAuthnCredentialsInput = z.output<typeof listWebAuthnCredentialsInput>;
export type DeleteWebAuthnCredentialInput = z.output<typeof deleteWebAuthnCredentialInput>;
export type AssertionCredential = z.output<typeof assertionCredential>;

/** Where a request came from: the address for the per-address limits, the browser for a passkey's name. */
export interface RequestContext {
  address: string;
  userAgent?: string;
}
