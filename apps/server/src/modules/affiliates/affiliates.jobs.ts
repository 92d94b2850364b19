import { z } from 'zod';
import { inTransaction } from '../../db/transaction';
import type { Orm } from '../../db/database';
import { defineJob } from '../../jobs/define-job';
import type { Commissions } from './commissions.service';
import type { Payouts } from './payouts.service';

/**
 * The program's schedule: commission past its hold is approved every hour; the payout run goes
 * every morning at 06:00 UTC and pays on the schedule's day (Mondays, or the 1st), finishing any
 * payout an earlier run left unconfirmed.
 */
export function affiliatesJobs(orm: Orm, commissions: Commissions, payouts: Payouts) {
  return [
    defineJob('affiliates-approve', z.object({}), async () => void (await inTransaction(orm, commissions.approveDue)), {
      cron: '15 * * * *',
    }),
    defineJob('affiliates-payouts', z.object({}), async () => void (await payouts.run()), {
      cron: '0 6 * * *',
      retry: { limit: 3, delaySeconds: 300 },
    }),
  ];
}
