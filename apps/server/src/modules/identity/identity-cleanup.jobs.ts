import type { CleanupTask } from '../../jobs/housekeeping.jobs';
import { pruneFamiliarAddresses } from './familiar-addresses.service';
import { QUIET_RESET_MS } from './lockout-policy.rules';
import { mfaSessionRepository } from './mfa-session.repository';
import { poolUserRepository } from './pool-user.repository';
import { sessionRepository } from './session.repository';
import { signInStateRepository } from './sign-in-state.repository';
import { signingKeyRepository } from './signing-key.repository';

const DAY_MS = 86_400_000;

/**
 * Removes identity state nobody can use any more: answered-or-abandoned SRP challenges and sign-in
 * steps (MFA, the first-factor choice, passkey challenges), quiet failure counters, expired codes,
 * ended sessions (with their refresh tokens), signing keys retired long enough ago that no token
 * they signed is still valid, and addresses no sign-in came from for `familiarAddressDays`.
 */
export function pruneIdentityRecords(familiarAddressDays: number): CleanupTask {
  return {
    name: 'identity',
    async run(orm) {
      const now = new Date();
      const counts = await Promise.all([
        signInStateRepository.prune(orm, now, new Date(now.getTime() - QUIET_RESET_MS)),
        mfaSessionRepository.prune(orm, now),
        poolUserRepository.pruneExpiredCodes(orm, now),
        sessionRepository.pruneExpired(orm, new Date(now.getTime() - DAY_MS)),
        signingKeyRepository.pruneRetired(orm, new Date(now.getTime() - 2 * DAY_MS)),
        pruneFamiliarAddresses(orm, familiarAddressDays, now),
      ]);
      return counts.reduce((sum, n) => sum + n, 0);
    },
  };
}
