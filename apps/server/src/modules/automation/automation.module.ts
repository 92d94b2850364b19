import { defineModule, type Platform } from '../../core/module';
import type { JobDefinition } from '../../jobs/queue';
import { createAutomationRunner, type AutomationRunner } from './automation-runner';
import type { AutomationPorts } from './automation.ports';
import { automationRoutes } from './automation.routes';
import { createAutomationService } from './automation.service';
import { automationSubscribers } from './automation-triggers';
import { newsletterErasureSubscriber } from './newsletter-erasure';
import { sessionRunSubscriber } from './session-runs';

export type { AutomationPorts, TriggerPerson } from './automation.ports';
export type { AutomationRunner } from './automation-runner';

export const AUTOMATION_JOB = 'automation-steps';

/** Every minute: the durable safety net behind kicked runs (waits that ended, runs a stopped worker left). */
export function automationJob(runner: AutomationRunner): JobDefinition {
  return { name: AUTOMATION_JOB, cron: '* * * * *', run: async () => runner.kick() };
}

/** Automation sequences: triggers from domain events, steps as due rows, emails through campaign delivery. */
export function createAutomationModule(platform: Platform, deps: AutomationPorts) {
  const { orm, now, log } = platform;
  const runner = createAutomationRunner({ orm, now, deps, logger: log, hub: platform.workers.hub });
  const automation = createAutomationService({ orm, now, deps, kick: () => runner.kick() });
  return defineModule({
    name: 'automation',
    api: { automation, runner },
    routes: (app) => automationRoutes(app, automation),
    jobs: () => [automationJob(runner)],
    subscribers: [
      ...automationSubscribers(deps, now, () => runner.kick()),
      sessionRunSubscriber(deps, now, () => runner.kick()),
      newsletterErasureSubscriber(deps, now),
    ],
    close: () => runner.close(),
  });
}
export type AutomationModule = ReturnType<typeof createAutomationModule>;
