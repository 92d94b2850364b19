import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from './define-job';
import type { JobQueue, SendOptions } from './queue';

function recordingQueue() {
  const sent: { name: string; data?: object; options?: SendOptions }[] = [];
  const queue: JobQueue = {
    running: true,
    send: (name, data, options) => {
      sent.push({ name, data, options });
      return Promise.resolve('job-1');
    },
    wake: () => undefined,
    stopWorkers: () => Promise.resolve(),
    stop: () => Promise.resolve(),
  };
  return { queue, sent };
}

describe('defineJob', () => {
  const seen: number[] = [];
  const job = defineJob(
    'report-export',
    z.object({ reportId: z.number().int().positive() }),
    async ({ reportId }, attempt) => {
      seen.push(reportId, attempt.retryLimit);
    },
    { retry: { limit: 4, delaySeconds: 30, backoff: true }, cron: '0 * * * *' },
  );

  it('is a JobDefinition carrying its schedule and retries', () => {
    expect(job).toMatchObject({ name: 'report-export', cron: '0 * * * *', retry: { limit: 4, delaySeconds: 30 } });
  });

  it('runs with the parsed payload and fails a try whose payload does not parse, naming the job and field', async () => {
    await job.run({ reportId: 7 }, { id: 'a', retryCount: 0, retryLimit: 4 });
    expect(seen).toEqual([7, 4]);
    await expect(job.run({ reportId: 'seven' })).rejects.toThrow(
      /^Job "report-export" got an invalid payload: reportId: /,
    );
  });

  it('validates what it sends', async () => {
    const { queue, sent } = recordingQueue();
    await job.send(queue, { reportId: 9 }, { singletonKey: 'r9' });
    expect(sent).toEqual([{ name: 'report-export', data: { reportId: 9 }, options: { singletonKey: 'r9' } }]);
    await expect(job.send(queue, { reportId: -1 })).rejects.toThrow('invalid payload');
    expect(sent).toHaveLength(1);
  });
});
