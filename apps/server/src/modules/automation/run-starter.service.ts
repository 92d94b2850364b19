import type { AutomationTrigger, AutomationTriggerType } from '@meridian/contracts/automation';
import type { Orm } from '../../db/database';
import { automationRepository } from './automation.repository';
import type { AutomationPorts, TriggerPerson } from './automation.ports';
import { runsRepository } from './runs.repository';

/** Who a trigger fired for: the run's subject (UNIQUE per sequence) and how to read the person. */
export interface Subject {
  /** The run's subject key, or how to make it from the owner's contact (per-contact subjects). */
  key: string | ((contactId: number) => string);
  /** The sequence owner's contact (contact triggers), or null to find or add one for the person. */
  contactId: number | null;
  /** Contact triggers: only the owner's own sequences start. */
  ownerId?: number;
  person: (db: Orm) => Promise<TriggerPerson | null>;
}

export type ActiveSequences = Awaited<ReturnType<typeof automationRepository.activeFor>>;
/** When the first step is due for the person, or null to start nothing. */
export type DueAt = (person: TriggerPerson, trigger: AutomationTrigger) => Date | null;

/**
 * Starts runs of active sequences for a subject, on their current version. One run per sequence and
 * subject (UNIQUE(sequence_id, subject_key)), so an event delivered again, or published again,
 * starts nothing new.
 */
export function createRunStarter(deps: Pick<AutomationPorts, 'contacts'>, now: () => Date) {
  /** Starts the subject's runs of the active sequences given (already narrowed to its trigger). */
  async function startRunsOf(db: Orm, active: ActiveSequences, subject: Subject, dueAt: DueAt): Promise<number> {
    let started = 0;
    let person: TriggerPerson | null | undefined;
    for (const { sequence, version } of active) {
      if (subject.ownerId !== undefined && sequence.ownerId !== subject.ownerId) continue;
      person ??= await subject.person(db);
      if (!person) return started;
      const due = dueAt(person, version.trigger);
      if (!due) continue;
      const contactId = subject.contactId ?? (await deps.contacts.ensureContact(db, sequence.ownerId, person));
      // "Only people in segment X" (docs/product.md, Segments): evaluated as the run would start.
      if (version.segmentId !== null && !(await deps.contacts.inSegment(db, version.segmentId, contactId))) continue;
      const ok = await runsRepository.start(db, {
        sequenceId: sequence.id,
        versionId: version.id,
        ownerId: sequence.ownerId,
        subjectKey: typeof subject.key === 'string' ? subject.key : subject.key(contactId),
        contactId,
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        dueAt: due,
        startedAt: now(),
      });
      if (ok) started += 1;
    }
    return started;
  }

  return {
    startRunsOf,
    /** The active sequences on `type` whose trigger `matches`, started for the subject. */
    async startRuns(
      db: Orm,
      type: AutomationTriggerType,
      subject: Subject,
      matches: (trigger: AutomationTrigger) => boolean,
      dueAt: DueAt,
    ): Promise<number> {
      const active = (await automationRepository.activeFor(db, type)).filter(({ version }) => matches(version.trigger));
      return startRunsOf(db, active, subject, dueAt);
    },
    /** The first step is due at once. */
    atOnce: (): Date => now(),
  };
}
export type RunStarter = ReturnType<typeof createRunStarter>;
