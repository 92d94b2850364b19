import { and, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import {
  senderMailboxChecks,
  senderMailboxes,
  senderMailboxFolders,
  type SenderMailboxCheckRow,
  type SenderMailboxRow,
} from './sender-mailboxes.tables';

export interface FolderMark {
  uidValidity: string;
  lastUid: number;
}

/** SQL of the mailbox reading for bounces and complaints (mailbox-bounces.service.ts). */
export const mailboxChecksRepository = {
  async find(db: Orm, userId: number): Promise<SenderMailboxCheckRow | null> {
    const [row] = await db.select().from(senderMailboxChecks).where(eq(senderMailboxChecks.userId, userId));
    return row ?? null;
  },

  /** Every saved mailbox with its last check (the scheduled scan picks the due ones). */
  async mailboxes(db: Orm): Promise<{ mailbox: SenderMailboxRow; check: SenderMailboxCheckRow | null }[]> {
    return db
      .select({ mailbox: senderMailboxes, check: senderMailboxChecks })
      .from(senderMailboxes)
      .leftJoin(senderMailboxChecks, eq(senderMailboxChecks.userId, senderMailboxes.userId))
      .orderBy(senderMailboxes.userId);
  },

  async folders(db: Orm, userId: number): Promise<Map<string, FolderMark>> {
    const rows = await db.select().from(senderMailboxFolders).where(eq(senderMailboxFolders.userId, userId));
    return new Map(rows.map((row) => [row.folder, { uidValidity: row.uidValidity, lastUid: row.lastUid }]));
  },

  async saveFolder(db: Orm, userId: number, folder: string, mark: FolderMark): Promise<void> {
    await db
      .insert(senderMailboxFolders)
      .values({ userId, folder, ...mark })
      .onConflictDoUpdate({ target: [senderMailboxFolders.userId, senderMailboxFolders.folder], set: mark });
  },

  /** Another address was saved in the slot: its folders are read from the start of its own history. */
  async forgetFolders(db: Orm, userId: number): Promise<void> {
    await db.delete(senderMailboxFolders).where(eq(senderMailboxFolders.userId, userId));
  },

  /**
   * Records a check: its time and outcome, and what it found added to the address's counts (counts
   * start again for another address). Null when the mailbox was removed meanwhile.
   */
  async record(
    db: Orm,
    check: { userId: number; email: string; checkedAt: Date; outcome: string; bounces: number; complaints: number },
  ): Promise<SenderMailboxCheckRow | null> {
    const [exists] = await db
      .select({ userId: senderMailboxes.userId })
      .from(senderMailboxes)
      .where(and(eq(senderMailboxes.userId, check.userId), eq(senderMailboxes.email, check.email)));
    if (!exists) return null;
    const sameAddress = sql`${senderMailboxChecks.email} = ${check.email}`;
    const [row] = await db
      .insert(senderMailboxChecks)
      .values(check)
      .onConflictDoUpdate({
        target: senderMailboxChecks.userId,
        set: {
          email: check.email,
          checkedAt: check.checkedAt,
          outcome: check.outcome,
          bounces: sql`case when ${sameAddress} then ${senderMailboxChecks.bounces} else 0 end + ${check.bounces}`,
          complaints: sql`case when ${sameAddress} then ${senderMailboxChecks.complaints} else 0 end + ${check.complaints}`,
        },
      })
      .returning();
    return row ?? null;
  },
};
