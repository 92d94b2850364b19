import type { ServiceLogger } from '../../core/module';
import type { WorkerHub } from '../../core/workers/worker-hub';
import { createKickedRunner } from '../../lib/kicked-runner';
import { runsRepository } from './runs.repository';
import { createStepRunner, type StepRunnerOptions } from './step-runner.service';

const KICK_DELAY_MS = 50;
const BATCH = 100;

export interface AutomationRunner {
  /** Runs every step that is due now, run after run, until none is; resolves how many steps ran. */
  runDue(): Promise<number>;
  kick(): void;
  idle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Due runs are rows (`automation_runs.due_at`), so a wait of days survives restarts: this runner takes
 * what is due after a kick (a trigger, an activation) and the every-minute job takes the rest.
 */
export function createAutomationRunner(
  options: StepRunnerOptions & { logger?: ServiceLogger; hub?: WorkerHub },
): AutomationRunner {
  const { orm, now, deps } = options;
  const steps = createStepRunner(options);
  let closed = false;

  async function runDue(): Promise<number> {
    let done = 0;
    let mailed = false;
    const failed = new Set<number>();
    for (;;) {
      if (closed) break;
      const ids = await runsRepository.dueIds(orm, now(), BATCH);
      let progressed = 0;
      for (const id of ids) {
        if (closed) break;
        if (failed.has(id)) continue;
        let result: { kind: string } | null;
        try {
          result = await steps.runStep(id);
        } catch (error) {
          // Rolled back: the run is still due at this step; a later pass or the next minute retries it.
          failed.add(id);
          options.logger?.error({ err: error, runId: id }, 'automation step failed; the next run retries it');
          continue;
        }
        if (!result) continue;
        progressed += 1;
        if (result.kind === 'email') mailed = true;
      }
      done += progressed;
      if (progressed === 0) break;
    }
    if (mailed) deps.mail.kick();
    return done;
  }

  const runner = createKickedRunner({
    delayMs: KICK_DELAY_MS,
    drain: async () => {
      await runDue();
    },
    onError: (error) => options.logger?.error({ err: error }, 'automation run failed; the next run retries'),
    ...(options.hub ? { worker: { hub: options.hub, name: 'automation' } } : {}),
  });

  return {
    runDue,
    kick: runner.kick,
    idle: runner.idle,
    async close() {
      closed = true;
      await runner.close();
    },
  };
}
