import type { JobDefinition } from '../../jobs/queue';
import type { AutomationRunner } from './automation-runner.service';

export const AUTOMATION_JOB = 'automation-steps';

/** Every minute: the durable safety net behind kicked runs (waits that ended, runs a stopped worker left). */
export function automationJob(runner: AutomationRunner): JobDefinition {
  return { name: AUTOMATION_JOB, cron: '* * * * *', run: async () => runner.kick() };
}
