import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * What the ALTCHA widget sends once it has solved `challenge` (base64 JSON of the challenge and its
 * solution), for the tests, the end-to-end specs and the benchmarks that book seats through the API.
 */
export async function solvedChallenge(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The booking check was not solved in time.');
  const { parameters, signature } = challenge;
  return Buffer.from(JSON.stringify({ challenge: { parameters, signature }, solution })).toString('base64');
}
