import { and, desc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { affiliatePayoutHolds, affiliatePayouts } from './affiliates.tables';

export type PayoutRow = typeof affiliatePayouts.$inferSelect;
export type NewPayout = typeof affiliatePayouts.$inferInsert;

/** Any lock key unlikely to meet another module's: payouts of one affiliate run one at a time. */
const PAYOUT_LOCK = 720_141;

export const payoutsRepository = {
  /** Serialises payout work for one affiliate until the transaction ends (two job runs, two admins). */
  async lockAffiliate(db: Orm, affiliateId: number): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(${PAYOUT_LOCK}, ${affiliateId})`);
  },

  async insert(db: Orm, payout: NewPayout): Promise<PayoutRow> {
    const [row] = await db.insert(affiliatePayouts).values(payout).returning();
    if (!row) throw new Error('The payout row was not written.');
    return row;
  },

  /** The affiliate's payout recorded but not confirmed by the provider yet (at most one). */
  async unfinishedOf(db: Orm, affiliateId: number): Promise<PayoutRow | undefined> {
    const [row] = await db
      .select()
      .from(affiliatePayouts)
      .where(and(eq(affiliatePayouts.affiliateId, affiliateId), eq(affiliatePayouts.status, 'pending')))
      .limit(1);
    return row;
  },

  unfinished: (db: Orm) => db.select().from(affiliatePayouts).where(eq(affiliatePayouts.status, 'pending')),

  async markPaid(db: Orm, id: number, transferId: string, at: Date): Promise<PayoutRow | undefined> {
    const [row] = await db
      .update(affiliatePayouts)
      .set({ status: 'paid', transferId, paidAt: at })
      .where(and(eq(affiliatePayouts.id, id), eq(affiliatePayouts.status, 'pending')))
      .returning();
    return row;
  },

  byId: async (db: Orm, id: number) => (await db.select().from(affiliatePayouts).where(eq(affiliatePayouts.id, id)))[0],

  list: (db: Orm, affiliateId?: number) =>
    db
      .select()
      .from(affiliatePayouts)
      .where(affiliateId === undefined ? undefined : eq(affiliatePayouts.affiliateId, affiliateId))
      .orderBy(desc(affiliatePayouts.createdAt), desc(affiliatePayouts.id))
      .limit(500),

  async setHold(db: Orm, affiliateId: number, held: boolean, by: number, at: Date): Promise<void> {
    if (!held) {
      await db.delete(affiliatePayoutHolds).where(eq(affiliatePayoutHolds.affiliateId, affiliateId));
      return;
    }
    await db.insert(affiliatePayoutHolds).values({ affiliateId, heldBy: by, heldAt: at }).onConflictDoNothing();
  },

  async heldIds(db: Orm): Promise<Set<number>> {
    const rows = await db.select({ id: affiliatePayoutHolds.affiliateId }).from(affiliatePayoutHolds);
    return new Set(rows.map((row) => row.id));
  },

  async isHeld(db: Orm, affiliateId: number): Promise<boolean> {
    const rows = await db
      .select({ id: affiliatePayoutHolds.affiliateId })
      .from(affiliatePayoutHolds)
      .where(eq(affiliatePayoutHolds.affiliateId, affiliateId));
    return rows.length > 0;
  },
};
