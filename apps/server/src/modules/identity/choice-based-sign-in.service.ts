import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { randomBytes } from 'node:crypto';
import { CognitoError, missingParameter, requiredParameter } from './cognito-error.rules';
import {
  assertionCredential,
  type InitiateAuthInput,
  type RequestContext,
  type RespondToAuthChallengeInput,
} from './identity-input.rules';
import { MFA_SESSION_TTL_MS, sessionExpired } from './mfa-sessions.service';
import { requestOptions, userHandleOf, verifiedAssertion, type RelyingParty } from './passkey-ceremony.rules';
import { passkeyRepository as passkeys, type PasskeyRow } from './passkey.repository';
import { normalizeUsername, type PoolContext } from './pool-context.service';
import { poolUserRepository as users, type PoolUserRow } from './pool-user.repository';
import { createSignInCompletion, createSignInReporter } from './sign-in-completion.service';
import { validationMessage } from './validation-message.rules';

/** The first factors USER_AUTH names; the pool offers passkeys and passwords (no e-mail or SMS codes). */
const FIRST_FACTORS = new Set(['WEB_AUTHN', 'PASSWORD', 'PASSWORD_SRP', 'EMAIL_OTP', 'SMS_OTP']);

/** What a refused passkey answer says: the same for every check, as a wrong password's answer is. */
export const PASSKEY_REFUSED = 'The passkey could not sign you in.';

/** The password flows a first-factor choice hands over to (sign-in.service.ts). */
export interface PasswordFlows {
  startSrp(input: InitiateAuthInput, request: RequestContext): Promise<object>;
  passwordAuth(input: InitiateAuthInput, request: RequestContext): Promise<object>;
}

/** RespondToAuthChallenge WEB_AUTHN's CREDENTIAL: a JSON string holding an AuthenticationResponseJSON. */
function assertionOf(raw: string): AuthenticationResponseJSON {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new CognitoError('InvalidParameterException', 'CREDENTIAL is not valid JSON.');
  }
  const parsed = assertionCredential.safeParse(json);
  if (!parsed.success) throw new CognitoError('InvalidParameterException', validationMessage(parsed.error.issues));
  return parsed.data as AuthenticationResponseJSON;
}

/**
 * Choice-based sign-in (InitiateAuth USER_AUTH, docs/identity-protocol.md, Passkeys): the person
 * names their account and signs in with a passkey (WEB_AUTHN) or a password. A passkey is a whole
 * sign-in: no authenticator code follows it (docs/decisions/2026-11-27-passkeys.md). Unknown
 * usernames are answered as accounts without passkeys are.
 */
export function createChoiceBasedSignIn(context: PoolContext, password: PasswordFlows) {
  const { orm, limiter, mfaSessions } = context;
  const completion = createSignInCompletion(context);
  const reported = createSignInReporter(context);

  async function usablePasskeys(user: PoolUserRow | undefined): Promise<PasskeyRow[]> {
    const rp = context.relyingParty;
    if (!user || !rp) return [];
    return (await passkeys.list(orm, user.sub)).filter((passkey) => passkey.relyingPartyId === rp.id);
  }

  const choicesFor = (usable: readonly PasskeyRow[]) => [
    ...(usable.length > 0 ? ['WEB_AUTHN'] : []),
    'PASSWORD',
    'PASSWORD_SRP',
  ];

  /** The WEB_AUTHN challenge: request options for the user's passkeys, in a single-use Session. */
  async function webAuthnChallenge(user: PoolUserRow, usable: PasskeyRow[], rp: RelyingParty, clientId: string) {
    const challenge = new Uint8Array(randomBytes(32));
    const options = await requestOptions({ rp, challenge, passkeys: usable, timeoutMs: MFA_SESSION_TTL_MS });
    const session = await mfaSessions.start(user.sub, clientId, 'WEB_AUTHN', {
      username: user.username,
      webauthnChallenge: options.challenge,
    });
    return {
      ChallengeName: 'WEB_AUTHN',
      Session: session,
      ChallengeParameters: { CREDENTIAL_REQUEST_OPTIONS: JSON.stringify(options), USERNAME: user.username },
      AvailableChallenges: choicesFor(usable),
    };
  }

  /** The account's passkey challenge when it has passkeys for this site, else the choice of factors. */
  async function offer(username: string, preferPasskey: boolean, clientId: string, request: RequestContext) {
    await limiter.assertSignInAllowed(username, request.address);
    const user = await users.findByUsername(orm, username);
    const usable = await usablePasskeys(user);
    const rp = context.relyingParty;
    if (preferPasskey && user && rp && usable.length > 0) return webAuthnChallenge(user, usable, rp, clientId);
    return {
      ChallengeName: 'SELECT_CHALLENGE',
      Session: await mfaSessions.start(user?.sub ?? null, clientId, 'SELECT_CHALLENGE', { username }),
      ChallengeParameters: { USERNAME: username },
      AvailableChallenges: choicesFor(usable),
    };
  }

  return {
    /** InitiateAuth USER_AUTH: PREFERRED_CHALLENGE picks the factor; without one, the choices. */
    async initiate(input: InitiateAuthInput, request: RequestContext) {
      const username = normalizeUsername(requiredParameter(input.AuthParameters, 'USERNAME'));
      const preferred = input.AuthParameters.PREFERRED_CHALLENGE;
      if (preferred === 'PASSWORD_SRP') return password.startSrp(input, request);
      if (preferred === 'PASSWORD') return password.passwordAuth(input, request);
      if (preferred && !FIRST_FACTORS.has(preferred)) {
        throw new CognitoError('InvalidParameterException', `Invalid PREFERRED_CHALLENGE: ${preferred}.`);
      }
      return offer(username, preferred === 'WEB_AUTHN', input.ClientId, request);
    },

    /** RespondToAuthChallenge SELECT_CHALLENGE: the factor chosen (ANSWER), with its own parameters. */
    async answerSelection(input: RespondToAuthChallengeInput, request: RequestContext) {
      if (!input.Session) throw missingParameter('Session');
      const row = await mfaSessions.take(input.Session, 'SELECT_CHALLENGE');
      const responses = input.ChallengeResponses;
      const username = normalizeUsername(requiredParameter(responses, 'USERNAME'));
      if (row.clientId !== input.ClientId) throw sessionExpired();
      if (username !== row.username) throw new CognitoError('NotAuthorizedException', 'Invalid session for the user.');
      const answer = requiredParameter(responses, 'ANSWER');
      const asInitiate = { ClientId: input.ClientId, AuthFlow: 'USER_AUTH', AuthParameters: responses };
      if (answer === 'PASSWORD_SRP') return password.startSrp(asInitiate, request);
      if (answer === 'PASSWORD') return password.passwordAuth(asInitiate, request);
      const offered = answer === 'WEB_AUTHN' ? await offer(username, true, input.ClientId, request) : null;
      if (offered?.ChallengeName !== 'WEB_AUTHN') {
        throw new CognitoError('InvalidParameterException', `The challenge ${answer} is not available for this user.`);
      }
      return offered;
    },

    /**
     * RespondToAuthChallenge WEB_AUTHN: the passkey's signature over the Session's challenge. Counted
     * toward the sign-in lockout like a password; every refusal says the same.
     */
    async answerWebAuthn(input: RespondToAuthChallengeInput, request: RequestContext) {
      if (!input.Session) throw missingParameter('Session');
      const row = await mfaSessions.take(input.Session, 'WEB_AUTHN');
      const { userSub, username, webauthnChallenge } = row;
      if (row.clientId !== input.ClientId || !userSub || !username || !webauthnChallenge) throw sessionExpired();
      if (normalizeUsername(requiredParameter(input.ChallengeResponses, 'USERNAME')) !== username) {
        throw new CognitoError('NotAuthorizedException', 'Invalid session for the user.');
      }
      const credential = assertionOf(requiredParameter(input.ChallengeResponses, 'CREDENTIAL'));
      return reported(username, 'passkey', async () => {
        await limiter.beginSignIn(username, request.address);
        const user = await users.findBySub(orm, userSub);
        const rp = context.relyingParty;
        const passkey = user && rp ? await passkeys.find(orm, user.sub, credential.id) : undefined;
        const handle = credential.response.userHandle;
        const ownHandle = !handle || handle === Buffer.from(userHandleOf(userSub)).toString('base64url');
        const counter =
          user && rp && passkey?.relyingPartyId === rp.id && ownHandle
            ? await verifiedAssertion(credential, passkey, rp, webauthnChallenge)
            : null;
        if (!user || !passkey || counter === null) throw new CognitoError('NotAuthorizedException', PASSKEY_REFUSED);
        const result = await completion.finish(user, input.ClientId, request);
        await passkeys.markUsed(orm, passkey.credentialId, counter, context.now());
        return result;
      });
    },
  };
}
