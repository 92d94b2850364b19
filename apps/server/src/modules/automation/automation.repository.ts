import type { AutomationTrigger } from '@meridian/contracts/automation';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { automationRuns, automationSequences, automationVersions, type StoredStep } from './automation.tables';

export type SequenceRow = typeof automationSequences.$inferSelect;
export type VersionRow = typeof automationVersions.$inferSelect;
export type RunCounts = { active: number; completed: number; exited: number };

/** SQL for sequences and their versions; every function takes the handle to run on. */
export const automationRepository = {
  async insertSequence(db: Orm, values: { ownerId: number; ownerName: string; name: string; at: Date }) {
    const { at, ...rest } = values;
    const [row] = await db
      .insert(automationSequences)
      .values({ ...rest, createdAt: at, updatedAt: at })
      .returning();
    if (!row) throw new Error('sequence insert returned no row');
    return row;
  },

  async insertVersion(
    db: Orm,
    values: { sequenceId: number; trigger: AutomationTrigger; segmentId: number | null; steps: StoredStep[]; at: Date },
  ): Promise<VersionRow> {
    const [last] = await db
      .select({ number: sql<number>`coalesce(max(${automationVersions.number}), 0)::int` })
      .from(automationVersions)
      .where(eq(automationVersions.sequenceId, values.sequenceId));
    const [row] = await db
      .insert(automationVersions)
      .values({
        sequenceId: values.sequenceId,
        number: (last?.number ?? 0) + 1,
        trigger: values.trigger,
        triggerType: values.trigger.type,
        segmentId: values.segmentId,
        steps: values.steps,
        createdAt: values.at,
      })
      .returning();
    if (!row) throw new Error('version insert returned no row');
    return row;
  },

  async update(db: Orm, id: number, values: Partial<Pick<SequenceRow, 'name' | 'status' | 'versionId' | 'updatedAt'>>) {
    await db.update(automationSequences).set(values).where(eq(automationSequences.id, id));
  },

  async find(db: Orm, id: number, lock = false): Promise<SequenceRow | null> {
    const query = db.select().from(automationSequences).where(eq(automationSequences.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  },

  async ownerOf(db: Orm, id: number): Promise<number | null> {
    return (await this.find(db, id))?.ownerId ?? null;
  },

  /** The owner's sequences (null: everyone's), the most recently edited first. */
  async list(db: Orm, ownerId: number | null): Promise<SequenceRow[]> {
    return db
      .select()
      .from(automationSequences)
      .where(ownerId === null ? undefined : eq(automationSequences.ownerId, ownerId))
      .orderBy(desc(automationSequences.updatedAt), desc(automationSequences.id));
  },

  async versions(db: Orm, ids: readonly number[]): Promise<Map<number, VersionRow>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select()
      .from(automationVersions)
      .where(inArray(automationVersions.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row]));
  },

  /** Active sequences whose current version starts on `type`, with that version. */
  async activeFor(db: Orm, type: string): Promise<{ sequence: SequenceRow; version: VersionRow }[]> {
    return db
      .select({ sequence: automationSequences, version: automationVersions })
      .from(automationSequences)
      .innerJoin(automationVersions, eq(automationVersions.id, automationSequences.versionId))
      .where(and(eq(automationSequences.status, 'active'), eq(automationVersions.triggerType, type)));
  },

  /** Whether an active sequence's current version starts only for people in the segment. */
  async activeWithSegment(db: Orm, segmentId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: automationSequences.id })
      .from(automationSequences)
      .innerJoin(automationVersions, eq(automationVersions.id, automationSequences.versionId))
      .where(and(eq(automationSequences.status, 'active'), eq(automationVersions.segmentId, segmentId)))
      .limit(1);
    return row !== undefined;
  },

  async runCounts(db: Orm, ids: readonly number[]): Promise<Map<number, RunCounts>> {
    if (ids.length === 0) return new Map();
    const count = (status: string) => sql<number>`count(*) filter (where ${automationRuns.status} = ${status})::int`;
    const rows = await db
      .select({
        id: automationRuns.sequenceId,
        active: count('active'),
        completed: count('completed'),
        exited: count('exited'),
      })
      .from(automationRuns)
      .where(inArray(automationRuns.sequenceId, [...ids]))
      .groupBy(automationRuns.sequenceId);
    return new Map(rows.map(({ id, ...counts }) => [id, counts]));
  },
};
