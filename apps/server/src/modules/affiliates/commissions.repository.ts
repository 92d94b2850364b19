import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { affiliateCommissions } from './affiliates.tables';

export type CommissionRow = typeof affiliateCommissions.$inferSelect;
export type NewCommission = typeof affiliateCommissions.$inferInsert;

/** Sums per affiliate: pending, approved and not yet paid (net), paid (net), and reversed (positive). */
export interface Balances {
  affiliateId: number;
  pendingCents: number;
  approvedCents: number;
  paidCents: number;
  reversedCents: number;
  conversions: number;
}

export interface DailyCommission {
  day: string;
  conversions: number;
  commissionCents: number;
}

const inRange = (range: { from: Date; to: Date }) =>
  sql`${affiliateCommissions.paidAt} >= ${range.from.toISOString()} and ${affiliateCommissions.paidAt} < ${range.to.toISOString()}`;

const sumWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`coalesce(sum(${affiliateCommissions.amountCents}) filter (where ${condition}), 0)::int`;

export const commissionsRepository = {
  /** The earned entry of a payment, once: false when the payment already has one. */
  async insertEarned(db: Orm, row: NewCommission): Promise<boolean> {
    const inserted = await db
      .insert(affiliateCommissions)
      .values({ ...row, entry: 'earned' })
      .onConflictDoNothing()
      .returning({ id: affiliateCommissions.id });
    return inserted.length > 0;
  },

  insertReversal: (db: Orm, row: NewCommission) =>
    db.insert(affiliateCommissions).values({ ...row, entry: 'reversal' }),

  /** A payment's entries, the earned one first, locked for the refund that reverses them. */
  ofPayment: (db: Orm, paymentId: number) =>
    db
      .select()
      .from(affiliateCommissions)
      .where(eq(affiliateCommissions.paymentId, paymentId))
      .orderBy(asc(affiliateCommissions.id))
      .for('update'),

  /** Pending entries whose holding period has passed become approved; answers how many. */
  async approveDue(db: Orm, now: Date): Promise<number> {
    const rows = await db
      .update(affiliateCommissions)
      .set({ status: 'approved' })
      .where(and(eq(affiliateCommissions.status, 'pending'), lte(affiliateCommissions.approvesAt, now)))
      .returning({ id: affiliateCommissions.id });
    return rows.length;
  },

  /** Balances of one affiliate (everyone's with commission entries when absent), optionally for payments in a range. */
  async balances(db: Orm, filter: { affiliateId?: number; from?: Date; to?: Date } = {}): Promise<Balances[]> {
    const rows = await db
      .select({
        affiliateId: affiliateCommissions.affiliateId,
        pendingCents: sumWhere(sql`${affiliateCommissions.status} = 'pending'`),
        approvedCents: sumWhere(sql`${affiliateCommissions.status} = 'approved'`),
        paidCents: sumWhere(sql`${affiliateCommissions.status} = 'paid'`),
        reversedCents: sql<number>`(-coalesce(sum(${affiliateCommissions.amountCents}) filter (where ${affiliateCommissions.entry} = 'reversal'), 0))::int`,
        conversions: sql<number>`(count(*) filter (where ${affiliateCommissions.entry} = 'earned'))::int`,
      })
      .from(affiliateCommissions)
      .where(
        and(
          filter.affiliateId === undefined ? undefined : eq(affiliateCommissions.affiliateId, filter.affiliateId),
          filter.from && filter.to ? inRange({ from: filter.from, to: filter.to }) : undefined,
        ),
      )
      .groupBy(affiliateCommissions.affiliateId);
    return rows.map((row) => ({
      affiliateId: row.affiliateId,
      pendingCents: Number(row.pendingCents),
      approvedCents: Number(row.approvedCents),
      paidCents: Number(row.paidCents),
      reversedCents: Number(row.reversedCents),
      conversions: Number(row.conversions),
    }));
  },

  /** Conversions and commission earned per UTC day of payment. */
  async daily(db: Orm, affiliateId: number, range: { from: Date; to: Date }): Promise<DailyCommission[]> {
    const day = sql<string>`to_char(${affiliateCommissions.paidAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    const rows = await db
      .select({
        day,
        conversions: sql<number>`(count(*) filter (where ${affiliateCommissions.entry} = 'earned'))::int`,
        commissionCents: sql<number>`coalesce(sum(${affiliateCommissions.amountCents}) filter (where ${affiliateCommissions.entry} = 'earned'), 0)::int`,
      })
      .from(affiliateCommissions)
      .where(and(eq(affiliateCommissions.affiliateId, affiliateId), inRange(range)))
      .groupBy(day);
    return rows.map((row) => ({
      day: row.day,
      conversions: Number(row.conversions),
      commissionCents: Number(row.commissionCents),
    }));
  },

  /** One affiliate's entries for payments in the range, newest payment first. */
  list: (db: Orm, affiliateId: number, range: { from: Date; to: Date }) =>
    db
      .select()
      .from(affiliateCommissions)
      .where(and(eq(affiliateCommissions.affiliateId, affiliateId), inRange(range)))
      .orderBy(desc(affiliateCommissions.paidAt), asc(affiliateCommissions.id))
      .limit(2000),

  /** The approved, unattached balance of an affiliate (net of reversals). */
  async unpaidApproved(db: Orm, affiliateId: number): Promise<number> {
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${affiliateCommissions.amountCents}), 0)::int` })
      .from(affiliateCommissions)
      .where(
        and(
          eq(affiliateCommissions.affiliateId, affiliateId),
          eq(affiliateCommissions.status, 'approved'),
          isNull(affiliateCommissions.payoutId),
        ),
      );
    return Number(row?.total ?? 0);
  },

  /** Affiliates with any approved entry not yet in a payout (the scheduled run's candidates). */
  async withUnpaidApproved(db: Orm): Promise<number[]> {
    const rows = await db
      .selectDistinct({ affiliateId: affiliateCommissions.affiliateId })
      .from(affiliateCommissions)
      .where(and(eq(affiliateCommissions.status, 'approved'), isNull(affiliateCommissions.payoutId)));
    return rows.map((row) => row.affiliateId);
  },

  /** Puts every approved, unattached entry of the affiliate in the payout. */
  attach: (db: Orm, affiliateId: number, payoutId: number) =>
    db
      .update(affiliateCommissions)
      .set({ payoutId })
      .where(
        and(
          eq(affiliateCommissions.affiliateId, affiliateId),
          eq(affiliateCommissions.status, 'approved'),
          isNull(affiliateCommissions.payoutId),
        ),
      ),

  /** The payout's transfer went through: its entries are paid. */
  markPaid: (db: Orm, payoutIds: number[]) =>
    db.update(affiliateCommissions).set({ status: 'paid' }).where(inArray(affiliateCommissions.payoutId, payoutIds)),

  /** The payout failed for good: its entries are owed again. */
  detach: (db: Orm, payoutId: number) =>
    db.update(affiliateCommissions).set({ payoutId: null }).where(eq(affiliateCommissions.payoutId, payoutId)),
};
