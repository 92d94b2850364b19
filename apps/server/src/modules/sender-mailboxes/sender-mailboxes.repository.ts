import { eq } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { senderMailboxes, type NewSenderMailboxRow, type SenderMailboxRow } from './sender-mailboxes.tables';

export const senderMailboxesRepository = {
  async find(db: Orm, userId: number): Promise<SenderMailboxRow | null> {
    const [row] = await db.select().from(senderMailboxes).where(eq(senderMailboxes.userId, userId));
    return row ?? null;
  },

  /** Saves the user's one mailbox, replacing what was there. */
  async upsert(db: Orm, row: NewSenderMailboxRow): Promise<SenderMailboxRow> {
    const { userId: _userId, createdAt: _createdAt, ...changes } = row;
    const [saved] = await db
      .insert(senderMailboxes)
      .values(row)
      .onConflictDoUpdate({ target: senderMailboxes.userId, set: { ...changes, updatedAt: new Date() } })
      .returning();
    return saved as SenderMailboxRow;
  },

  /** A rotated refresh token. */
  async replaceSecret(db: Orm, userId: number, secret: string): Promise<void> {
    await db.update(senderMailboxes).set({ secret, updatedAt: new Date() }).where(eq(senderMailboxes.userId, userId));
  },

  async remove(db: Orm, userId: number): Promise<boolean> {
    const removed = await db
      .delete(senderMailboxes)
      .where(eq(senderMailboxes.userId, userId))
      .returning({ userId: senderMailboxes.userId });
    return removed.length > 0;
  },
};
