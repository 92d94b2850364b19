import { CognitoError } from './cognito-error.rules';
import type {
  AssociateSoftwareTokenInput,
  RequestContext,
  SetUserMfaPreferenceInput,
  VerifySoftwareTokenInput,
} from './identity-input.rules';
import { createMfaChallenges } from './mfa-challenges.service';
import { authenticate, type PoolContext } from './pool-context.service';

export const MFA_REQUIRED_MESSAGE = 'Two-step sign-in is required for your role, so it cannot be turned off.';

/** Exactly one of AccessToken (signed in) and Session (a sign-in setting up MFA), as Cognito asks. */
function oneOf(input: { AccessToken?: string; Session?: string }): { accessToken: string } | { session: string } {
  if (input.AccessToken && !input.Session) return { accessToken: input.AccessToken };
  if (input.Session && !input.AccessToken) return { session: input.Session };
  throw new CognitoError('InvalidParameterException', 'Provide either an access token or a session, not both.');
}

/**
 * AssociateSoftwareToken, VerifySoftwareToken and SetUserMFAPreference (docs/identity-protocol.md,
 * TOTP MFA): a signed-in user sets up, turns on or off their authenticator; a sign-in that must set
 * one up does the first two with its Session.
 */
export function createMfaService(context: PoolContext) {
  const { softwareTokens } = context;
  const challenges = createMfaChallenges(context);

  return {
    async associateSoftwareToken(input: AssociateSoftwareTokenInput) {
      const caller = oneOf(input);
      if ('session' in caller) return challenges.associateInSignIn(caller.session);
      const { user } = await authenticate(context, caller.accessToken);
      return { SecretCode: await softwareTokens.associate(user.sub) };
    },

    async verifySoftwareToken(input: VerifySoftwareTokenInput, request: RequestContext) {
      const caller = oneOf(input);
      const friendlyName = input.FriendlyDeviceName || null;
      if ('session' in caller) {
        return challenges.verifyInSignIn(caller.session, input.UserCode, friendlyName, request);
      }
      const { user } = await authenticate(context, caller.accessToken);
      await softwareTokens.verifyPending(user.sub, input.UserCode, friendlyName);
      return { Status: 'SUCCESS' };
    },

    /**
     * TOTP on (and preferred) or off. SMS and e-mail MFA are not offered: asking to turn them on is
     * refused, turning them off changes nothing. A user whose roles must use MFA cannot turn it off.
     */
    async setUserMfaPreference(input: SetUserMfaPreferenceInput) {
      const { user } = await authenticate(context, input.AccessToken);
      if (input.SMSMfaSettings?.Enabled || input.EmailMfaSettings?.Enabled) {
        throw new CognitoError('InvalidParameterException', 'This user pool offers only software token MFA.');
      }
      const totp = input.SoftwareTokenMfaSettings;
      if (!totp) return {};
      const enabled = totp.Enabled === true;
      if (!enabled && (await context.mfaRequired(user.sub))) {
        throw new CognitoError('InvalidParameterException', MFA_REQUIRED_MESSAGE);
      }
      await softwareTokens.setPreference(user.sub, enabled, totp.PreferredMfa === true);
      return {};
    },
  };
}
