import { inTransaction } from '../../db/transaction';
import type { Orm } from '../../db/database';
import { defineScheduledJob } from '../../jobs/define-job';
import type { Commissions } from './commissions.service';
import type { Payouts } from './payouts.service';

/**
 * The program's schedule: commission past its hold is approved every hour; the payout run goes
 * every morning at 06:00 UTC and pays on the schedule's day (Mondays, or the 1st), finishing any
 * payout an earlier run left unconfirmed.
 */
export function affiliatesJobs(orm: Orm, commissions: Commissions, payouts: Payouts) {
  return [
    defineScheduledJob('affiliates-approve', '15 * * * *', () => inTransaction(orm, commissions.approveDue)),
    defineScheduledJob('affiliates-payouts', '0 6 * * *', () => payouts.run(), {
      retry: { limit: 3, delaySeconds: 300 },
    }),
  ];
}
