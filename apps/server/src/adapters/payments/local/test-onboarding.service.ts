import { TEST_ONBOARDING_MESSAGES as M, type TestOnboarding } from '@meridian/contracts/stripe-connect';
import type { Orm } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { ConnectEventIntake } from '../connect-event';
import {
  testConnectRepository as connect,
  toLocalAccount,
  type TestOnboardingLinkRecord,
} from './test-connect.repository';

export interface TestOnboardingServiceDeps {
  /** The stripe-connect module's intake: completing here hands it the event the Connect webhook would. */
  intake: ConnectEventIntake;
  now?: () => Date;
}

const statusOf = (link: TestOnboardingLinkRecord, at: Date): TestOnboarding['status'] =>
  link.usedAt ? 'used' : link.expiresAt <= at ? 'expired' : 'open';

/** What the TEST MODE onboarding page can do with a link: show it, complete onboarding once. */
export function createTestOnboardingService(orm: Orm, deps: TestOnboardingServiceDeps) {
  const now = deps.now ?? (() => new Date());

  async function load(id: string) {
    const link = await connect.findLink(orm, id);
    const account = link ? await connect.findAccount(orm, link.accountId) : null;
    if (!link || !account) throw new AppError('NOT_FOUND', M.notFound);
    return { link, account };
  }

  return {
    async view(id: string): Promise<TestOnboarding> {
      const { link, account } = await load(id);
      return {
        id: link.id,
        status: statusOf(link, now()),
        accountId: account.id,
        email: account.email,
        payoutsEnabled: account.payoutsEnabled,
        returnUrl: link.returnUrl,
        refreshUrl: link.refreshUrl,
        expiresAt: link.expiresAt.toISOString(),
      };
    },

    /**
     * Completes onboarding through an open link: the account's details are submitted and payouts
     * enabled, and the intake gets the `account.updated` event Stripe would send. The conditional
     * UPDATE lets exactly one of several clicks through.
     */
    async complete(id: string): Promise<{ redirectUrl: string }> {
      const at = now();
      const used = await connect.useLink(orm, id, at);
      if (!used) {
        const { link } = await load(id);
        throw new AppError('CONFLICT', statusOf(link, at) === 'used' ? M.used : M.expired);
      }
      const account = await connect.completeOnboarding(orm, used.accountId);
      if (!account) throw new AppError('NOT_FOUND', M.notFound);
      await deps.intake({ id: `evt_test_local_${used.id}`, type: 'account.updated', account: toLocalAccount(account) });
      return { redirectUrl: used.returnUrl };
    },
  };
}
export type TestOnboardingService = ReturnType<typeof createTestOnboardingService>;
