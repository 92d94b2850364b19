import type { Automation, AutomationRun, AutomationStep } from '@meridian/contracts/automation';
import type { RunCounts, SequenceRow, VersionRow } from './automation.repository';
import type { TriggerSession } from './automation.ports';
import type { StoredStep } from './automation.tables';
import type { RunRow, RunStepRow } from './runs.repository';

const NO_RUNS: RunCounts = { active: 0, completed: 0, exited: 0 };

/** A stored step as the API shows it (without the automation campaign's id). */
export function publicStep(step: StoredStep): AutomationStep {
  if (step.kind !== 'email') return step;
  const { campaignId: _campaignId, ...rest } = step;
  return rest;
}

/** What a trigger names, by id: lists (a deleted list is missing) and sessions. */
export interface TriggerNames {
  lists: ReadonlyMap<number, string>;
  sessions: ReadonlyMap<number, TriggerSession>;
}

function triggerSession(
  trigger: VersionRow['trigger'],
  sessions: TriggerNames['sessions'],
): Automation['triggerSession'] {
  const session = 'sessionId' in trigger && trigger.sessionId !== null ? sessions.get(trigger.sessionId) : undefined;
  return session
    ? { title: session.title, startsAt: session.startsAt.toISOString(), timezone: session.timezone }
    : null;
}

export function automationView(
  sequence: SequenceRow,
  version: VersionRow,
  names: TriggerNames,
  counts?: RunCounts,
): Automation {
  return {
    id: sequence.id,
    ownerId: sequence.ownerId,
    ownerName: sequence.ownerName,
    name: sequence.name,
    status: sequence.status as Automation['status'],
    trigger: version.trigger,
    triggerListName:
      version.trigger.type === 'contact.list_added' ? (names.lists.get(version.trigger.listId) ?? null) : null,
    triggerSession: triggerSession(version.trigger, names.sessions),
    segmentId: version.segmentId,
    steps: version.steps.map(publicStep),
    version: version.number,
    runs: counts ?? NO_RUNS,
    updatedAt: sequence.updatedAt.toISOString(),
  };
}

export function runView(
  run: RunRow,
  steps: RunStepRow[],
  version: VersionRow | undefined,
  statuses: Map<number, string>,
): AutomationRun {
  const stepCount = version?.steps.length ?? 0;
  return {
    id: run.id,
    email: run.email,
    name: `${run.firstName} ${run.lastName}`.trim(),
    status: run.status as AutomationRun['status'],
    version: version?.number ?? 0,
    step: Math.min(run.step + 1, Math.max(stepCount, 1)),
    dueAt: run.status === 'active' ? run.dueAt.toISOString() : null,
    exitReason: run.exitReason,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    history: steps.map((step) => ({
      step: step.step + 1,
      kind: step.kind,
      outcome: step.outcome,
      messageStatus: step.messageId === null ? null : (statuses.get(step.messageId) ?? null),
      at: step.at.toISOString(),
    })),
  };
}
