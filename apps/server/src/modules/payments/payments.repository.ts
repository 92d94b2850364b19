import { and, asc, desc, eq, gte, ilike, inArray, lt, ne, or, type SQL } from 'drizzle-orm';
import type { PaymentStatus } from '@meridian/contracts/payments';
import type { Orm } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { paymentEvents, paymentRefunds, payments } from './payments.tables';

export type PaymentRecord = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type RefundRecord = typeof paymentRefunds.$inferSelect;
/** A subquery answering subject ids as text (see `unrefundedAmong`). */
export type SubjectIdsQuery = SQL;

export interface PaymentFilter {
  from?: Date;
  /** Exclusive. */
  until?: Date;
  status?: PaymentStatus;
  search?: string;
  limit: number;
}

function filterConditions(filter: Omit<PaymentFilter, 'limit'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.from) conditions.push(gte(payments.paidAt, filter.from));
  if (filter.until) conditions.push(lt(payments.paidAt, filter.until));
  if (filter.status) conditions.push(eq(payments.status, filter.status));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    const either = or(ilike(payments.buyerEmail, pattern), ilike(payments.buyerName, pattern));
    if (either) conditions.push(either);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export const paymentsRepository = {
  /** Records an event id; false when it was seen before (the caller then does nothing). */
  async recordEvent(db: Orm, id: string, type: string): Promise<boolean> {
    const rows = await db
      .insert(paymentEvents)
      .values({ id, type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    return rows.length > 0;
  },

  /**
   * One payment per checkout, and per kind and subject: a second insert for the same checkout
   * answers the existing row; another checkout's payment for the same subject is an error.
   */
  /** The checkout's payment row; `created` is false when an earlier call wrote it. */
  async insert(db: Orm, values: NewPayment): Promise<{ payment: PaymentRecord; created: boolean }> {
    const [inserted] = await db.insert(payments).values(values).onConflictDoNothing().returning();
    if (inserted) return { payment: inserted, created: true };
    const [existing] = await db.select().from(payments).where(eq(payments.checkoutSessionId, values.checkoutSessionId));
    if (!existing) {
      throw new Error(
        `${values.kind} ${values.subjectType} ${values.subjectId} already has a payment from another checkout.`,
      );
    }
    return { payment: existing, created: false };
  },

  async byId(db: Orm, id: number, lock = false): Promise<PaymentRecord | undefined> {
    const query = db.select().from(payments).where(eq(payments.id, id));
    const [row] = await (lock ? query.for('update') : query);
    return row;
  },

  async byIntent(db: Orm, paymentIntentId: string): Promise<PaymentRecord | undefined> {
    const [row] = await db.select().from(payments).where(eq(payments.paymentIntentId, paymentIntentId));
    return row;
  },

  async bySubject(db: Orm, kind: string, subjectType: string, subjectId: string): Promise<PaymentRecord | undefined> {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.kind, kind), eq(payments.subjectType, subjectType), eq(payments.subjectId, subjectId)));
    return row;
  },

  /**
   * Ids of payments of `kind` not yet refunded in full whose subject id is among `subjectIds` (a
   * subquery of the kind's own, answering ids as text), oldest first.
   */
  async unrefundedAmong(
    db: Orm,
    kind: string,
    subjectType: string,
    subjectIds: SubjectIdsQuery,
    limit: number,
  ): Promise<number[]> {
    const rows = await db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.kind, kind),
          eq(payments.subjectType, subjectType),
          ne(payments.status, 'refunded'),
          inArray(payments.subjectId, subjectIds),
        ),
      )
      .orderBy(asc(payments.id))
      .limit(limit);
    return rows.map((row) => row.id);
  },

  async setRefunded(db: Orm, id: number, refundedCents: number, status: PaymentStatus, now: Date) {
    const [row] = await db
      .update(payments)
      .set({ refundedCents, status, refundedAt: now, updatedAt: now })
      .where(eq(payments.id, id))
      .returning();
    return row;
  },

  async insertRefund(db: Orm, values: typeof paymentRefunds.$inferInsert): Promise<RefundRecord> {
    const [row] = await db.insert(paymentRefunds).values(values).returning();
    if (!row) throw new Error(`refund of payment ${values.paymentId} not recorded`);
    return row;
  },

  async list(db: Orm, filter: PaymentFilter): Promise<PaymentRecord[]> {
    return db
      .select()
      .from(payments)
      .where(filterConditions(filter))
      .orderBy(desc(payments.paidAt), desc(payments.id))
      .limit(filter.limit);
  },
};
