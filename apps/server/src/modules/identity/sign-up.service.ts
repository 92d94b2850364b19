import { CognitoError } from './cognito-error.rules';
import type { ConfirmSignUpInput, RequestContext, SignUpInput, UsernameInput } from './identity-input.rules';
import { deliveryDetails } from './one-time-codes.service';
import { assertPasswordAllowed } from './password-policy.rules';
import { assertClient, isEmailUsername, normalizeUsername, type PoolContext } from './pool-context.service';
import { poolUserRepository as users, type PoolUserRow } from './pool-user.repository';
import { signUpAttributes } from './user-attributes.rules';

export interface NewUserInput {
  username: string;
  password: string;
  attributes: Record<string, string>;
  confirmed: boolean;
  emailVerified: boolean;
}

/** SignUp, ConfirmSignUp and ResendConfirmationCode; `register` also serves createUser. */
export function createSignUpService(context: PoolContext) {
  const { orm, codes, limiter } = context;

  /** Stores a new user; UsernameExistsException when the email is taken. Password already checked. */
  async function register(input: NewUserInput): Promise<PoolUserRow> {
    if (await users.findByUsername(orm, input.username)) {
      throw new CognitoError('UsernameExistsException', 'User already exists');
    }
    const credentials = await context.credentials(input.username, input.password);
    const user = await users.insert(orm, {
      username: input.username,
      email: input.username,
      emailVerified: input.emailVerified,
      attributes: input.attributes,
      status: input.confirmed ? 'confirmed' : 'unconfirmed',
      ...credentials,
    });
    if (!user) throw new CognitoError('UsernameExistsException', 'User already exists');
    return user;
  }

  return {
    register,

    async signUp(input: SignUpInput, request: RequestContext) {
      assertClient(context, input.ClientId);
      const username = normalizeUsername(input.Username);
      if (!isEmailUsername(username))
        throw new CognitoError('InvalidParameterException', 'Username should be an email.');
      const attributes = signUpAttributes(input.UserAttributes ?? [], username);
      assertPasswordAllowed(input.Password);
      const verify = context.settings.emailVerification;
      if (verify) {
        await limiter.countCodeSend(request.address);
        await limiter.countAccountCodeMail(username, 'signup');
      }
      const user = await register({
        username,
        password: input.Password,
        attributes,
        confirmed: !verify,
        emailVerified: false,
      });
      if (!verify) return { UserSub: user.sub, UserConfirmed: true };
      return { UserSub: user.sub, UserConfirmed: false, CodeDeliveryDetails: await codes.issue(user, 'signup') };
    },

    async confirmSignUp(input: ConfirmSignUpInput, request: RequestContext) {
      assertClient(context, input.ClientId);
      await limiter.assertAddressAllowed(request.address);
      const user = await users.findByUsername(orm, normalizeUsername(input.Username));
      if (!user) {
        await limiter.recordAddressFailure(request.address);
        throw new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
      }
      if (user.status === 'confirmed') {
        throw new CognitoError('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED');
      }
      try {
        await codes.consume(user, 'signup', input.ConfirmationCode);
      } catch (error) {
        await limiter.recordAddressFailure(request.address);
        throw error;
      }
      await users.confirm(orm, user.sub);
      return {};
    },

    async resendConfirmationCode(input: UsernameInput, request: RequestContext) {
      assertClient(context, input.ClientId);
      await limiter.countCodeSend(request.address);
      const username = normalizeUsername(input.Username);
      await limiter.countAccountCodeMail(username, 'signup');
      const user = await users.findByUsername(orm, username);
      // An unknown username gets the same answer, and nothing is sent.
      if (!user || user.disabled) return { CodeDeliveryDetails: deliveryDetails(username) };
      if (user.status === 'confirmed')
        throw new CognitoError('InvalidParameterException', 'User is already confirmed.');
      return { CodeDeliveryDetails: await codes.issue(user, 'signup') };
    },
  };
}
export type SignUpService = ReturnType<typeof createSignUpService>;
