import { and, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import {
  newsletterErasures,
  newsletterSubscribers as subscribers,
  type NewSubscriberRow,
  type SubscriberRow,
} from './newsletter.tables';

export interface SubscriberFilter {
  search?: string;
  status?: string;
}

function conditions(filter: SubscriberFilter): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  return and(
    filter.status ? eq(subscribers.status, filter.status) : undefined,
    pattern ? or(ilike(subscribers.email, pattern), ilike(subscribers.firstName, pattern)) : undefined,
  );
}

/** SQL for newsletter subscribers; every function takes the handle to run on. */
export const newsletterRepository = {
  async byEmail(db: Orm, email: string): Promise<SubscriberRow | null> {
    const [row] = await db.select().from(subscribers).where(eq(subscribers.email, email)).for('update');
    return row ?? null;
  },

  async byId(db: Orm, id: number): Promise<SubscriberRow | null> {
    const [row] = await db.select().from(subscribers).where(eq(subscribers.id, id));
    return row ?? null;
  },

  async byConfirmTokenHash(db: Orm, hash: string): Promise<SubscriberRow | null> {
    const [row] = await db.select().from(subscribers).where(eq(subscribers.confirmTokenHash, hash)).for('update');
    return row ?? null;
  },

  /** Inserts unless the address is already there; null when it was. */
  async insert(db: Orm, row: NewSubscriberRow): Promise<SubscriberRow | null> {
    const [added] = await db.insert(subscribers).values(row).onConflictDoNothing().returning();
    return added ?? null;
  },

  async update(db: Orm, id: number, changes: Partial<NewSubscriberRow>): Promise<SubscriberRow | null> {
    const [row] = await db.update(subscribers).set(changes).where(eq(subscribers.id, id)).returning();
    return row ?? null;
  },

  /** Newest first, ids below `before`; `limit + 1` rows are read to know whether a next page exists. */
  async page(db: Orm, filter: SubscriberFilter, page: { before?: number; limit: number }) {
    return db
      .select()
      .from(subscribers)
      .where(and(conditions(filter), page.before ? lt(subscribers.id, page.before) : undefined))
      .orderBy(desc(subscribers.id))
      .limit(page.limit + 1);
  },

  async count(db: Orm, filter: SubscriberFilter): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(subscribers)
      .where(conditions(filter));
    return row?.n ?? 0;
  },

  async existingEmails(db: Orm, emails: readonly string[]): Promise<Set<string>> {
    if (emails.length === 0) return new Set();
    const rows = await db
      .select({ email: subscribers.email })
      .from(subscribers)
      .where(inArray(subscribers.email, [...emails]));
    return new Set(rows.map((r) => r.email));
  },

  async insertMany(db: Orm, rows: readonly NewSubscriberRow[]): Promise<number> {
    if (rows.length === 0) return 0;
    const added = await db
      .insert(subscribers)
      .values([...rows])
      .onConflictDoNothing()
      .returning({ id: subscribers.id });
    return added.length;
  },

  async delete(db: Orm, id: number): Promise<SubscriberRow | null> {
    const [row] = await db.delete(subscribers).where(eq(subscribers.id, id)).returning();
    return row ?? null;
  },

  async addErasure(db: Orm, emailHash: string): Promise<void> {
    await db.insert(newsletterErasures).values({ emailHash }).onConflictDoNothing();
  },

  async erasedHashes(db: Orm, hashes: readonly string[]): Promise<Set<string>> {
    if (hashes.length === 0) return new Set();
    const rows = await db
      .select({ hash: newsletterErasures.emailHash })
      .from(newsletterErasures)
      .where(inArray(newsletterErasures.emailHash, [...hashes]));
    return new Set(rows.map((r) => r.hash));
  },
};
