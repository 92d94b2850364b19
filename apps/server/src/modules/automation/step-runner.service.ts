import type { ServiceLogger } from '../../core/module';
import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { automationRepository } from './automation.repository';
import type { StoredStep } from './automation.tables';
import type { AutomationPorts } from './automation.ports';
import { runsRepository, type RunRow } from './runs.repository';
import { waitEnds } from './wait-until.rules';

/** Why a run left when its address was suppressed (docs/product.md, Automation). */
export const SUPPRESSION_EXIT: Record<string, string> = {
  unsubscribed: 'Unsubscribed',
  bounced: 'Email bounced',
  complained: 'Marked an email as spam',
};

interface StepResult {
  outcome: string;
  messageId: number | null;
  /** The next step's index and when it is due; or how the run ends. */
  next: { step: number; dueAt: Date } | { status: 'completed' | 'exited'; reason: string | null };
}

export interface StepRunnerOptions {
  orm: Orm;
  now: () => Date;
  deps: Pick<AutomationPorts, 'contacts' | 'mail'>;
  logger?: ServiceLogger;
  /**
   * Runs inside a step's transaction after its effect and its record, before the run moves on: a throw
   * rolls all of it back (tests use it to stop a worker between claim and commit).
   */
  beforeCommit?: (run: RunRow, step: StoredStep) => Promise<void>;
}

/**
 * One step of one run in one transaction (docs/decisions/2026-11-23-automation-sequences.md): claim the
 * run (FOR UPDATE SKIP LOCKED, still active and due), do the step's database effect (queue the email,
 * change the tag), record it under UNIQUE(run_id, step) and move the run on. Commit or nothing: a worker
 * that dies midway leaves the run as it was, due, and the next worker does the step once.
 */
export function createStepRunner(options: StepRunnerOptions) {
  const { orm, now, deps } = options;

  async function perform(db: Orm, run: RunRow, step: StoredStep, index: number, at: Date): Promise<StepResult> {
    const next = { step: index + 1, dueAt: at };
    switch (step.kind) {
      case 'wait':
      case 'waitUntil': {
        const until = waitEnds(step, at);
        return {
          outcome: `Waiting until ${until.toISOString()}`,
          messageId: null,
          next: { step: index + 1, dueAt: until },
        };
      }
      case 'email': {
        if (step.campaignId === undefined) throw new Error(`email step ${index} of run ${run.id} has no campaign`);
        const messageId = await deps.mail.enqueue(
          db,
          {
            campaignId: step.campaignId,
            ownerId: run.ownerId,
            contactId: run.contactId,
            email: run.email,
            firstName: run.firstName,
            lastName: run.lastName,
            runKey: `run:${run.id}`,
          },
          at,
        );
        await runsRepository.update(db, run.id, { lastMessageId: messageId });
        return { outcome: `Email "${step.subject}" queued`, messageId, next };
      }
      case 'addTag':
      case 'removeTag': {
        if (run.contactId === null)
          return { outcome: 'No contact to tag (the contact was deleted)', messageId: null, next };
        if (step.kind === 'addTag') await deps.contacts.addTag(db, run.contactId, step.tag);
        else await deps.contacts.removeTag(db, run.contactId, step.tag);
        return { outcome: `Tag "${step.tag}" ${step.kind === 'addTag' ? 'added' : 'removed'}`, messageId: null, next };
      }
      case 'branch': {
        const engagement = run.lastMessageId === null ? null : await deps.mail.engagement(db, run.lastMessageId);
        const met = step.condition === 'opened' ? engagement?.opened === true : engagement?.clicked === true;
        const verb = step.condition === 'opened' ? 'opened' : 'clicked a link in';
        if (met) return { outcome: `Has ${verb} the previous email: continues`, messageId: null, next };
        const reason = `Has not ${verb} the previous email`;
        if (step.elseStep === null) return { outcome: reason, messageId: null, next: { status: 'exited', reason } };
        return {
          outcome: `${reason}: skips to step ${step.elseStep}`,
          messageId: null,
          next: { step: step.elseStep - 1, dueAt: at },
        };
      }
      case 'stop':
        return { outcome: 'Stopped', messageId: null, next: { status: 'completed', reason: null } };
    }
  }

  /** Runs the run's due step; resolves what it did, or null when the run was not due or another worker has it. */
  async function runStep(runId: number): Promise<{ kind: string } | null> {
    return inTransaction(orm, async (db) => {
      const at = now();
      const run = await runsRepository.claim(db, runId, at);
      if (!run) return null;
      const version = (await automationRepository.versions(db, [run.versionId])).get(run.versionId);
      const steps = version?.steps ?? [];
      const suppressed = await deps.contacts.suppressionOf(db, run.email);
      if (suppressed) {
        const reason = SUPPRESSION_EXIT[suppressed] ?? 'Unsubscribed';
        await runsRepository.update(db, run.id, { status: 'exited', exitReason: reason, finishedAt: at });
        return { kind: 'exit' };
      }
      const step = steps[run.step];
      if (!step) {
        await runsRepository.update(db, run.id, { status: 'completed', finishedAt: at });
        return { kind: 'end' };
      }
      const result = await perform(db, run, step, run.step, at);
      const recorded = await runsRepository.record(db, {
        runId: run.id,
        step: run.step,
        kind: step.kind,
        outcome: result.outcome,
        messageId: result.messageId,
        at,
      });
      if (!recorded) throw new Error(`step ${run.step} of run ${run.id} was already done`);
      await options.beforeCommit?.(run, step);
      const { next } = result;
      if ('status' in next) {
        await runsRepository.update(db, run.id, { status: next.status, exitReason: next.reason, finishedAt: at });
      } else if (next.step >= steps.length) {
        await runsRepository.update(db, run.id, { step: next.step, status: 'completed', finishedAt: at });
      } else {
        await runsRepository.update(db, run.id, { step: next.step, dueAt: next.dueAt });
      }
      return { kind: step.kind };
    });
  }

  return { runStep };
}
