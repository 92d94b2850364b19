import { defineScheduledJob } from '../../jobs/define-job';
import type { BillboardSchedule } from './billboard-schedule.service';

/** Every minute: a look at the billboard's schedule, which moves the public content version at an edge. */
export const billboardScheduleJob = (schedule: BillboardSchedule) =>
  defineScheduledJob('billboard-schedule', '* * * * *', () => schedule.check());
