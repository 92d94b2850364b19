import { z } from 'zod';
import { defineJob, defineScheduledJob } from '../../jobs/define-job';
import type { JobAttempt, JobRetry } from '../../jobs/queue';

export const DISPATCH_JOB = 'domain-event-dispatch';
export const DELIVERY_JOB = 'domain-event-delivery';
/** Upper bound of batches per cron run, so one run never monopolises the worker. */
const MAX_BATCHES_PER_RUN = 20;

/**
 * Every minute: the durable safety net behind `bus.kick()`. Dispatches events whose kick never ran
 * (the publishing instance stopped first, or runs no jobs) and events an admin asked to retry.
 */
export function dispatchJob(dispatchPending: () => Promise<number>) {
  return defineScheduledJob(DISPATCH_JOB, '* * * * *', async () => {
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
      if ((await dispatchPending()) === 0) return;
    }
  });
}

export const deliveryPayload = z.object({ eventId: z.uuid(), subscriber: z.string().min(1) });

/**
 * One event to one subscriber. The queue is exclusive on `<eventId>/<subscriber>`, so a dispatch
 * repeated after a crash does not queue a second job while the first is waiting or running.
 */
export function deliveryJob(
  retry: JobRetry,
  deliver: (data: z.output<typeof deliveryPayload>, attempt: JobAttempt) => Promise<void>,
) {
  return defineJob(DELIVERY_JOB, deliveryPayload, deliver, { retry, policy: 'exclusive' });
}
