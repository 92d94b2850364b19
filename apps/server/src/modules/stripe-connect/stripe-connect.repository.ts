import { eq, sql } from 'drizzle-orm';
import type { TransferState } from '../../adapters/payments/payment-gateway';
import type { Orm } from '../../db/database';
import { stripeConnectAccounts, stripeConnectEvents, stripeConnectTransfers } from './stripe-connect.tables';

export type ConnectAccountRecord = typeof stripeConnectAccounts.$inferSelect;
type NewConnectAccount = typeof stripeConnectAccounts.$inferInsert;

/** SQL for connected accounts, applied events and transfers; the handle first, so callers compose transactions. */
export const stripeConnectRepository = {
  async findByUser(db: Orm, userId: number): Promise<ConnectAccountRecord | null> {
    const [row] = await db.select().from(stripeConnectAccounts).where(eq(stripeConnectAccounts.userId, userId));
    return row ?? null;
  },

  /** Stores the user's account unless one is stored already; answers the stored one either way. */
  async insertOnce(db: Orm, account: NewConnectAccount): Promise<ConnectAccountRecord> {
    await db
      .insert(stripeConnectAccounts)
      .values(account)
      .onConflictDoNothing({ target: stripeConnectAccounts.userId });
    const stored = await stripeConnectRepository.findByUser(db, account.userId);
    if (!stored) throw new Error('The connected account vanished after insert.');
    return stored;
  },

  async findByAccount(db: Orm, accountId: string): Promise<ConnectAccountRecord | null> {
    const [row] = await db.select().from(stripeConnectAccounts).where(eq(stripeConnectAccounts.accountId, accountId));
    return row ?? null;
  },

  /** The account's row, locked for the rest of the transaction (an event changes it). */
  async lockByAccount(db: Orm, accountId: string): Promise<ConnectAccountRecord | null> {
    const [row] = await db
      .select()
      .from(stripeConnectAccounts)
      .where(eq(stripeConnectAccounts.accountId, accountId))
      .for('update');
    return row ?? null;
  },

  async setState(
    db: Orm,
    accountId: string,
    state: { payoutsEnabled: boolean; detailsSubmitted: boolean },
    at: Date,
  ): Promise<void> {
    await db
      .update(stripeConnectAccounts)
      .set({ ...state, updatedAt: at })
      .where(eq(stripeConnectAccounts.accountId, accountId));
  },

  /** Records an event id; false when it was recorded before (the event is not applied again). */
  async recordEvent(db: Orm, eventId: string, type: string): Promise<boolean> {
    const rows = await db
      .insert(stripeConnectEvents)
      .values({ eventId, type })
      .onConflictDoNothing()
      .returning({ eventId: stripeConnectEvents.eventId });
    return rows.length > 0;
  },

  /** Stores what the provider says about a transfer; the reversed amount never goes down. */
  async upsertTransfer(db: Orm, transfer: TransferState, at: Date): Promise<void> {
    await db
      .insert(stripeConnectTransfers)
      .values({
        transferId: transfer.id,
        accountId: transfer.accountId,
        amountCents: transfer.amountCents,
        amountReversedCents: transfer.amountReversedCents,
        currency: transfer.currency,
        transferGroup: transfer.transferGroup,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoUpdate({
        target: stripeConnectTransfers.transferId,
        set: {
          amountReversedCents: sql`greatest(${stripeConnectTransfers.amountReversedCents}, excluded.amount_reversed_cents)`,
          updatedAt: at,
        },
      });
  },

  async findTransfer(db: Orm, transferId: string) {
    const [row] = await db
      .select()
      .from(stripeConnectTransfers)
      .where(eq(stripeConnectTransfers.transferId, transferId));
    return row ?? null;
  },
};
