import { and, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { contactListMembers, contacts } from './contacts.tables';

export type ContactRow = typeof contacts.$inferSelect & { listIds: number[] };
export type ContactStatusValue = 'subscribed' | 'unsubscribed' | 'bounced' | 'complained';

export interface ContactFilter {
  /** null: every owner's (admins). */
  ownerId: number | null;
  search?: string;
  listId?: number;
  tag?: string;
  status?: ContactStatusValue;
}

const listIdsColumn = sql<
  number[]
>`coalesce((select array_agg(${contactListMembers.listId} order by ${contactListMembers.listId})
  from ${contactListMembers} where ${contactListMembers.contactId} = ${contacts.id}), '{}')`;

function conditions(filter: ContactFilter): SQL | undefined {
  const all: (SQL | undefined)[] = [
    filter.ownerId === null ? undefined : eq(contacts.ownerId, filter.ownerId),
    filter.status ? eq(contacts.status, filter.status) : undefined,
    filter.tag ? sql`${filter.tag} = any(${contacts.tags})` : undefined,
    filter.listId
      ? sql`exists (select 1 from ${contactListMembers} where ${contactListMembers.contactId} = ${contacts.id}
          and ${contactListMembers.listId} = ${filter.listId})`
      : undefined,
  ];
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    all.push(
      or(
        ilike(contacts.email, pattern),
        ilike(sql`${contacts.firstName} || ' ' || ${contacts.lastName}`, pattern),
        sql`exists (select 1 from unnest(${contacts.tags}) as tag where tag ilike ${pattern})`,
      ),
    );
  }
  return and(...all);
}

/** SQL for contacts; every function takes the handle to run on. */
export const contactsRepository = {
  async ownerOf(db: Orm, id: number): Promise<number | null> {
    const [row] = await db.select({ ownerId: contacts.ownerId }).from(contacts).where(eq(contacts.id, id));
    return row?.ownerId ?? null;
  },

  async byId(db: Orm, id: number): Promise<ContactRow | null> {
    const [row] = await db
      .select({ contact: contacts, listIds: listIdsColumn })
      .from(contacts)
      .where(eq(contacts.id, id));
    return row ? { ...row.contact, listIds: row.listIds } : null;
  },

  /** Newest first, ids below `before`; `limit + 1` rows are read to know whether a next page exists. */
  async page(db: Orm, filter: ContactFilter, page: { before?: number; limit: number }) {
    const where = and(conditions(filter), page.before ? lt(contacts.id, page.before) : undefined);
    const rows = await db
      .select({ contact: contacts, listIds: listIdsColumn })
      .from(contacts)
      .where(where)
      .orderBy(desc(contacts.id))
      .limit(page.limit + 1);
    return rows.map((row): ContactRow => ({ ...row.contact, listIds: row.listIds }));
  },

  async count(db: Orm, filter: ContactFilter): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(contacts)
      .where(conditions(filter));
    return row?.n ?? 0;
  },

  /** Every matching contact, oldest first (the CSV export). */
  async all(db: Orm, filter: ContactFilter): Promise<ContactRow[]> {
    const rows = await db
      .select({ contact: contacts, listIds: listIdsColumn })
      .from(contacts)
      .where(conditions(filter))
      .orderBy(contacts.id);
    return rows.map((row) => ({ ...row.contact, listIds: row.listIds }));
  },

  /** Inserts a contact; null when the owner already has this address. */
  async insert(
    db: Orm,
    values: {
      ownerId: number;
      email: string;
      firstName: string;
      lastName: string;
      tags: string[];
      status: ContactStatusValue;
    },
  ): Promise<number | null> {
    const [row] = await db.insert(contacts).values(values).onConflictDoNothing().returning({ id: contacts.id });
    return row?.id ?? null;
  },

  /** The owner's contact with this (lower-cased) address, or null. */
  async idByOwnerEmail(db: Orm, ownerId: number, email: string): Promise<number | null> {
    const [row] = await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.ownerId, ownerId), eq(contacts.email, email)));
    return row?.id ?? null;
  },

  async update(db: Orm, id: number, values: { firstName: string; lastName: string; tags: string[] }): Promise<void> {
    await db
      .update(contacts)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(contacts.id, id));
  },

  async setStatus(db: Orm, id: number, status: ContactStatusValue): Promise<void> {
    await db
      .update(contacts)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(contacts.id, id));
  },

  /** Replaces the contact's lists with `listIds`; resolves the lists it was not on before. */
  async setLists(db: Orm, contactId: number, listIds: readonly number[]): Promise<number[]> {
    const before = await db
      .delete(contactListMembers)
      .where(eq(contactListMembers.contactId, contactId))
      .returning({ listId: contactListMembers.listId });
    if (listIds.length === 0) return [];
    await db.insert(contactListMembers).values(listIds.map((listId) => ({ listId, contactId })));
    const had = new Set(before.map((row) => row.listId));
    return listIds.filter((listId) => !had.has(listId));
  },

  async delete(db: Orm, ids: readonly number[]): Promise<number> {
    const rows = await db
      .delete(contacts)
      .where(inArray(contacts.id, [...ids]))
      .returning({ id: contacts.id });
    return rows.length;
  },

  /** Of `ids`, those owned by `ownerId` (null: any owner). */
  async ownedIds(db: Orm, ownerId: number | null, ids: readonly number[]): Promise<number[]> {
    const rows = await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(inArray(contacts.id, [...ids]), ownerId === null ? undefined : eq(contacts.ownerId, ownerId)));
    return rows.map((row) => row.id);
  },

  /** Adds the contacts to the list; resolves those that were not on it. */
  async addToList(db: Orm, listId: number, contactIds: readonly number[]): Promise<number[]> {
    if (contactIds.length === 0) return [];
    const rows = await db
      .insert(contactListMembers)
      .values(contactIds.map((contactId) => ({ listId, contactId })))
      .onConflictDoNothing()
      .returning({ contactId: contactListMembers.contactId });
    return rows.map((row) => row.contactId);
  },

  async removeFromList(db: Orm, listId: number, contactIds: readonly number[]): Promise<void> {
    await db
      .delete(contactListMembers)
      .where(and(eq(contactListMembers.listId, listId), inArray(contactListMembers.contactId, [...contactIds])));
  },

  /** Tags the contacts; resolves those that did not have the tag. */
  async addTag(db: Orm, tag: string, contactIds: readonly number[]): Promise<number[]> {
    if (contactIds.length === 0) return [];
    const rows = await db
      .update(contacts)
      .set({ tags: sql`array_append(${contacts.tags}, ${tag}::text)`, updatedAt: sql`now()` })
      .where(and(inArray(contacts.id, [...contactIds]), sql`not (${tag}::text = any(${contacts.tags}))`))
      .returning({ id: contacts.id });
    return rows.map((row) => row.id);
  },

  async removeTag(db: Orm, tag: string, contactId: number): Promise<void> {
    await db
      .update(contacts)
      .set({ tags: sql`array_remove(${contacts.tags}, ${tag}::text)`, updatedAt: sql`now()` })
      .where(and(eq(contacts.id, contactId), sql`${tag}::text = any(${contacts.tags})`));
  },

  /** The owners of `ids`. */
  async owners(db: Orm, ids: readonly number[]): Promise<{ id: number; ownerId: number }[]> {
    if (ids.length === 0) return [];
    return db
      .select({ id: contacts.id, ownerId: contacts.ownerId })
      .from(contacts)
      .where(inArray(contacts.id, [...ids]));
  },

  /** Every sender's contacts with the (lower-cased) address. */
  async idsByEmail(db: Orm, email: string): Promise<number[]> {
    const rows = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.email, email));
    return rows.map((row) => row.id);
  },

  /** The owner's contact with the (lower-cased) address, or null. */
  async idOf(db: Orm, ownerId: number, email: string): Promise<number | null> {
    const [row] = await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.ownerId, ownerId), eq(contacts.email, email)));
    return row?.id ?? null;
  },
};
