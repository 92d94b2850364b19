import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { campaignEvents, campaignMessages } from './campaigns.tables';
import { forgottenMessage } from './campaign-messages.repository';

export interface AutomationMessage {
  campaignId: number;
  ownerId: number;
  contactId: number | null;
  email: string;
  firstName: string;
  lastName: string;
  /** The run's key (`run:<id>`): one message per run and step, whatever the number of calls. */
  runKey: string;
}

/** SQL for automation steps' messages on campaign delivery's table. */
export const automationMessagesRepository = {
  /** An erasure: these runs' messages keep their counts but name `address` (an erased one) and nobody. */
  async forgetRuns(db: Orm, runKeys: readonly string[], address: string): Promise<void> {
    if (runKeys.length === 0) return;
    await db
      .update(campaignMessages)
      .set(forgottenMessage(address))
      .where(inArray(campaignMessages.runKey, [...runKeys]));
  },

  /** Queues the message (once per run key); resolves its id. */
  async enqueue(db: Orm, message: AutomationMessage, at: Date): Promise<number> {
    const values = { ...message, email: message.email.toLowerCase(), nextAttemptAt: at };
    const [inserted] = await db
      .insert(campaignMessages)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: campaignMessages.id });
    if (inserted) return inserted.id;
    const [existing] = await db
      .select({ id: campaignMessages.id })
      .from(campaignMessages)
      .where(
        and(
          eq(campaignMessages.campaignId, message.campaignId),
          eq(campaignMessages.email, values.email),
          eq(campaignMessages.runKey, message.runKey),
        ),
      );
    if (!existing) throw new Error('automation message insert returned no row');
    return existing.id;
  },

  /** Whether the message was opened and whether a link in it was clicked. */
  async engagement(db: Orm, messageId: number): Promise<{ opened: boolean; clicked: boolean }> {
    const [row] = await db
      .select({
        opened: sql<boolean>`bool_or(${campaignEvents.kind} = 'open')`,
        clicked: sql<boolean>`bool_or(${campaignEvents.kind} = 'click')`,
      })
      .from(campaignEvents)
      .where(eq(campaignEvents.messageId, messageId));
    return { opened: row?.opened === true, clicked: row?.clicked === true };
  },

  /** Delivery status per message id (queued, sending, sent, failed, skipped). */
  async statuses(db: Orm, ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: campaignMessages.id, status: campaignMessages.status })
      .from(campaignMessages)
      .where(inArray(campaignMessages.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row.status]));
  },
};
