import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { newsletterIssues as issues, newsletterSubscribers as subscribers, type IssueRow } from './newsletter.tables';

type IssueValues = Pick<IssueRow, 'subject' | 'preheader' | 'html' | 'text'>;

/** SQL for newsletter issues and the audience they go to; every function takes the handle to run on. */
export const issuesRepository = {
  async insert(db: Orm, values: IssueValues, at: Date): Promise<IssueRow> {
    const [row] = await db
      .insert(issues)
      .values({ ...values, createdAt: at, updatedAt: at })
      .returning();
    if (!row) throw new Error('issue insert returned no row');
    return row;
  },

  async find(db: Orm, id: number, lock = false): Promise<IssueRow | null> {
    const query = db.select().from(issues).where(eq(issues.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  },

  /** Every issue, the most recently edited first (an admin's archive: a few a month). */
  list: (db: Orm): Promise<IssueRow[]> => db.select().from(issues).orderBy(desc(issues.updatedAt), desc(issues.id)),

  /** Updates a draft; null when it is no longer a draft. */
  async updateDraft(db: Orm, id: number, values: IssueValues, at: Date): Promise<IssueRow | null> {
    const [row] = await db
      .update(issues)
      .set({ ...values, updatedAt: at })
      .where(and(eq(issues.id, id), eq(issues.status, 'draft')))
      .returning();
    return row ?? null;
  },

  async update(db: Orm, id: number, values: Partial<IssueRow>): Promise<IssueRow> {
    const [row] = await db.update(issues).set(values).where(eq(issues.id, id)).returning();
    if (!row) throw new Error(`issue ${id} vanished while updating`);
    return row;
  },

  async deleteDraft(db: Orm, id: number): Promise<boolean> {
    const deleted = await db
      .delete(issues)
      .where(and(eq(issues.id, id), eq(issues.status, 'draft')))
      .returning({ id: issues.id });
    return deleted.length > 0;
  },

  async slugTaken(db: Orm, slug: string): Promise<boolean> {
    const [row] = await db.select({ id: issues.id }).from(issues).where(eq(issues.slug, slug));
    return !!row;
  },

  /** Scheduled issues whose time has come become sent; answers how many did. */
  async publishDue(db: Orm, now: Date): Promise<number> {
    const rows = await db
      .update(issues)
      .set({ status: 'sent', updatedAt: now })
      .where(and(eq(issues.status, 'scheduled'), lte(issues.sendAt, now)))
      .returning({ id: issues.id });
    return rows.length;
  },

  /** The public archive: sent issues, newest first. */
  archive: (db: Orm): Promise<IssueRow[]> =>
    db.select().from(issues).where(eq(issues.status, 'sent')).orderBy(desc(issues.sendAt), desc(issues.id)),

  async archived(db: Orm, slug: string): Promise<IssueRow | null> {
    const [row] = await db
      .select()
      .from(issues)
      .where(and(eq(issues.slug, slug), eq(issues.status, 'sent')));
    return row ?? null;
  },

  /** Confirmed subscribers, by id (erased addresses have no row). */
  confirmed: (db: Orm) =>
    db
      .select({ id: subscribers.id, email: subscribers.email, firstName: subscribers.firstName })
      .from(subscribers)
      .where(eq(subscribers.status, 'confirmed'))
      .orderBy(asc(subscribers.id)),
};
