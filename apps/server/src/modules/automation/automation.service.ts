import {
  AUTOMATION_MESSAGES as M,
  SYSTEM_TRIGGERS,
  automationFormSchema,
  type Automation,
  type AutomationForm,
  type AutomationRun,
  type AutomationTrigger,
} from '@meridian/contracts/automation';
import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { mayTouch, type Actor } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { automationRepository as repo, type SequenceRow } from './automation.repository';
import type { StoredStep } from './automation.tables';
import type { AutomationPorts } from './automation.ports';
import { automationView, runView, type TriggerNames } from './automation.views';
import { runsRepository } from './runs.repository';

const RUNS_SHOWN = 200;

function refuse(path: string, message: string): AppError {
  return new AppError('VALIDATION', message, [{ path, message }]);
}

export interface AutomationServiceDeps {
  orm: Orm;
  now: () => Date;
  deps: Pick<AutomationPorts, 'contacts' | 'mail' | 'hasMailbox' | 'sessions'>;
  /** Asks the runner to take due runs soon (after an activation). */
  kick: () => void;
}

/**
 * Sequences (docs/product.md, Automation): each save is a new version that new runs start on; runs in
 * flight keep theirs. Staff see and change their own; an admin sees and changes everyone's.
 */
export function createAutomationService(options: AutomationServiceDeps) {
  const { orm, now, deps } = options;

  async function owned(db: Orm, actor: Actor, id: number, lock = false): Promise<SequenceRow> {
    const row = await repo.find(db, id, lock);
    if (!row || !mayTouch(actor, row.ownerId)) throw new AppError('NOT_FOUND', M.notFound);
    return row;
  }

  /** The lists and sessions these versions' triggers name. */
  async function triggerNames(db: Orm, versions: Iterable<{ trigger: AutomationTrigger }>): Promise<TriggerNames> {
    const triggers = [...versions].map((version) => version.trigger);
    const listIds = triggers.flatMap((t) => (t.type === 'contact.list_added' ? [t.listId] : []));
    const sessionIds = triggers.flatMap((t) => ('sessionId' in t && t.sessionId !== null ? [t.sessionId] : []));
    const [lists, sessions] = await Promise.all([
      deps.contacts.listNames(db, [...new Set(listIds)]),
      deps.sessions(db, [...new Set(sessionIds)]),
    ]);
    return { lists, sessions: new Map(sessions.map((session) => [session.id, session])) };
  }

  async function view(db: Orm, row: SequenceRow): Promise<Automation> {
    const version = row.versionId === null ? undefined : (await repo.versions(db, [row.versionId])).get(row.versionId);
    if (!version) throw new Error(`sequence ${row.id} has no version`);
    const [counts, names] = await Promise.all([repo.runCounts(db, [row.id]), triggerNames(db, [version])]);
    return automationView(row, version, names, counts.get(row.id));
  }

  /** Checks the form against the owner (their lists; system triggers for an admin's own sequences). */
  async function checked(db: Orm, actor: Actor, ownerId: number, input: AutomationForm) {
    const form = automationFormSchema.parse(input);
    const { trigger } = form;
    if (SYSTEM_TRIGGERS.includes(trigger.type) && !(actor.isAdmin && actor.userId === ownerId)) {
      throw refuse('trigger.type', M.adminOnlyTrigger);
    }
    if (trigger.type === 'contact.list_added') {
      await deps.contacts.assertOwnLists(db, ownerId, [trigger.listId], 'trigger.listId');
    }
    if (
      'sessionId' in trigger &&
      trigger.sessionId !== null &&
      (await deps.sessions(db, [trigger.sessionId])).length === 0
    ) {
      throw refuse('trigger.sessionId', M.sessionUnknown);
    }
    await deps.contacts.assertOwnSegment(db, ownerId, form.segmentId, 'segmentId');
    return form;
  }

  /** A new version: every email step becomes its own automation campaign (runs in flight keep the old ones). */
  async function saveVersion(db: Orm, sequence: SequenceRow, form: ReturnType<typeof automationFormSchema.parse>) {
    const at = now();
    const steps: StoredStep[] = [];
    for (const step of form.steps) {
      if (step.kind !== 'email') {
        steps.push(step);
        continue;
      }
      const email = { ownerId: sequence.ownerId, ownerName: sequence.ownerName, ...step };
      steps.push({ ...step, campaignId: await deps.mail.createEmail(db, email, at) });
    }
    const version = await repo.insertVersion(db, {
      sequenceId: sequence.id,
      trigger: form.trigger,
      segmentId: form.segmentId,
      steps,
      at,
    });
    await repo.update(db, sequence.id, { name: form.name, versionId: version.id, updatedAt: at });
  }

  return {
    ownerOf: (id: number) => repo.ownerOf(orm, id),
    /** Whether an active sequence starts only for people in the segment (a segment in use is not deleted). */
    segmentInUse: (db: Orm, segmentId: number) => repo.activeWithSegment(db, segmentId),

    async list(actor: Actor): Promise<{ items: Automation[] }> {
      const rows = await repo.list(orm, actor.isAdmin ? null : actor.userId);
      const versionIds = rows.flatMap((row) => (row.versionId === null ? [] : [row.versionId]));
      const [versions, counts] = await Promise.all([
        repo.versions(orm, versionIds),
        repo.runCounts(
          orm,
          rows.map((row) => row.id),
        ),
      ]);
      const names = await triggerNames(orm, versions.values());
      const items = rows.flatMap((row) => {
        const version = row.versionId === null ? undefined : versions.get(row.versionId);
        return version ? [automationView(row, version, names, counts.get(row.id))] : [];
      });
      return { items };
    },

    async get(actor: Actor, id: number): Promise<Automation> {
      return view(orm, await owned(orm, actor, id));
    },

    async create(actor: Actor, ownerName: string, input: AutomationForm): Promise<Automation> {
      return inTransaction(orm, async (db) => {
        const form = await checked(db, actor, actor.userId, input);
        const sequence = await repo.insertSequence(db, {
          ownerId: actor.userId,
          ownerName,
          name: form.name,
          at: now(),
        });
        await saveVersion(db, sequence, form);
        return view(db, await owned(db, actor, sequence.id));
      });
    },

    /** Saves a new version; an active sequence stays active, and its runs in flight keep their version. */
    async update(actor: Actor, id: number, input: AutomationForm): Promise<Automation> {
      return inTransaction(orm, async (db) => {
        const sequence = await owned(db, actor, id, true);
        const form = await checked(db, actor, sequence.ownerId, input);
        await saveVersion(db, sequence, form);
        return view(db, await owned(db, actor, id));
      });
    },

    async activate(actor: Actor, id: number): Promise<Automation> {
      // The mailbox is read on its own handle, before the transaction (on PGlite the outer handle waits for it).
      const { ownerId } = await owned(orm, actor, id);
      if (!(await deps.hasMailbox(ownerId))) throw new AppError('CONFLICT', M.noCredentials);
      const result = await inTransaction(orm, async (db) => {
        const sequence = await owned(db, actor, id, true);
        if (sequence.status === 'active') throw new AppError('CONFLICT', M.cannotActivate);
        await repo.update(db, id, { status: 'active', updatedAt: now() });
        return view(db, await owned(db, actor, id));
      });
      options.kick();
      return result;
    },

    /** New triggers start nothing and runs wait where they are until the sequence is active again. */
    async pause(actor: Actor, id: number): Promise<Automation> {
      return inTransaction(orm, async (db) => {
        const sequence = await owned(db, actor, id, true);
        if (sequence.status !== 'active') throw new AppError('CONFLICT', M.cannotPause);
        await repo.update(db, id, { status: 'paused', updatedAt: now() });
        return view(db, await owned(db, actor, id));
      });
    },

    async runs(actor: Actor, id: number): Promise<{ items: AutomationRun[] }> {
      await owned(orm, actor, id);
      const rows = await runsRepository.ofSequence(orm, id, RUNS_SHOWN);
      const versions = await repo.versions(orm, [...new Set(rows.map(({ run }) => run.versionId))]);
      const messageIds = rows.flatMap(({ steps }) => steps.flatMap((s) => (s.messageId === null ? [] : [s.messageId])));
      const statuses = await deps.mail.statuses(orm, messageIds);
      return { items: rows.map(({ run, steps }) => runView(run, steps, versions.get(run.versionId), statuses)) };
    },
  };
}
export type AutomationService = ReturnType<typeof createAutomationService>;
