import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { notes } from './notes.tables';

export type NoteRow = typeof notes.$inferSelect;

/** LIKE wildcards and the escape character taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** SQL for notes; every query is scoped to one owner. */
export const notesRepository = {
  async ownerOf(db: Orm, id: number): Promise<number | null> {
    const rows = await db.select({ ownerId: notes.ownerId }).from(notes).where(eq(notes.id, id));
    return rows[0]?.ownerId ?? null;
  },

  /** Pinned first, then the most recently edited; every word of `search` in the title or the text. */
  list(db: Orm, ownerId: number, search: string | undefined) {
    const words = (search ?? '').split(/\s+/).filter((word) => word !== '');
    const matches = words.map((word) => {
      const pattern = `%${literal(word)}%`;
      return or(ilike(notes.title, pattern), ilike(notes.body, pattern));
    });
    return db
      .select()
      .from(notes)
      .where(and(eq(notes.ownerId, ownerId), ...matches))
      .orderBy(desc(notes.pinned), desc(notes.updatedAt), desc(notes.id))
      .limit(500);
  },

  async insert(db: Orm, values: typeof notes.$inferInsert): Promise<NoteRow> {
    const [row] = await db.insert(notes).values(values).returning();
    return row!;
  },

  async update(
    db: Orm,
    ownerId: number,
    id: number,
    values: Partial<Pick<NoteRow, 'title' | 'body' | 'pinned'>>,
    touch: boolean,
  ): Promise<NoteRow | undefined> {
    const [row] = await db
      .update(notes)
      .set({ ...values, ...(touch ? { updatedAt: sql`now()` } : {}) })
      .where(and(eq(notes.id, id), eq(notes.ownerId, ownerId)))
      .returning();
    return row;
  },

  async remove(db: Orm, ownerId: number, id: number): Promise<boolean> {
    const rows = await db
      .delete(notes)
      .where(and(eq(notes.id, id), eq(notes.ownerId, ownerId)))
      .returning({ id: notes.id });
    return rows.length > 0;
  },
};
