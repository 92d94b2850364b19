import { and, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { contactImports, contacts } from './contacts.tables';
import type { ContactStatusValue } from './contacts.repository';

export type ContactImportRow = typeof contactImports.$inferSelect;
type NewImport = Pick<
  typeof contactImports.$inferInsert,
  'ownerId' | 'fileName' | 'csv' | 'mapping' | 'listId' | 'tags' | 'total'
>;
export type ImportCounts = Pick<
  ContactImportRow,
  'processed' | 'created' | 'updated' | 'duplicates' | 'invalid' | 'suppressed' | 'duplicateRows' | 'invalidRows'
>;

export interface UpsertContact {
  email: string;
  firstName: string;
  lastName: string;
  tags: string[];
  status: ContactStatusValue;
}

/** SQL for CSV imports; every function takes the handle to run on. */
export const contactImportsRepository = {
  async ownerOf(db: Orm, id: number): Promise<number | null> {
    const [row] = await db
      .select({ ownerId: contactImports.ownerId })
      .from(contactImports)
      .where(eq(contactImports.id, id));
    return row?.ownerId ?? null;
  },

  async insert(db: Orm, values: NewImport): Promise<number> {
    const [row] = await db.insert(contactImports).values(values).returning({ id: contactImports.id });
    if (!row) throw new Error('insert into contact_imports returned no row');
    return row.id;
  },

  async byId(db: Orm, id: number): Promise<ContactImportRow | null> {
    const [row] = await db.select().from(contactImports).where(eq(contactImports.id, id));
    return row ?? null;
  },

  /** Moves a queued (or interrupted running) import to running; false when it is finished. */
  async claim(db: Orm, id: number): Promise<boolean> {
    const rows = await db
      .update(contactImports)
      .set({ status: 'running' })
      .where(and(eq(contactImports.id, id), sql`${contactImports.status} in ('queued', 'running')`))
      .returning({ id: contactImports.id });
    return rows.length > 0;
  },

  async saveProgress(db: Orm, id: number, counts: ImportCounts): Promise<void> {
    await db.update(contactImports).set(counts).where(eq(contactImports.id, id));
  },

  /** Done or failed: the file's text is dropped (the counts and listed rows stay). */
  async finish(db: Orm, id: number, outcome: { status: 'done' | 'failed'; error: string | null }): Promise<void> {
    await db
      .update(contactImports)
      .set({ ...outcome, csv: '', finishedAt: sql`now()` })
      .where(eq(contactImports.id, id));
  },

  /**
   * One statement for a batch: new addresses become contacts; an address the owner already has
   * keeps its status unless it was subscribed and is now suppressed, gets the non-empty names, and
   * gains the tags. Answers each contact's id and whether it was created.
   */
  async upsertBatch(db: Orm, ownerId: number, batch: readonly UpsertContact[]) {
    if (batch.length === 0) return [];
    return db
      .insert(contacts)
      .values(batch.map((row) => ({ ownerId, ...row })))
      .onConflictDoUpdate({
        target: [contacts.ownerId, contacts.email],
        set: {
          firstName: sql`coalesce(nullif(excluded.first_name, ''), "contacts"."first_name")`,
          lastName: sql`coalesce(nullif(excluded.last_name, ''), "contacts"."last_name")`,
          tags: sql`array(select t from unnest("contacts"."tags" || excluded.tags) with ordinality as u(t, n)
            group by t order by min(n))`,
          status: sql`case when "contacts"."status" = 'subscribed' then excluded.status else "contacts"."status" end`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: contacts.id, email: contacts.email, created: sql<boolean>`(xmax = 0)` });
  },
};
