import { defineScheduledJob } from '../../jobs/define-job';
import type { Mailer } from './mailer.service';

export const MAIL_DELIVERY_JOB = 'mail-delivery';
/** Upper bound of batches per run, so one run never monopolises the worker. */
const MAX_BATCHES_PER_RUN = 20;
const BATCH_SIZE = 50;

/**
 * Every minute: the durable safety net behind `mailer.kick()`. Sends whatever is due (mail queued by an
 * instance that stopped before its kicked run, and retries whose back-off has passed).
 */
export function mailDeliveryJob(mailer: Mailer) {
  return defineScheduledJob(MAIL_DELIVERY_JOB, '* * * * *', async () => {
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
      const result = await mailer.deliverDue(BATCH_SIZE);
      if (result.sent + result.logged + result.failed < BATCH_SIZE) return;
    }
  });
}
