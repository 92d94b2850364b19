import { and, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../../db/database';
import { testSubscriptions } from './test-subscriptions.tables';

export type TestSubscriptionRecord = typeof testSubscriptions.$inferSelect;
export type NewTestSubscription = typeof testSubscriptions.$inferInsert;
export type TestSubscriptionChange = Partial<
  Pick<
    TestSubscriptionRecord,
    | 'status'
    | 'interval'
    | 'amountCents'
    | 'currentPeriodStart'
    | 'currentPeriodEnd'
    | 'cancelAtPeriodEnd'
    | 'endedAt'
    | 'returnUrl'
    | 'planOptions'
  >
>;

/** SQL for the local TEST MODE subscriptions (`test_subscriptions`). */
export const testSubscriptionRepository = {
  async insertOnce(db: Orm, values: NewTestSubscription): Promise<TestSubscriptionRecord> {
    await db.insert(testSubscriptions).values(values).onConflictDoNothing({ target: testSubscriptions.checkoutId });
    const [row] = await db.select().from(testSubscriptions).where(eq(testSubscriptions.checkoutId, values.checkoutId));
    if (!row) throw new Error('Inserting a test subscription returned no row.');
    return row;
  },

  async find(db: Orm, id: string, lock = false): Promise<TestSubscriptionRecord | null> {
    const query = db.select().from(testSubscriptions).where(eq(testSubscriptions.id, id));
    const [row] = await (lock ? query.for('update') : query);
    return row ?? null;
  },

  async byCheckout(db: Orm, checkoutId: string): Promise<TestSubscriptionRecord | null> {
    const [row] = await db.select().from(testSubscriptions).where(eq(testSubscriptions.checkoutId, checkoutId));
    return row ?? null;
  },

  /** Changes a subscription only while it is in `status` (so two clicks never apply one action twice). */
  async update(
    db: Orm,
    id: string,
    status: string,
    change: TestSubscriptionChange,
  ): Promise<TestSubscriptionRecord | null> {
    const [row] = await db
      .update(testSubscriptions)
      .set({ ...change, updatedAt: sql`now()` })
      .where(and(eq(testSubscriptions.id, id), eq(testSubscriptions.status, status)))
      .returning();
    return row ?? null;
  },
};
