import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { contactListMembers, contactLists } from './contacts.tables';

const contactCount = sql<number>`(select count(*)::int from ${contactListMembers}
  where ${contactListMembers.listId} = ${contactLists.id})`;

export type ContactListRow = typeof contactLists.$inferSelect & { contactCount: number };

/** SQL for contact lists; every function takes the handle to run on. */
export const contactListsRepository = {
  async ownerOf(db: Orm, id: number): Promise<number | null> {
    const [row] = await db.select({ ownerId: contactLists.ownerId }).from(contactLists).where(eq(contactLists.id, id));
    return row?.ownerId ?? null;
  },

  async byId(db: Orm, id: number): Promise<ContactListRow | null> {
    const [row] = await db
      .select({ list: contactLists, contactCount })
      .from(contactLists)
      .where(eq(contactLists.id, id));
    return row ? { ...row.list, contactCount: row.contactCount } : null;
  },

  /** The names of these lists, by id (any owner's); a deleted list is missing. */
  async namesOf(db: Orm, ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: contactLists.id, name: contactLists.name })
      .from(contactLists)
      .where(inArray(contactLists.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row.name]));
  },

  /** By name; `ownerId` null: every owner's. */
  async list(db: Orm, ownerId: number | null): Promise<ContactListRow[]> {
    const rows = await db
      .select({ list: contactLists, contactCount })
      .from(contactLists)
      .where(ownerId === null ? undefined : eq(contactLists.ownerId, ownerId))
      .orderBy(asc(sql`lower(${contactLists.name})`), asc(contactLists.id));
    return rows.map((row) => ({ ...row.list, contactCount: row.contactCount }));
  },

  /** Inserts a list; null when the owner already has one by this name. */
  async insert(db: Orm, ownerId: number, name: string): Promise<number | null> {
    const [row] = await db
      .insert(contactLists)
      .values({ ownerId, name })
      .onConflictDoNothing()
      .returning({ id: contactLists.id });
    return row?.id ?? null;
  },

  /** Renames; false when the owner already has another list by this name. */
  async rename(db: Orm, id: number, name: string): Promise<boolean> {
    const [clash] = await db
      .select({ id: contactLists.id })
      .from(contactLists)
      .where(
        and(
          eq(contactLists.name, name),
          sql`${contactLists.ownerId} = (select owner_id from contact_lists where id = ${id})`,
          sql`${contactLists.id} <> ${id}`,
        ),
      );
    if (clash) return false;
    await db.update(contactLists).set({ name }).where(eq(contactLists.id, id));
    return true;
  },

  async delete(db: Orm, id: number): Promise<void> {
    await db.delete(contactLists).where(eq(contactLists.id, id));
  },

  /** How many of `ids` are lists of `ownerId`. */
  async countOwned(db: Orm, ownerId: number, ids: readonly number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(contactLists)
      .where(and(inArray(contactLists.id, [...ids]), eq(contactLists.ownerId, ownerId)));
    return row?.n ?? 0;
  },
};
