import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { Orm } from '../../db/database';
import type { CleanupTask } from '../../jobs/housekeeping.jobs';
import type { Secrets } from '../secrets/secrets.service';
import { spentChallengesRepository as spent } from './spent-challenges.repository';

const ALGORITHM = 'PBKDF2/SHA-256';
const CONTEXT = 'proof-of-work.altcha';

export interface ProofOfWorkOptions {
  orm: Orm;
  secrets: Pick<Secrets, 'sign'>;
  now: () => Date;
  /** PBKDF2 iterations per try. */
  cost: number;
  /** The solution is a counter drawn from the upper half of 0…maxCounter: about maxCounter × 3/4 tries. */
  maxCounter: number;
  /** How long a challenge can be solved and redeemed. */
  lifetimeMinutes: number;
}

/** A challenge as the server signs it: its purpose and expiry ride in the signed data. */
const challengeSchema = z.object({
  parameters: z
    .object({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string().max(200),
      salt: z.string().max(200),
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: z.string().max(128),
      keySignature: z.string().max(200).optional(),
      data: z.object({ purpose: z.string(), expires: z.number().int() }).strict(),
    })
    .strict(),
  signature: z.string().min(1).max(200),
});
export type PowChallenge = z.infer<typeof challengeSchema>;

/** What the browser sends back: ALTCHA's payload, base64 JSON of the challenge and its solution. */
const payloadSchema = z.object({
  challenge: challengeSchema,
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string().max(200),
    time: z.number().optional(),
  }),
});

function decode(payload: string) {
  try {
    return payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
  } catch {
    return null;
  }
}

/**
 * A proof-of-work check without a third party (ALTCHA, self-hosted): the server signs a challenge
 * whose answer takes a browser about a second of background work, and redeems a solved one once.
 * Its purpose and expiry ride in the signed data (judged by our clock); a redeemed signature is
 * stored until that expiry, so a replay is refused on every instance. Keys derive from the secrets
 * service, so nothing is configured and a key rotation only asks browsers to solve once more.
 */
export function createProofOfWork(options: ProofOfWorkOptions) {
  const hmacSignatureSecret = options.secrets.sign('challenge', CONTEXT);
  const hmacKeySignatureSecret = options.secrets.sign('derived-key', CONTEXT);

  return {
    async challenge(purpose: string): Promise<PowChallenge> {
      const expires = options.now().getTime() + options.lifetimeMinutes * 60_000;
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: options.cost,
        counter: randomInt(Math.ceil(options.maxCounter / 2), options.maxCounter),
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
        data: { purpose, expires },
      });
      return challengeSchema.parse(challenge);
    },

    /**
     * True when `payload` solves a challenge this server made for `purpose`, still in date and not
     * redeemed before; it is then spent (in its own statement: a refused request spends it too).
     */
    async redeem(payload: string | undefined, purpose: string): Promise<boolean> {
      const decoded = payload ? decode(payload) : null;
      if (!decoded?.success) return false;
      const { challenge, solution } = decoded.data;
      const { purpose: meant, expires } = challenge.parameters.data;
      if (meant !== purpose || expires <= options.now().getTime()) return false;
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }).catch(() => null);
      if (!result?.verified) return false;
      return spent.spend(options.orm, challenge.signature, new Date(expires));
    },

    /** Housekeeping: forgets redeemed challenges once they have expired. */
    cleanup: {
      name: 'proof-of-work.spent-challenges',
      run: (orm: Orm) => spent.pruneExpired(orm, options.now()),
    } satisfies CleanupTask,
  };
}
export type ProofOfWork = ReturnType<typeof createProofOfWork>;
