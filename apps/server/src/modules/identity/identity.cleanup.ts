import type { CleanupTask } from '../../jobs/housekeeping.job';
import { QUIET_RESET_MS } from './lockout-policy';
import { createPoolUserRepository } from './pool-user.repository';
import { createSessionRepository } from './session.repository';
import { createSignInStateRepository } from './sign-in-state.repository';
import { createSigningKeyRepository } from './signing-key.repository';

const DAY_MS = 86_400_000;

/**
 * Removes identity state nobody can use any more: answered-or-abandoned SRP challenges, quiet
 * failure counters, expired codes, ended sessions (with their refresh tokens) and signing keys
 * retired long enough ago that no token they signed is still valid.
 */
export const pruneIdentityRecords: CleanupTask = {
  name: 'identity',
  async run(orm) {
    const now = new Date();
    const counts = await Promise.all([
      createSignInStateRepository(orm).prune(now, new Date(now.getTime() - QUIET_RESET_MS)),
      createPoolUserRepository(orm).pruneExpiredCodes(now),
      createSessionRepository(orm).pruneExpired(new Date(now.getTime() - DAY_MS)),
      createSigningKeyRepository(orm).pruneRetired(new Date(now.getTime() - 2 * DAY_MS)),
    ]);
    return counts.reduce((sum, n) => sum + n, 0);
  },
};
