import { createHash, randomBytes } from 'node:crypto';
import { CognitoError, incorrectCredentials, requiredParameter } from './cognito-error.rules';
import type {
  InitiateAuthInput,
  RefreshInput,
  RequestContext,
  RespondToAuthChallengeInput,
} from './identity-input.rules';
import { assertClient, normalizeUsername, type PoolContext } from './pool-context.service';
import { poolUserRepository as users, type PoolUserRow } from './pool-user.repository';
import { createChoiceBasedSignIn } from './choice-based-sign-in.service';
import { createMfaChallenges } from './mfa-challenges.service';
import { createSignInCompletion, createSignInReporter, type AuthenticationResult } from './sign-in-completion.service';
import { signInStateRepository as signInState } from './sign-in-state.repository';
import {
  createServerEphemeral,
  hexToBigInt,
  parseClientPublic,
  parseSrpTimestamp,
  passwordClaimSignature,
  serverSessionKey,
  signaturesMatch,
} from './srp-math.rules';

/** An SRP challenge must be answered within this time. */
export const SRP_CHALLENGE_TTL_MS = 3 * 60_000;
/** The client's TIMESTAMP may differ from the server clock by this much. */
export const TIMESTAMP_TOLERANCE_MS = 5 * 60_000;

const challengeId = (secretBlock: string) =>
  createHash('sha256').update(Buffer.from(secretBlock, 'base64')).digest('hex');

/**
 * InitiateAuth (USER_SRP_AUTH, USER_PASSWORD_AUTH, USER_AUTH, REFRESH_TOKEN_AUTH), RespondToAuthChallenge
 * (PASSWORD_VERIFIER, the MFA steps SOFTWARE_TOKEN_MFA and MFA_SETUP, and USER_AUTH's SELECT_CHALLENGE
 * and WEB_AUTHN), GetTokensFromRefreshToken.
 */
export function createSignInService(context: PoolContext) {
  const { orm, limiter, sessions } = context;
  const completion = createSignInCompletion(context);
  const mfa = createMfaChallenges(context);
  const reported = createSignInReporter(context);

  /**
   * The password was right: an MFA challenge when the user has TOTP on or must set it up (the
   * attempt counted so far is taken back; the code counts next), else the tokens.
   */
  async function completeSignIn(user: PoolUserRow, clientId: string, request: RequestContext) {
    if (!user.disabled && user.status === 'confirmed') {
      const challenge = await mfa.afterPassword(user, clientId);
      if (challenge) {
        await limiter.takeBack(user, request.address);
        return challenge;
      }
    }
    return completion.finish(user, clientId, request);
  }

  async function startSrp(input: InitiateAuthInput, request: RequestContext) {
    const username = normalizeUsername(requiredParameter(input.AuthParameters, 'USERNAME'));
    const A = parseClientPublic(requiredParameter(input.AuthParameters, 'SRP_A'));
    if (A === null) throw new CognitoError('InvalidParameterException', 'Invalid SRP_A.');
    await limiter.assertSignInAllowed(username, request.address);
    const user = await users.findByUsername(orm, username);
    const { salt, verifier } = user
      ? { salt: user.srpSalt, verifier: user.srpVerifier }
      : await context.decoy(username);
    const { secret, publicB } = createServerEphemeral(verifier);
    const secretBlock = randomBytes(64).toString('base64');
    await signInState.putChallenge(orm, {
      id: challengeId(secretBlock),
      username,
      userSub: user?.sub ?? null,
      srpA: A.toString(16),
      srpB: publicB,
      secret,
      expiresAt: new Date(context.now().getTime() + SRP_CHALLENGE_TTL_MS),
    });
    return {
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeParameters: {
        SALT: salt,
        SRP_B: publicB,
        SECRET_BLOCK: secretBlock,
        // The name the verifier was made with (an address normalised since keeps its old one).
        USER_ID_FOR_SRP: user?.srpUsername ?? username,
        USERNAME: username,
      },
    };
  }

  async function passwordAuth(input: InitiateAuthInput, request: RequestContext) {
    const username = normalizeUsername(requiredParameter(input.AuthParameters, 'USERNAME'));
    const password = requiredParameter(input.AuthParameters, 'PASSWORD');
    return reported(username, 'password', async () => {
      await limiter.beginSignIn(username, request.address);
      const user = await users.findByUsername(orm, username);
      const ok = user
        ? await context.hasher.verify(user.passwordHash, password)
        : await context.hasher.verifyDummy(password);
      if (!user || !ok) throw incorrectCredentials();
      return completeSignIn(user, input.ClientId, request);
    });
  }

  async function refresh(token: string, clientId: string, rotate: boolean): Promise<AuthenticationResult> {
    const { session, refreshToken } = await sessions.refresh(token, clientId, rotate);
    const user = await users.findBySub(orm, session.userSub);
    if (!user || user.disabled) throw new CognitoError('NotAuthorizedException', 'User is disabled.');
    return completion.tokensFor(user, session, refreshToken);
  }

  const choice = createChoiceBasedSignIn(context, { startSrp, passwordAuth });

  return {
    async initiateAuth(input: InitiateAuthInput, request: RequestContext) {
      assertClient(context, input.ClientId);
      switch (input.AuthFlow) {
        case 'USER_AUTH':
          return choice.initiate(input, request);
        case 'USER_SRP_AUTH':
          return startSrp(input, request);
        case 'USER_PASSWORD_AUTH':
          return passwordAuth(input, request);
        case 'REFRESH_TOKEN_AUTH':
        case 'REFRESH_TOKEN': {
          // The legacy refresh: new access and id tokens, the refresh token stays (as in Cognito).
          const result = await refresh(requiredParameter(input.AuthParameters, 'REFRESH_TOKEN'), input.ClientId, false);
          return { ChallengeParameters: {}, AuthenticationResult: result };
        }
        default:
          throw new CognitoError('InvalidParameterException', `Initiate Auth method not supported: ${input.AuthFlow}.`);
      }
    },

    async respondToAuthChallenge(input: RespondToAuthChallengeInput, request: RequestContext) {
      assertClient(context, input.ClientId);
      if (input.ChallengeName === 'SOFTWARE_TOKEN_MFA') return mfa.respondSoftwareToken(input, request);
      if (input.ChallengeName === 'MFA_SETUP') return mfa.respondMfaSetup(input, request);
      if (input.ChallengeName === 'SELECT_CHALLENGE') return choice.answerSelection(input, request);
      if (input.ChallengeName === 'WEB_AUTHN') return choice.answerWebAuthn(input, request);
      if (input.ChallengeName !== 'PASSWORD_VERIFIER') {
        throw new CognitoError('InvalidParameterException', `Challenge ${input.ChallengeName} is not supported.`);
      }
      const responses = input.ChallengeResponses;
      const userIdForSrp = requiredParameter(responses, 'USERNAME');
      const secretBlock = requiredParameter(responses, 'PASSWORD_CLAIM_SECRET_BLOCK');
      const timestamp = requiredParameter(responses, 'TIMESTAMP');
      const signature = requiredParameter(responses, 'PASSWORD_CLAIM_SIGNATURE');

      const challenge = await signInState.takeChallenge(orm, challengeId(secretBlock));
      const now = context.now().getTime();
      if (!challenge || challenge.expiresAt.getTime() <= now) {
        throw new CognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
      }
      return reported(challenge.username, 'password', async () => {
        const user = challenge.userSub ? await users.findBySub(orm, challenge.userSub) : undefined;
        if ((user?.srpUsername ?? challenge.username) !== userIdForSrp) throw incorrectCredentials();
        const sent = parseSrpTimestamp(timestamp);
        if (sent === null || Math.abs(now - sent) > TIMESTAMP_TOLERANCE_MS) {
          throw new CognitoError(
            'NotAuthorizedException',
            'The TIMESTAMP is not within 5 minutes of the server time. Check the device clock.',
          );
        }
        await limiter.beginSignIn(challenge.username, request.address);

        const verifier = user?.srpVerifier ?? (await context.decoy(challenge.username)).verifier;
        const key = serverSessionKey(hexToBigInt(challenge.srpA), verifier, challenge.srpB, challenge.secret);
        const expected = key ? passwordClaimSignature(key, context.poolName, userIdForSrp, secretBlock, timestamp) : '';
        if (!user || !key || !signaturesMatch(expected, signature)) throw incorrectCredentials();
        return completeSignIn(user, input.ClientId, request);
      });
    },

    async getTokensFromRefreshToken(input: RefreshInput) {
      assertClient(context, input.ClientId);
      return { AuthenticationResult: await refresh(input.RefreshToken, input.ClientId, true) };
    },
  };
}
export type SignInService = ReturnType<typeof createSignInService>;
