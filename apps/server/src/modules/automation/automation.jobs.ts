import { defineScheduledJob } from '../../jobs/define-job';
import type { AutomationRunner } from './automation-runner.service';

export const AUTOMATION_JOB = 'automation-steps';

/** Every minute: the durable safety net behind kicked runs (waits that ended, runs a stopped worker left). */
export const automationJob = (runner: AutomationRunner) =>
  defineScheduledJob(AUTOMATION_JOB, '* * * * *', () => runner.kick());
