import { CognitoError, incorrectCredentials } from './cognito-error.rules';
import type {
  AccessTokenInput,
  ChangePasswordInput,
  ConfirmForgotPasswordInput,
  RequestContext,
  RevokeTokenInput,
  UsernameInput,
} from './identity-input.rules';
import { deliveryDetails } from './one-time-codes.service';
import { assertPasswordAllowed } from './password-policy.rules';
import { assertClient, attributeList, authenticate, normalizeUsername, type PoolContext } from './pool-context.service';
import { poolUserRepository as users } from './pool-user.repository';

/** GetUser, ChangePassword, GlobalSignOut, RevokeToken, ForgotPassword and ConfirmForgotPassword. */
export function createAccountService(context: PoolContext) {
  const { orm, limiter, sessions, codes } = context;

  return {
    async getUser(input: AccessTokenInput) {
      const { user } = await authenticate(context, input.AccessToken);
      const mfa = await context.softwareTokens.state(user.sub);
      return {
        Username: user.username,
        UserAttributes: attributeList(user),
        MFAOptions: [],
        UserMFASettingList: mfa.enabled ? ['SOFTWARE_TOKEN_MFA'] : [],
        ...(mfa.preferred ? { PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA' } : {}),
      };
    },

    /** Changes the password and ends every other sign-in; the caller's own stays. */
    async changePassword(input: ChangePasswordInput, request: RequestContext) {
      const { user, originJti } = await authenticate(context, input.AccessToken);
      assertPasswordAllowed(input.ProposedPassword);
      await limiter.beginSignIn(user.username, request.address);
      if (!(await context.hasher.verify(user.passwordHash, input.PreviousPassword))) throw incorrectCredentials();
      await limiter.signInSucceeded(user, request.address);
      await users.setCredentials(orm, user.sub, await context.credentials(user.username, input.ProposedPassword));
      await sessions.revokeAll(user.sub, 'password-changed', originJti);
      return {};
    },

    async globalSignOut(input: AccessTokenInput) {
      const { user } = await authenticate(context, input.AccessToken);
      await sessions.revokeAll(user.sub, 'global-sign-out');
      return {};
    },

    /** Ends the refresh token's sign-in. Unknown tokens succeed too: there is nothing to tell. */
    async revokeToken(input: RevokeTokenInput) {
      assertClient(context, input.ClientId);
      await sessions.revokeByToken(input.Token, input.ClientId);
      return {};
    },

    async forgotPassword(input: UsernameInput, request: RequestContext) {
      assertClient(context, input.ClientId);
      await limiter.countCodeSend(request.address);
      const username = normalizeUsername(input.Username);
      await limiter.countAccountCodeMail(username, 'reset');
      const user = await users.findByUsername(orm, username);
      // Unknown or disabled: the same answer, and nothing is sent.
      if (!user || user.disabled) return { CodeDeliveryDetails: deliveryDetails(username) };
      return { CodeDeliveryDetails: await codes.issue(user, 'reset') };
    },

    /**
     * Sets the new password from a reset code. The code proves the mailbox, so the account is
     * confirmed and its email verified; every sign-in ends, the lockouts from this address and of the
     * account are lifted, and the address becomes one the account signed in from.
     */
    async confirmForgotPassword(input: ConfirmForgotPasswordInput, request: RequestContext) {
      assertClient(context, input.ClientId);
      assertPasswordAllowed(input.Password);
      await limiter.assertAddressAllowed(request.address);
      const user = await users.findByUsername(orm, normalizeUsername(input.Username));
      if (!user || user.disabled) {
        await limiter.recordAddressFailure(request.address);
        throw new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
      }
      try {
        await codes.consume(user, 'reset', input.ConfirmationCode);
      } catch (error) {
        await limiter.recordAddressFailure(request.address);
        throw error;
      }
      const credentials = await context.credentials(user.username, input.Password);
      await users.setCredentials(orm, user.sub, credentials, { status: 'confirmed', emailVerified: true });
      await sessions.revokeAll(user.sub, 'password-reset');
      await limiter.passwordReset(user, request.address);
      return {};
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
