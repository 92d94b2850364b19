import { and, eq, gt, sql } from 'drizzle-orm';
import type { Orm } from '../../../db/database';
import type { CheckoutOpening, CheckoutStatus } from '../payment-gateway';
import { localIds } from './local-ids';
import { testCheckouts } from './test-checkouts.tables';

type TestCheckoutRow = typeof testCheckouts.$inferSelect;

/**
 * The table has no column for idempotency keys, so the repository keeps its own bookkeeping in
 * `metadata` under reserved keys (the checkout's idempotency key; one entry per refund key) and
 * never hands those keys out: callers see only the metadata they stored.
 */
export const RESERVED_METADATA_PREFIX = '__local_';
const IDEMPOTENCY_KEY = `${RESERVED_METADATA_PREFIX}idempotency_key`;
const refundKey = (idempotencyKey: string) => `${RESERVED_METADATA_PREFIX}refund:${idempotencyKey}`;

export interface TestCheckoutRecord {
  id: string;
  /** As stored: an open checkout past `expiresAt` is still 'open' here (see localCheckoutStatus). */
  status: CheckoutStatus;
  description: string;
  customerEmail: string;
  amountCents: number;
  currency: string;
  clientReferenceId: string;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  paymentIntentId: string | null;
  refundedCents: number;
  expiresAt: Date;
  completedAt: Date | null;
}

export type NewTestCheckout = Pick<TestCheckoutRecord, 'id' | 'expiresAt'> & Omit<CheckoutOpening, 'idempotencyKey'>;

export type RefundOutcome =
  | { kind: 'refunded'; id: string; amountCents: number }
  | { kind: 'no-payment' }
  | { kind: 'nothing-left' }
  | { kind: 'too-large'; remainingCents: number };

function toRecord(row: TestCheckoutRow): TestCheckoutRecord & { internal: Record<string, string> } {
  const metadata: Record<string, string> = {};
  const internal: Record<string, string> = {};
  for (const [key, value] of Object.entries(row.metadata)) {
    if (key.startsWith(RESERVED_METADATA_PREFIX)) internal[key] = value;
    else metadata[key] = value;
  }
  return {
    id: row.id,
    status: row.status as CheckoutStatus,
    description: row.description,
    customerEmail: row.customerEmail,
    amountCents: row.amountCents,
    currency: row.currency,
    clientReferenceId: row.clientReferenceId,
    metadata,
    successUrl: row.successUrl,
    cancelUrl: row.cancelUrl,
    paymentIntentId: row.paymentIntentId,
    refundedCents: row.refundedCents,
    expiresAt: row.expiresAt,
    completedAt: row.completedAt,
    internal,
  };
}

function withoutInternal(record: ReturnType<typeof toRecord>): TestCheckoutRecord {
  const { internal: _internal, ...rest } = record;
  return rest;
}

/** SQL for the local TEST MODE checkout's sessions (`test_checkouts`). */

export const testCheckoutRepository = {
  async find(db: Orm, id: string): Promise<TestCheckoutRecord | null> {
    const found = await findRow(db, id);
    return found ? withoutInternal(found) : null;
  },

  /**
   * Inserts the checkout unless one was already made with `idempotencyKey`; answers the stored
   * one either way. A transaction-scoped advisory lock on the key serialises concurrent callers.
   */
  /**
   * Opens a checkout for a one-off or a subscription checkout request (the fields both share), once per
   * idempotency key: a second call with the key returns the first checkout.
   */
  openOnce(db: Orm, request: CheckoutOpening, expiresAt: Date): Promise<TestCheckoutRecord> {
    const { idempotencyKey, description, customerEmail, amountCents, currency } = request;
    const { clientReferenceId, metadata, successUrl, cancelUrl } = request;
    return testCheckoutRepository.insertOnce(
      db,
      {
        id: localIds.checkout(),
        description,
        customerEmail,
        amountCents,
        currency,
        clientReferenceId,
        metadata,
        successUrl,
        cancelUrl,
        expiresAt,
      },
      idempotencyKey,
    );
  },

  async insertOnce(db: Orm, values: NewTestCheckout, idempotencyKey: string): Promise<TestCheckoutRecord> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`test_checkout:${idempotencyKey}`}, 0))`);
      const [existing] = await tx
        .select()
        .from(testCheckouts)
        .where(sql`${testCheckouts.metadata} ->> ${IDEMPOTENCY_KEY} = ${idempotencyKey}`)
        .limit(1);
      if (existing) return withoutInternal(toRecord(existing));
      const [row] = await tx
        .insert(testCheckouts)
        .values({ ...values, metadata: { ...values.metadata, [IDEMPOTENCY_KEY]: idempotencyKey } })
        .returning();
      if (!row) throw new Error('Inserting a test checkout returned no row.');
      return withoutInternal(toRecord(row));
    });
  },

  /** Open and not yet expired → complete with the payment intent; null when it was not payable. */
  async complete(db: Orm, id: string, paymentIntentId: string, now: Date): Promise<TestCheckoutRecord | null> {
    const [row] = await db
      .update(testCheckouts)
      .set({ status: 'complete', paymentIntentId, completedAt: now })
      .where(and(eq(testCheckouts.id, id), eq(testCheckouts.status, 'open'), gt(testCheckouts.expiresAt, now)))
      .returning();
    return row ? withoutInternal(toRecord(row)) : null;
  },

  /** Open → expired (a complete or already expired checkout is left as it is). */
  async expire(db: Orm, id: string): Promise<void> {
    await db
      .update(testCheckouts)
      .set({ status: 'expired' })
      .where(and(eq(testCheckouts.id, id), eq(testCheckouts.status, 'open')));
  },

  /**
   * Adds a refund to the paid checkout of `paymentIntentId` in one conditional UPDATE: the whole
   * remaining amount when `amountCents` is omitted, never more than was paid, once per key.
   */
  async refund(
    db: Orm,
    paymentIntentId: string,
    request: { idempotencyKey: string; amountCents?: number; refundId: string },
  ): Promise<RefundOutcome> {
    const key = refundKey(request.idempotencyKey);
    const amount = sql`coalesce(${request.amountCents ?? null}::integer, ${testCheckouts.amountCents} - ${testCheckouts.refundedCents})`;
    const [row] = await db
      .update(testCheckouts)
      .set({
        refundedCents: sql`${testCheckouts.refundedCents} + ${amount}`,
        metadata: sql`${testCheckouts.metadata} || jsonb_build_object(${key}::text, ${request.refundId}::text || ':' || (${amount})::text)`,
      })
      .where(
        and(
          eq(testCheckouts.paymentIntentId, paymentIntentId),
          eq(testCheckouts.status, 'complete'),
          sql`not (${testCheckouts.metadata} ? ${key})`,
          sql`${amount} > 0`,
          sql`${testCheckouts.refundedCents} + ${amount} <= ${testCheckouts.amountCents}`,
        ),
      )
      .returning();
    const record = row ? toRecord(row) : await findByPaymentIntent(db, paymentIntentId);
    if (!record || record.status !== 'complete') return { kind: 'no-payment' };
    const stored = record.internal[key];
    if (stored) {
      const [id = '', cents = '0'] = stored.split(':');
      return { kind: 'refunded', id, amountCents: Number(cents) };
    }
    const remainingCents = record.amountCents - record.refundedCents;
    return remainingCents === 0 ? { kind: 'nothing-left' } : { kind: 'too-large', remainingCents };
  },
};

async function findRow(db: Orm, id: string) {
  const [row] = await db.select().from(testCheckouts).where(eq(testCheckouts.id, id)).limit(1);
  return row ? toRecord(row) : null;
}

async function findByPaymentIntent(db: Orm, paymentIntentId: string) {
  const [row] = await db
    .select()
    .from(testCheckouts)
    .where(eq(testCheckouts.paymentIntentId, paymentIntentId))
    .limit(1);
  return row ? toRecord(row) : null;
}
