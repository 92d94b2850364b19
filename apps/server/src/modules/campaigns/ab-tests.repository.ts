import { and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { campaignAbTests, campaignEvents, campaignMessages, campaigns } from './campaigns.tables';

export type AbTestRow = typeof campaignAbTests.$inferSelect;
export type AbTestValues = Pick<AbTestRow, 'subjectB' | 'preheaderB' | 'testPercent' | 'metric' | 'waitHours'>;

export interface VariantCounts {
  variant: 'a' | 'b';
  sent: number;
  uniqueOpens: number;
  uniqueClicks: number;
}

/** SQL for subject-line A/B tests: the test row, the split at start, the counts and the release of the rest. */
export const abTestsRepository = {
  async find(db: Orm, campaignId: number): Promise<AbTestRow | null> {
    const [row] = await db.select().from(campaignAbTests).where(eq(campaignAbTests.campaignId, campaignId));
    return row ?? null;
  },

  async findMany(db: Orm, ids: readonly number[]): Promise<Map<number, AbTestRow>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select()
      .from(campaignAbTests)
      .where(inArray(campaignAbTests.campaignId, [...ids]));
    return new Map(rows.map((row) => [row.campaignId, row]));
  },

  /** Saves a draft's test (null removes it). */
  async replace(db: Orm, campaignId: number, values: AbTestValues | null): Promise<void> {
    if (!values) {
      await db.delete(campaignAbTests).where(eq(campaignAbTests.campaignId, campaignId));
      return;
    }
    await db
      .insert(campaignAbTests)
      .values({ campaignId, ...values })
      .onConflictDoUpdate({ target: campaignAbTests.campaignId, set: values });
  },

  /**
   * At start, after the audience snapshot: `size` random rows get A, `size` others B, and every other
   * row waits for the winner. Sets when the winner is picked.
   */
  async split(db: Orm, campaignId: number, size: number, decideAt: Date): Promise<void> {
    await db.execute(sql`
      update ${campaignMessages} as m
      set variant = case when r.n <= ${size} then 'a' when r.n <= ${2 * size} then 'b' else null end,
          status = case when r.n <= ${2 * size} then m.status else 'waiting' end
      from (
        select id, row_number() over (order by random()) as n
        from ${campaignMessages} where campaign_id = ${campaignId}
      ) as r
      where m.id = r.id`);
    await db.update(campaignAbTests).set({ decideAt }).where(eq(campaignAbTests.campaignId, campaignId));
  },

  /** Tests whose wait is over and whose campaign is sending, not yet decided. */
  async due(db: Orm, now: Date): Promise<number[]> {
    const rows = await db
      .select({ id: campaignAbTests.campaignId })
      .from(campaignAbTests)
      .innerJoin(campaigns, eq(campaigns.id, campaignAbTests.campaignId))
      .where(
        and(
          isNull(campaignAbTests.winner),
          isNotNull(campaignAbTests.decideAt),
          lte(campaignAbTests.decideAt, now),
          eq(campaigns.status, 'sending'),
        ),
      );
    return rows.map((row) => row.id);
  },

  /** The undecided test, locked until the transaction ends (one picker per test). */
  async lockUndecided(db: Orm, campaignId: number): Promise<AbTestRow | null> {
    const [row] = await db
      .select()
      .from(campaignAbTests)
      .where(and(eq(campaignAbTests.campaignId, campaignId), isNull(campaignAbTests.winner)))
      .for('update');
    return row ?? null;
  },

  /** Each variant's sent messages and the messages with at least one open or click. */
  async variantCounts(db: Orm, campaignId: number): Promise<VariantCounts[]> {
    const rows = await db
      .select({
        variant: campaignMessages.variant,
        sent: sql<number>`count(distinct ${campaignMessages.id}) filter (where ${campaignMessages.status} = 'sent')::int`,
        uniqueOpens: sql<number>`count(distinct ${campaignEvents.messageId}) filter (where ${campaignEvents.kind} = 'open')::int`,
        uniqueClicks: sql<number>`count(distinct ${campaignEvents.messageId}) filter (where ${campaignEvents.kind} = 'click')::int`,
      })
      .from(campaignMessages)
      .leftJoin(campaignEvents, eq(campaignEvents.messageId, campaignMessages.id))
      .where(and(eq(campaignMessages.campaignId, campaignId), isNotNull(campaignMessages.variant)))
      .groupBy(campaignMessages.variant);
    return (['a', 'b'] as const).map((variant) => {
      const row = rows.find((r) => r.variant === variant);
      return {
        variant,
        sent: row?.sent ?? 0,
        uniqueOpens: row?.uniqueOpens ?? 0,
        uniqueClicks: row?.uniqueClicks ?? 0,
      };
    });
  },

  /** Records the winner and queues the waiting rest (sent with the winner's subject). */
  async decide(db: Orm, campaignId: number, winner: 'a' | 'b', at: Date): Promise<void> {
    await db
      .update(campaignAbTests)
      .set({ winner, winnerPickedAt: at })
      .where(eq(campaignAbTests.campaignId, campaignId));
    await db
      .update(campaignMessages)
      .set({ status: 'queued', nextAttemptAt: at })
      .where(and(eq(campaignMessages.campaignId, campaignId), eq(campaignMessages.status, 'waiting')));
  },
};
