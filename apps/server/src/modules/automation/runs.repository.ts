import { and, asc, desc, eq, inArray, like, lte, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { automationRuns, automationRunSteps, automationSequences, automationVersions } from './automation.tables';

export type RunRow = typeof automationRuns.$inferSelect;
export type RunStepRow = typeof automationRunSteps.$inferSelect;
export type NewRun = Pick<
  RunRow,
  'sequenceId' | 'versionId' | 'ownerId' | 'subjectKey' | 'contactId' | 'email' | 'firstName' | 'lastName' | 'dueAt'
> & { startedAt: Date };

/** SQL for runs and their step log. */
export const runsRepository = {
  /** Starts a run unless the sequence already has one for the subject; resolves whether it started. */
  async start(db: Orm, run: NewRun): Promise<boolean> {
    const rows = await db
      .insert(automationRuns)
      .values({ ...run, email: run.email.toLowerCase() })
      .onConflictDoNothing()
      .returning({ id: automationRuns.id });
    return rows.length > 0;
  },

  /** Ids of active runs of active sequences that are due, longest due first. */
  async dueIds(db: Orm, now: Date, limit: number): Promise<number[]> {
    const rows = await db
      .select({ id: automationRuns.id })
      .from(automationRuns)
      .innerJoin(automationSequences, eq(automationSequences.id, automationRuns.sequenceId))
      .where(
        and(
          eq(automationRuns.status, 'active'),
          lte(automationRuns.dueAt, now),
          eq(automationSequences.status, 'active'),
        ),
      )
      .orderBy(asc(automationRuns.dueAt), asc(automationRuns.id))
      .limit(limit);
    return rows.map((row) => row.id);
  },

  /** The run locked for its next step if it is still active and due (another worker's run is skipped). */
  async claim(db: Orm, id: number, now: Date): Promise<RunRow | null> {
    const [row] = await db
      .select()
      .from(automationRuns)
      .where(and(eq(automationRuns.id, id), eq(automationRuns.status, 'active'), lte(automationRuns.dueAt, now)))
      .for('update', { skipLocked: true });
    return row ?? null;
  },

  /** Records what step `step` did; false when it was already recorded (it never runs twice). */
  async record(
    db: Orm,
    values: { runId: number; step: number; kind: string; outcome: string; messageId: number | null; at: Date },
  ): Promise<boolean> {
    const rows = await db
      .insert(automationRunSteps)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: automationRunSteps.id });
    return rows.length > 0;
  },

  async update(
    db: Orm,
    id: number,
    values: Partial<Pick<RunRow, 'step' | 'dueAt' | 'status' | 'exitReason' | 'finishedAt' | 'lastMessageId'>>,
  ): Promise<void> {
    await db.update(automationRuns).set(values).where(eq(automationRuns.id, id));
  },

  /** Ends every active run of the contacts (or of the address) with `reason`; resolves how many. */
  async exitPeople(
    db: Orm,
    who: { contactIds: readonly number[]; email?: string },
    reason: string,
    at: Date,
  ): Promise<number> {
    const matches = [
      who.contactIds.length > 0 ? inArray(automationRuns.contactId, [...who.contactIds]) : undefined,
      who.email ? eq(automationRuns.email, who.email) : undefined,
    ].filter((condition) => condition !== undefined);
    if (matches.length === 0) return 0;
    const rows = await db
      .update(automationRuns)
      .set({ status: 'exited', exitReason: reason, finishedAt: at })
      .where(and(eq(automationRuns.status, 'active'), sql`(${sql.join(matches, sql` or `)})`))
      .returning({ id: automationRuns.id });
    return rows.length;
  },

  /** Active runs of `session.before` sequences for these subjects, with their next step and trigger. */
  async sessionRuns(db: Orm, subjectKeys: readonly string[]) {
    if (subjectKeys.length === 0) return [];
    return db
      .select({ id: automationRuns.id, step: automationRuns.step, trigger: automationVersions.trigger })
      .from(automationRuns)
      .innerJoin(automationVersions, eq(automationVersions.id, automationRuns.versionId))
      .where(
        and(
          eq(automationRuns.status, 'active'),
          eq(automationVersions.triggerType, 'session.before'),
          inArray(automationRuns.subjectKey, [...subjectKeys]),
        ),
      )
      .orderBy(asc(automationRuns.id));
  },

  /**
   * Ends the active runs of sequences on `trigger` (an attendance trigger) that were started for this
   * address and session, with `reason`; resolves how many.
   */
  async exitSessionRuns(
    db: Orm,
    who: { trigger: string; sessionId: number; email: string },
    reason: string,
    at: Date,
  ): Promise<number> {
    const versions = db
      .select({ id: automationVersions.id })
      .from(automationVersions)
      .where(eq(automationVersions.triggerType, who.trigger));
    const rows = await db
      .update(automationRuns)
      .set({ status: 'exited', exitReason: reason, finishedAt: at })
      .where(
        and(
          eq(automationRuns.status, 'active'),
          eq(automationRuns.email, who.email.toLowerCase()),
          like(automationRuns.subjectKey, `session:${who.sessionId}:%`),
          inArray(automationRuns.versionId, versions),
        ),
      )
      .returning({ id: automationRuns.id });
    return rows.length;
  },

  /** A run still waiting for its first step is due at `dueAt` instead; false once that step has run. */
  async moveFirstStep(db: Orm, id: number, dueAt: Date): Promise<boolean> {
    const rows = await db
      .update(automationRuns)
      .set({ dueAt })
      .where(and(eq(automationRuns.id, id), eq(automationRuns.status, 'active'), eq(automationRuns.step, 0)))
      .returning({ id: automationRuns.id });
    return rows.length > 0;
  },

  /** Ends every active run started for `subjectKey` (in any sequence) with `reason`; resolves how many. */
  async exitSubject(db: Orm, subjectKey: string, reason: string, at: Date): Promise<number> {
    const rows = await db
      .update(automationRuns)
      .set({ status: 'exited', exitReason: reason, finishedAt: at })
      .where(and(eq(automationRuns.subjectKey, subjectKey), eq(automationRuns.status, 'active')))
      .returning({ id: automationRuns.id });
    return rows.length;
  },

  /**
   * An erasure: ends the subject's active runs with `reason`, and every run of the subject (finished
   * ones too) keeps its history but names `address` and nobody. Resolves the runs' ids.
   */
  async forgetSubject(db: Orm, subjectKey: string, address: string, reason: string, at: Date): Promise<number[]> {
    await this.exitSubject(db, subjectKey, reason, at);
    const rows = await db
      .update(automationRuns)
      .set({ email: address, firstName: '', lastName: '', contactId: null })
      .where(eq(automationRuns.subjectKey, subjectKey))
      .returning({ id: automationRuns.id });
    return rows.map((row) => row.id);
  },

  /** Ends these runs, if still active, with `reason`; resolves how many. */
  async exitRuns(db: Orm, ids: readonly number[], reason: string, at: Date): Promise<number> {
    if (ids.length === 0) return 0;
    const rows = await db
      .update(automationRuns)
      .set({ status: 'exited', exitReason: reason, finishedAt: at })
      .where(and(inArray(automationRuns.id, [...ids]), eq(automationRuns.status, 'active')))
      .returning({ id: automationRuns.id });
    return rows.length;
  },

  async emailsOf(db: Orm, contactIds: readonly number[]): Promise<string[]> {
    if (contactIds.length === 0) return [];
    const rows = await db
      .selectDistinct({ email: automationRuns.email })
      .from(automationRuns)
      .where(inArray(automationRuns.contactId, [...contactIds]));
    return rows.map((row) => row.email);
  },

  /** The sequence's runs, newest first, with their step logs. */
  async ofSequence(db: Orm, sequenceId: number, limit: number): Promise<{ run: RunRow; steps: RunStepRow[] }[]> {
    const runs = await db
      .select()
      .from(automationRuns)
      .where(eq(automationRuns.sequenceId, sequenceId))
      .orderBy(desc(automationRuns.id))
      .limit(limit);
    if (runs.length === 0) return [];
    const steps = await db
      .select()
      .from(automationRunSteps)
      .where(
        inArray(
          automationRunSteps.runId,
          runs.map((run) => run.id),
        ),
      )
      .orderBy(asc(automationRunSteps.step));
    return runs.map((run) => ({ run, steps: steps.filter((step) => step.runId === run.id) }));
  },
};
