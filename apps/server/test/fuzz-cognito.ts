import fc from 'fast-check';
import { fuzzValue, LOOK_ALIKE_ADDRESSES, mutationsOf } from './fuzz-values';

/** One body valid for every pool operation (each reads its own members and ignores the rest). */
function cognitoBase(clientId: string): Record<string, unknown> {
  const username = 'fuzz-pool@fuzz.test';
  const password = 'a long enough passphrase';
  return {
    ClientId: clientId,
    Username: username,
    Password: password,
    UserAttributes: [{ Name: 'email', Value: username }],
    ConfirmationCode: '123456',
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: username, PASSWORD: password },
    ChallengeName: 'PASSWORD_VERIFIER',
    ChallengeResponses: { USERNAME: username },
    RefreshToken: 'not-a-token',
    AccessToken: 'not-a-token',
    Token: 'not-a-token',
    PreviousPassword: password,
    ProposedPassword: `${password} too`,
    CredentialId: 'bm90LWEtcGFzc2tleQ',
    Credential: {
      id: 'bm90LWEtcGFzc2tleQ',
      rawId: 'bm90LWEtcGFzc2tleQ',
      type: 'public-key',
      response: { clientDataJSON: 'e30', attestationObject: 'oA', transports: ['internal'] },
      clientExtensionResults: {},
    },
  };
}

/** Pool request bodies: the shared valid body with one or two members made hostile, or anything at all. */
export function fuzzCognitoBody(clientId: string): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: mutationsOf(cognitoBase(clientId)) }, { weight: 1, arbitrary: fuzzValue });
}

/** Each string member of the shared valid body (nested ones too) with NUL in it, run before the random bodies. */
export function cognitoExamples(clientId: string): unknown[] {
  const base = cognitoBase(clientId);
  const examples: unknown[] = [base];
  for (const [key, value] of Object.entries(base)) {
    if (typeof value === 'string') examples.push({ ...base, [key]: `${value}\u0000` });
  }
  examples.push({ ...base, AuthParameters: { USERNAME: 'fuzz-pool@fuzz.test\u0000', PASSWORD: 'x\u0000' } });
  examples.push({ ...base, ChallengeResponses: { USERNAME: 'a\u0000b' } });
  examples.push({ ...base, UserAttributes: [{ Name: 'email\u0000', Value: 'a\u0000b' }] });
  // Addresses the pool normalises (docs/product.md, Identity): a trailing dot, full-width letters.
  for (const address of LOOK_ALIKE_ADDRESSES) {
    examples.push({
      ...base,
      Username: address,
      UserAttributes: [{ Name: 'email', Value: address }],
      AuthParameters: { USERNAME: address, PASSWORD: base.Password },
      ChallengeResponses: { USERNAME: address },
    });
  }
  return examples;
}
