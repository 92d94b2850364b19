import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { promoCodeRedemptions, promoCodes } from './promo-codes.tables';

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type PromoCodeValues = Omit<typeof promoCodes.$inferInsert, 'id' | 'usesCount' | 'createdAt' | 'updatedAt'>;
export type RedemptionRow = typeof promoCodeRedemptions.$inferSelect;

/** SQL for promo codes and the seats booked with them. */
export const promoCodesRepository = {
  list(db: Orm): Promise<PromoCodeRow[]> {
    return db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), desc(promoCodes.id)).limit(1000);
  },

  /** The codes that credit `affiliateId`, newest first (their Links page). */
  byAffiliate(db: Orm, affiliateId: number): Promise<PromoCodeRow[]> {
    return db
      .select()
      .from(promoCodes)
      .where(eq(promoCodes.affiliateId, affiliateId))
      .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id))
      .limit(100);
  },

  async byId(db: Orm, id: number): Promise<PromoCodeRow | undefined> {
    const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
    return row;
  },

  /** The code's row; `lock` takes its row lock for the rest of the transaction (uses are counted under it). */
  async byCode(db: Orm, code: string, lock = false): Promise<PromoCodeRow | undefined> {
    const query = db.select().from(promoCodes).where(eq(promoCodes.code, code));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async lockById(db: Orm, id: number): Promise<PromoCodeRow | undefined> {
    const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
    return row;
  },

  async codeTaken(db: Orm, code: string, exceptId: number): Promise<boolean> {
    const rows = await db
      .select({ id: promoCodes.id })
      .from(promoCodes)
      .where(and(eq(promoCodes.code, code), ne(promoCodes.id, exceptId)));
    return rows.length > 0;
  },

  async insert(db: Orm, values: PromoCodeValues): Promise<PromoCodeRow> {
    const [row] = await db.insert(promoCodes).values(values).returning();
    return row!;
  },

  /**
   * An affiliate's own code; undefined when they already have one (the partial unique index on
   * `affiliate_id` decided it, so two simultaneous requests make one code). A taken code text still
   * throws: the caller checks it first.
   */
  async insertOwn(db: Orm, values: PromoCodeValues): Promise<PromoCodeRow | undefined> {
    const [row] = await db
      .insert(promoCodes)
      .values(values)
      .onConflictDoNothing({ target: promoCodes.affiliateId, where: sql`${promoCodes.madeBy} = 'affiliate'` })
      .returning();
    return row;
  },

  async update(db: Orm, id: number, values: Partial<PromoCodeValues>): Promise<PromoCodeRow | undefined> {
    const [row] = await db
      .update(promoCodes)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(promoCodes.id, id))
      .returning();
    return row;
  },

  /** Seats held or paid with the code by `email` (the per-email limit). */
  async usesByEmail(db: Orm, promoCodeId: number, email: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(promoCodeRedemptions)
      .where(
        and(
          eq(promoCodeRedemptions.promoCodeId, promoCodeId),
          sql`lower(${promoCodeRedemptions.email}) = lower(${email})`,
          inArray(promoCodeRedemptions.status, ['held', 'paid']),
        ),
      );
    return Number(row?.n ?? 0);
  },

  /** Records a seat booked with the code and counts its use (the caller holds the code's row lock). */
  async redeem(db: Orm, values: typeof promoCodeRedemptions.$inferInsert): Promise<RedemptionRow> {
    const [row] = await db.insert(promoCodeRedemptions).values(values).returning();
    await db
      .update(promoCodes)
      .set({ usesCount: sql`${promoCodes.usesCount} + 1` })
      .where(eq(promoCodes.id, values.promoCodeId));
    return row!;
  },

  /**
   * A seat booked with a code was paid: its use is kept for good. A payment that landed after the
   * hold lapsed (and still got its seat) takes back the use the lapse gave back.
   */
  async markPaid(db: Orm, registrationId: number, now: Date): Promise<void> {
    const [before] = await db
      .select({ status: promoCodeRedemptions.status, promoCodeId: promoCodeRedemptions.promoCodeId })
      .from(promoCodeRedemptions)
      .where(eq(promoCodeRedemptions.registrationId, registrationId))
      .for('update');
    if (!before || before.status === 'paid') return;
    await db
      .update(promoCodeRedemptions)
      .set({ status: 'paid', endedAt: now })
      .where(eq(promoCodeRedemptions.registrationId, registrationId));
    if (before.status === 'released') {
      await db
        .update(promoCodes)
        .set({ usesCount: sql`${promoCodes.usesCount} + 1` })
        .where(eq(promoCodes.id, before.promoCodeId));
    }
  },

  /**
   * A held seat was released unpaid: its use goes back to the code, once (the status moves from
   * `held` only once, and the count moves with it in the same statement's transaction).
   */
  async release(db: Orm, registrationId: number, now: Date): Promise<boolean> {
    const [released] = await db
      .update(promoCodeRedemptions)
      .set({ status: 'released', endedAt: now })
      .where(and(eq(promoCodeRedemptions.registrationId, registrationId), eq(promoCodeRedemptions.status, 'held')))
      .returning({ promoCodeId: promoCodeRedemptions.promoCodeId });
    if (!released) return false;
    await db
      .update(promoCodes)
      .set({ usesCount: sql`greatest(${promoCodes.usesCount} - 1, 0)` })
      .where(eq(promoCodes.id, released.promoCodeId));
    return true;
  },
};
