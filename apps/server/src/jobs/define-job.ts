import { z } from 'zod';
import type { JobAttempt, JobDefinition, JobQueue, JobRetry, SendOptions } from './queue';

/** The attempt a run called directly (not by the queue) reports: a single, last try. */
const DIRECT_RUN: JobAttempt = { id: 'direct', retryCount: 0, retryLimit: 0 };

export interface DefineJobOptions {
  /** Cron schedule (UTC); a scheduled run gets an empty payload, so its schema must accept `{}`. */
  cron?: string;
  retry?: JobRetry;
  policy?: JobDefinition['policy'];
}

/** A job whose payload is checked by a zod schema, both when it is sent and when it runs. */
export interface TypedJob<S extends z.ZodType> extends JobDefinition {
  readonly schema: S;
  /** Validates `data` and queues it. */
  send(queue: JobQueue, data: z.input<S>, options?: SendOptions): Promise<string | null>;
}

/**
 * Defines a durable job: `run` gets the payload parsed by `schema` (a payload that does not parse fails
 * the try with a message naming the job), and `options` carries the cron schedule and pg-boss retries.
 * The result is a JobDefinition, so it goes to startQueue with the others.
 *
 *   export const exportJob = defineJob('report-export', z.object({ reportId: z.number() }), async ({ reportId }) => …,
 *     { retry: { limit: 5, delaySeconds: 30, backoff: true } });
 *   await exportJob.send(queue, { reportId: 7 });
 */
export function defineJob<S extends z.ZodType>(
  name: string,
  schema: S,
  run: (data: z.output<S>, attempt: JobAttempt) => Promise<void>,
  options: DefineJobOptions = {},
): TypedJob<S> {
  function parse(data: unknown): z.output<S> {
    const parsed = schema.safeParse(data ?? {});
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`);
      throw new Error(`Job "${name}" got an invalid payload: ${issues.join('; ')}`);
    }
    return parsed.data;
  }
  return {
    name,
    schema,
    ...(options.cron ? { cron: options.cron } : {}),
    ...(options.retry ? { retry: options.retry } : {}),
    ...(options.policy ? { policy: options.policy } : {}),
    run: async (data, attempt = DIRECT_RUN) => run(parse(data), attempt),
    send: async (queue, data, sendOptions) => queue.send(name, parse(data) as object, sendOptions),
  };
}

const EMPTY_PAYLOAD = z.object({});

/**
 * A job the queue runs on a cron schedule (UTC) with no payload: every schedule-driven job in a
 * module's `<module>.jobs.ts` is one of these, so there is one way to write it.
 *
 *   export const sweepJob = (rsvp: RsvpTasks) => defineScheduledJob('rsvp-sweep', '* * * * *', rsvp.sweep);
 */
export function defineScheduledJob(
  name: string,
  cron: string,
  run: () => unknown,
  options: Omit<DefineJobOptions, 'cron'> = {},
): TypedJob<typeof EMPTY_PAYLOAD> {
  return defineJob(name, EMPTY_PAYLOAD, async () => void (await run()), { ...options, cron });
}
