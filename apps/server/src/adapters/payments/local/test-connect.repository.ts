import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Orm } from '../../../db/database';
import type { ConnectedAccount } from '../payment-gateway';
import { testConnectedAccounts, testOnboardingLinks, testTransfers } from './test-connect.tables';

type AccountRow = typeof testConnectedAccounts.$inferSelect;
type NewAccount = typeof testConnectedAccounts.$inferInsert;
type NewLink = typeof testOnboardingLinks.$inferInsert;
type NewTransfer = typeof testTransfers.$inferInsert;
export type TestTransferRecord = typeof testTransfers.$inferSelect;
export type TestOnboardingLinkRecord = typeof testOnboardingLinks.$inferSelect;

export const toLocalAccount = (row: AccountRow): ConnectedAccount => ({
  id: row.id,
  payoutsEnabled: row.payoutsEnabled,
  detailsSubmitted: row.detailsSubmitted,
  userId: row.userId,
});

/** The local Connect's rows (TEST MODE only). */
export const testConnectRepository = {
  /** Inserts the account unless its idempotency key was used; answers the stored one either way. */
  async insertAccountOnce(db: Orm, account: NewAccount): Promise<AccountRow> {
    await db.insert(testConnectedAccounts).values(account).onConflictDoNothing();
    const [row] = await db
      .select()
      .from(testConnectedAccounts)
      .where(eq(testConnectedAccounts.idempotencyKey, account.idempotencyKey));
    if (!row) throw new Error('The local connected account vanished after insert.');
    return row;
  },

  async findAccount(db: Orm, id: string): Promise<AccountRow | null> {
    const [row] = await db.select().from(testConnectedAccounts).where(eq(testConnectedAccounts.id, id));
    return row ?? null;
  },

  /** Onboarding finished: details submitted, payouts enabled. */
  async completeOnboarding(db: Orm, accountId: string): Promise<AccountRow | null> {
    const [row] = await db
      .update(testConnectedAccounts)
      .set({ payoutsEnabled: true, detailsSubmitted: true })
      .where(eq(testConnectedAccounts.id, accountId))
      .returning();
    return row ?? null;
  },

  async insertLink(db: Orm, link: NewLink): Promise<void> {
    await db.insert(testOnboardingLinks).values(link);
  },

  async findLink(db: Orm, id: string): Promise<TestOnboardingLinkRecord | null> {
    const [row] = await db.select().from(testOnboardingLinks).where(eq(testOnboardingLinks.id, id));
    return row ?? null;
  },

  /** Marks an unused, unexpired link used; null when another click got there first or it expired. */
  async useLink(db: Orm, id: string, at: Date): Promise<TestOnboardingLinkRecord | null> {
    const [row] = await db
      .update(testOnboardingLinks)
      .set({ usedAt: at })
      .where(
        and(eq(testOnboardingLinks.id, id), isNull(testOnboardingLinks.usedAt), gt(testOnboardingLinks.expiresAt, at)),
      )
      .returning();
    return row ?? null;
  },

  /** Inserts the transfer unless its idempotency key was used; answers the stored one either way. */
  async insertTransferOnce(db: Orm, transfer: NewTransfer): Promise<TestTransferRecord> {
    await db.insert(testTransfers).values(transfer).onConflictDoNothing({ target: testTransfers.idempotencyKey });
    const [row] = await db
      .select()
      .from(testTransfers)
      .where(eq(testTransfers.idempotencyKey, transfer.idempotencyKey));
    if (!row) throw new Error('The local transfer vanished after insert.');
    return row;
  },
};
