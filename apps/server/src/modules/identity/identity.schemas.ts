import { z } from 'zod';

/**
 * Request bodies of the operations the pool answers, as Amplify (and the AWS SDK) send them.
 * Unknown keys (ClientMetadata, UserContextData, AnalyticsMetadata…) are ignored.
 */

const text = (max: number) => z.string().min(1).max(max);
const clientId = text(128);
const username = text(256);
/** Longer than the policy allows, so that over-long passwords get the policy's own message. */
const password = z.string().max(4096);
const code = text(64);
const token = text(8192);
const attribute = z.object({ Name: text(128), Value: z.string().max(2048) });

export const signUpInput = z.object({
  ClientId: clientId,
  Username: username,
  Password: password,
  UserAttributes: z.array(attribute).max(50).optional(),
});

export const confirmSignUpInput = z.object({ ClientId: clientId, Username: username, ConfirmationCode: code });

export const usernameInput = z.object({ ClientId: clientId, Username: username });

export const initiateAuthInput = z.object({
  ClientId: clientId,
  AuthFlow: text(64),
  AuthParameters: z.record(z.string(), z.string().max(8192)).default({}),
});

export const respondToAuthChallengeInput = z.object({
  ClientId: clientId,
  ChallengeName: text(64),
  ChallengeResponses: z.record(z.string(), z.string().max(8192)).default({}),
});

export const refreshInput = z.object({ ClientId: clientId, RefreshToken: token });

export const accessTokenInput = z.object({ AccessToken: token });

export const revokeTokenInput = z.object({ ClientId: clientId, Token: token });

export const confirmForgotPasswordInput = z.object({
  ClientId: clientId,
  Username: username,
  ConfirmationCode: code,
  Password: password,
});

export const changePasswordInput = z.object({
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

/** Where a request came from, for the per-address limits. */
export interface RequestContext {
  address: string;
}
