import { defineModule, type Platform } from '../../core/module';
import { automationJob } from './automation.jobs';
import { createAutomationRunner } from './automation-runner.service';
import type { AutomationPorts } from './automation.ports';
import { automationRoutes } from './automation.routes';
import { createAutomationService } from './automation.service';
import { attendanceTriggerSubscriber } from './attendance-triggers.subscribers';
import { automationSubscribers } from './automation-triggers.subscribers';
import { newsletterErasureSubscriber } from './newsletter-erasure.subscribers';
import { sessionRunSubscriber } from './session-runs.subscribers';

export type { AutomationPorts, TriggerPerson, TriggerSession } from './automation.ports';
export type { AutomationRunner } from './automation-runner.service';

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
      attendanceTriggerSubscriber(deps, now, () => runner.kick()),
      sessionRunSubscriber(deps, now, () => runner.kick()),
      newsletterErasureSubscriber(deps, now),
    ],
    close: () => runner.close(),
  });
}
export type AutomationModule = ReturnType<typeof createAutomationModule>;
