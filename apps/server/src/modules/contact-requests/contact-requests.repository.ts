import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import {
  contactRequestReplies as replies,
  contactRequests as requests,
  type ContactReplyRow,
  type ContactRequestRow,
  type NewContactRequestRow,
} from './contact-requests.tables';

export interface ContactRequestFilter {
  kind?: string;
  status?: string;
}

/** SQL for contact requests and their replies; every function takes the handle to run on. */
export const contactRequestsRepository = {
  async insert(db: Orm, row: NewContactRequestRow): Promise<ContactRequestRow> {
    const [added] = await db.insert(requests).values(row).returning();
    if (!added) throw new Error('contact request insert returned no row');
    return added;
  },

  async byId(db: Orm, id: number, forUpdate = false): Promise<ContactRequestRow | null> {
    const query = db.select().from(requests).where(eq(requests.id, id));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row ?? null;
  },

  /** Newest first; one more row than `limit` tells the caller there is a next page. */
  async page(db: Orm, filter: ContactRequestFilter, page: { before?: number; limit: number }) {
    return db
      .select()
      .from(requests)
      .where(
        and(
          filter.kind ? eq(requests.kind, filter.kind) : undefined,
          filter.status ? eq(requests.status, filter.status) : undefined,
          page.before ? lt(requests.id, page.before) : undefined,
        ),
      )
      .orderBy(desc(requests.id))
      .limit(page.limit + 1);
  },

  async countNew(db: Orm): Promise<number> {
    const [row] = await db.select({ n: count() }).from(requests).where(eq(requests.status, 'new'));
    return row?.n ?? 0;
  },

  async setStatus(db: Orm, id: number, status: string): Promise<void> {
    await db
      .update(requests)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(requests.id, id));
  },

  async addReply(db: Orm, reply: typeof replies.$inferInsert): Promise<number> {
    const [row] = await db.insert(replies).values(reply).returning({ id: replies.id });
    if (!row) throw new Error('contact reply insert returned no row');
    return row.id;
  },

  async repliesOf(db: Orm, requestIds: readonly number[]): Promise<ContactReplyRow[]> {
    if (requestIds.length === 0) return [];
    return db
      .select()
      .from(replies)
      .where(inArray(replies.requestId, [...requestIds]))
      .orderBy(replies.id);
  },
};
