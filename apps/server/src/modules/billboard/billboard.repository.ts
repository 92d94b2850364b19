import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { advertiserInvoices, advertiserSubscriptions } from './billboard.tables';

export type AdvertiserSubscriptionRecord = typeof advertiserSubscriptions.$inferSelect;
export type NewAdvertiserSubscription = typeof advertiserSubscriptions.$inferInsert;
export type SubscriptionUpdate = Partial<
  Pick<
    AdvertiserSubscriptionRecord,
    'plan' | 'status' | 'providerSubscriptionId' | 'customerId' | 'amountCents' | 'currency' | 'currentPeriodEnd'
  >
>;

/** Statuses of a plan that is running (its creatives may be served within the period rules). */
export const RUNNING_STATUSES = ['active', 'past_due', 'cancelled'] as const;

/** SQL for advertisers' plans (`advertiser_subscriptions`). */
export type AdvertiserInvoiceRecord = typeof advertiserInvoices.$inferSelect;

export const billboardRepository = {
  async addInvoice(db: Orm, values: AdvertiserInvoiceRecord): Promise<void> {
    await db.insert(advertiserInvoices).values(values).onConflictDoNothing();
  },

  /** The user's paid invoices, newest first. */
  async invoicesOf(db: Orm, userId: number): Promise<AdvertiserInvoiceRecord[]> {
    return db
      .select({
        paymentId: advertiserInvoices.paymentId,
        subscriptionId: advertiserInvoices.subscriptionId,
        description: advertiserInvoices.description,
        amountCents: advertiserInvoices.amountCents,
        currency: advertiserInvoices.currency,
        paidAt: advertiserInvoices.paidAt,
      })
      .from(advertiserInvoices)
      .innerJoin(advertiserSubscriptions, eq(advertiserSubscriptions.id, advertiserInvoices.subscriptionId))
      .where(eq(advertiserSubscriptions.userId, userId))
      .orderBy(desc(advertiserInvoices.paidAt), desc(advertiserInvoices.paymentId))
      .limit(100);
  },

  /**
   * When the plan a ledger payment paid for started: its first paid invoice (the affiliate rule's
   * "first N months"), or null when the payment is no plan invoice.
   */
  async startedAtOfPayment(db: Orm, paymentId: number): Promise<Date | null> {
    const [row] = await db
      .select({ startedAt: sql<string | null>`min(${advertiserInvoices.paidAt})::text` })
      .from(advertiserInvoices)
      .where(
        sql`${advertiserInvoices.subscriptionId} = (select ${advertiserInvoices.subscriptionId} from ${advertiserInvoices}
          where ${advertiserInvoices.paymentId} = ${paymentId})`,
      );
    return row?.startedAt ? new Date(row.startedAt) : null;
  },

  /** Revenue per advertiser (cents, all plans). */
  async revenueByUser(db: Orm): Promise<Array<{ userId: number; cents: number }>> {
    const rows = await db
      .select({
        userId: advertiserSubscriptions.userId,
        cents: sql<number>`coalesce(sum(${advertiserInvoices.amountCents}), 0)::int`,
      })
      .from(advertiserInvoices)
      .innerJoin(advertiserSubscriptions, eq(advertiserSubscriptions.id, advertiserInvoices.subscriptionId))
      .groupBy(advertiserSubscriptions.userId);
    return rows.map((r) => ({ userId: r.userId, cents: Number(r.cents) }));
  },

  async insert(db: Orm, values: NewAdvertiserSubscription): Promise<AdvertiserSubscriptionRecord> {
    const [row] = await db.insert(advertiserSubscriptions).values(values).returning();
    if (!row) throw new Error('Inserting an advertiser subscription returned no row.');
    return row;
  },

  async setCheckout(db: Orm, id: number, checkoutId: string): Promise<void> {
    await db.update(advertiserSubscriptions).set({ checkoutId }).where(eq(advertiserSubscriptions.id, id));
  },

  async byId(db: Orm, id: number, lock = false): Promise<AdvertiserSubscriptionRecord | undefined> {
    const query = db.select().from(advertiserSubscriptions).where(eq(advertiserSubscriptions.id, id));
    const [row] = await (lock ? query.for('update') : query);
    return row;
  },

  async byProviderId(db: Orm, providerSubscriptionId: string): Promise<AdvertiserSubscriptionRecord | undefined> {
    const [row] = await db
      .select()
      .from(advertiserSubscriptions)
      .where(eq(advertiserSubscriptions.providerSubscriptionId, providerSubscriptionId));
    return row;
  },

  /** The user's latest plan (running, or else the newest attempt). */
  async latestOf(db: Orm, userId: number): Promise<AdvertiserSubscriptionRecord | undefined> {
    const [running] = await db
      .select()
      .from(advertiserSubscriptions)
      .where(and(eq(advertiserSubscriptions.userId, userId), inArray(advertiserSubscriptions.status, RUNNING_STATUSES)))
      .orderBy(desc(advertiserSubscriptions.id))
      .limit(1);
    if (running) return running;
    const [latest] = await db
      .select()
      .from(advertiserSubscriptions)
      .where(and(eq(advertiserSubscriptions.userId, userId), sql`${advertiserSubscriptions.status} <> 'pending'`))
      .orderBy(desc(advertiserSubscriptions.id))
      .limit(1);
    return latest;
  },

  /** The user's newest pending checkout for `plan`, if any (reused while its checkout is open). */
  async pendingOf(db: Orm, userId: number, plan: string): Promise<AdvertiserSubscriptionRecord | undefined> {
    const [row] = await db
      .select()
      .from(advertiserSubscriptions)
      .where(
        and(
          eq(advertiserSubscriptions.userId, userId),
          eq(advertiserSubscriptions.plan, plan),
          eq(advertiserSubscriptions.status, 'pending'),
        ),
      )
      .orderBy(desc(advertiserSubscriptions.id))
      .limit(1);
    return row;
  },

  async update(db: Orm, id: number, change: SubscriptionUpdate): Promise<AdvertiserSubscriptionRecord | undefined> {
    const [row] = await db
      .update(advertiserSubscriptions)
      .set({ ...change, updatedAt: sql`now()` })
      .where(eq(advertiserSubscriptions.id, id))
      .returning();
    return row;
  },

  /** Every user's latest non-pending plan, for the admin's list. */
  async latestPerUser(db: Orm): Promise<AdvertiserSubscriptionRecord[]> {
    return db
      .selectDistinctOn([advertiserSubscriptions.userId])
      .from(advertiserSubscriptions)
      .where(sql`${advertiserSubscriptions.status} <> 'pending'`)
      .orderBy(
        advertiserSubscriptions.userId,
        sql`${advertiserSubscriptions.status} in ('active', 'past_due', 'cancelled') desc`,
        desc(advertiserSubscriptions.id),
      );
  },
};
