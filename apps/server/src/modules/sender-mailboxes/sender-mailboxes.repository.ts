import type { SenderDomainCheck } from '@meridian/contracts/sender-mailboxes-domain';
import { and, eq } from 'drizzle-orm';
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

  /** A fresh look at the sender's domain; the saved row, or null when the mailbox was removed meanwhile. */
  async setDomainCheck(db: Orm, userId: number, check: SenderDomainCheck | null): Promise<SenderMailboxRow | null> {
    const [row] = await db
      .update(senderMailboxes)
      .set({ domainCheck: check })
      .where(eq(senderMailboxes.userId, userId))
      .returning();
    return row ?? null;
  },

  /** A rotated refresh token. */
  async replaceSecret(db: Orm, userId: number, secret: string): Promise<void> {
    await db.update(senderMailboxes).set({ secret, updatedAt: new Date() }).where(eq(senderMailboxes.userId, userId));
  },

  /** Every mailbox's sealed secret (re-encryption walks them). */
  listSecrets: (db: Orm): Promise<{ userId: number; secret: string }[]> =>
    db.select({ userId: senderMailboxes.userId, secret: senderMailboxes.secret }).from(senderMailboxes),

  /** Replaces a mailbox's sealed secret with the same secret sealed again, only if it still holds `previous`. */
  async resealSecret(db: Orm, userId: number, previous: string, next: string): Promise<boolean> {
    const rows = await db
      .update(senderMailboxes)
      .set({ secret: next })
      .where(and(eq(senderMailboxes.userId, userId), eq(senderMailboxes.secret, previous)))
      .returning({ userId: senderMailboxes.userId });
    return rows.length > 0;
  },

  async remove(db: Orm, userId: number): Promise<boolean> {
    const removed = await db
      .delete(senderMailboxes)
      .where(eq(senderMailboxes.userId, userId))
      .returning({ userId: senderMailboxes.userId });
    return removed.length > 0;
  },
};
