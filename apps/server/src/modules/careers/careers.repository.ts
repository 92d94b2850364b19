import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import {
  jobApplications as applications,
  jobOpenings as openings,
  resumeUploads,
  type ApplicationRow,
  type NewApplicationRow,
  type NewOpeningRow,
  type OpeningRow,
} from './careers.tables';

export type OpeningWithCount = OpeningRow & { applicationCount: number };
export type ApplicationWithTitle = ApplicationRow & { openingTitle: string };

const applicationCount = sql<number>`(select count(*)::int from ${applications} where ${applications.openingId} = ${openings.id})`;

/** SQL for openings and applications; every function takes the handle to run on. */
export const careersRepository = {
  /** Open positions, newest first (what /careers shows). */
  async openOpenings(db: Orm): Promise<OpeningRow[]> {
    return db.select().from(openings).where(eq(openings.status, 'open')).orderBy(desc(openings.id));
  },

  /** Every opening with its number of applications: open first, then newest. */
  async allOpenings(db: Orm): Promise<OpeningWithCount[]> {
    return db
      .select({ opening: openings, applicationCount })
      .from(openings)
      .orderBy(sql`${openings.status} = 'open' desc`, desc(openings.id))
      .then((rows) => rows.map((row) => ({ ...row.opening, applicationCount: row.applicationCount })));
  },

  async openingById(db: Orm, id: number): Promise<OpeningWithCount | null> {
    const [row] = await db.select({ opening: openings, applicationCount }).from(openings).where(eq(openings.id, id));
    return row ? { ...row.opening, applicationCount: row.applicationCount } : null;
  },

  async insertOpening(db: Orm, values: NewOpeningRow): Promise<number> {
    const [row] = await db.insert(openings).values(values).returning({ id: openings.id });
    if (!row) throw new Error('opening insert returned no row');
    return row.id;
  },

  /** False when there is no such opening. */
  async updateOpening(db: Orm, id: number, values: Partial<NewOpeningRow>): Promise<boolean> {
    const rows = await db
      .update(openings)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(openings.id, id))
      .returning({ id: openings.id });
    return rows.length > 0;
  },

  /** Null when the résumé key is already used by an application. */
  async insertApplication(db: Orm, values: NewApplicationRow): Promise<number | null> {
    const [row] = await db.insert(applications).values(values).onConflictDoNothing().returning({ id: applications.id });
    return row?.id ?? null;
  },

  async applications(db: Orm, filter: { openingId?: number; status?: string }): Promise<ApplicationWithTitle[]> {
    const rows = await db
      .select({ application: applications, openingTitle: openings.title })
      .from(applications)
      .innerJoin(openings, eq(openings.id, applications.openingId))
      .where(
        and(
          filter.openingId ? eq(applications.openingId, filter.openingId) : undefined,
          filter.status ? eq(applications.status, filter.status) : undefined,
        ),
      )
      .orderBy(desc(applications.id));
    return rows.map((row) => ({ ...row.application, openingTitle: row.openingTitle }));
  },

  async applicationById(db: Orm, id: number): Promise<ApplicationWithTitle | null> {
    const [row] = await db
      .select({ application: applications, openingTitle: openings.title })
      .from(applications)
      .innerJoin(openings, eq(openings.id, applications.openingId))
      .where(eq(applications.id, id));
    return row ? { ...row.application, openingTitle: row.openingTitle } : null;
  },

  async reviewApplication(db: Orm, id: number, values: { status: string; notes: string }): Promise<boolean> {
    const rows = await db
      .update(applications)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(applications.id, id))
      .returning({ id: applications.id });
    return rows.length > 0;
  },

  async addUpload(db: Orm, key: string, at: Date): Promise<void> {
    await db.insert(resumeUploads).values({ key, createdAt: at });
  },

  /** True when the key was handed out and not used yet (it is used now). */
  async takeUpload(db: Orm, key: string): Promise<boolean> {
    const rows = await db.delete(resumeUploads).where(eq(resumeUploads.key, key)).returning({ key: resumeUploads.key });
    return rows.length > 0;
  },

  /** Up to `limit` keys handed out before `before` and never used. */
  async staleUploads(db: Orm, before: Date, limit: number): Promise<string[]> {
    const rows = await db
      .select({ key: resumeUploads.key })
      .from(resumeUploads)
      .where(lt(resumeUploads.createdAt, before))
      .limit(limit);
    return rows.map((row) => row.key);
  },

  async forgetUpload(db: Orm, key: string): Promise<void> {
    await db.delete(resumeUploads).where(eq(resumeUploads.key, key));
  },
};
