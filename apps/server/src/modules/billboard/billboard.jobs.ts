import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import type { BillboardSchedule } from './billboard-schedule.service';

/** Every minute: a look at the billboard's schedule, which moves the public content version at an edge. */
export function billboardScheduleJob(schedule: BillboardSchedule) {
  return defineJob('billboard-schedule', z.object({}), async () => void (await schedule.check()), {
    cron: '* * * * *',
  });
}
