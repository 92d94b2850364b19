import type { RichTextDoc } from '@meridian/contracts/rich-text';
import { and, asc, desc, eq, isNull, max, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { seedRuns } from '../../jobs/jobs.tables';
import { contentVersions, faqEntries, legalAcceptances, legalDocuments } from './content.tables';

export interface FaqSeed {
  category: string;
  question: string;
  answer: string;
}

export interface LegalSeed {
  slug: string;
  title: string;
  summary: string;
  body: string;
}

export type FaqRow = typeof faqEntries.$inferSelect;
export type LegalRow = typeof legalDocuments.$inferSelect;
export type VersionRow = typeof contentVersions.$inferSelect;

export interface NewVersion {
  document: string;
  number: number;
  title: string;
  summary: string;
  body: RichTextDoc;
  authorId: number | null;
  authorName: string | null;
  restoredFrom?: number | null;
  createdAt?: Date;
}

/** SQL for the FAQ, the legal documents, their versions and sign-up acceptances; handle first. */
export const contentRepository = {
  listFaq: (db: Orm, options: { includeHidden: boolean }) =>
    db
      .select()
      .from(faqEntries)
      .where(options.includeHidden ? undefined : eq(faqEntries.hidden, false))
      .orderBy(asc(faqEntries.position), asc(faqEntries.id)),

  async findFaq(db: Orm, id: number, lock = false): Promise<FaqRow | undefined> {
    const query = db.select().from(faqEntries).where(eq(faqEntries.id, id));
    const rows = lock ? await query.for('update') : await query;
    return rows[0];
  },

  async insertFaq(db: Orm, values: Omit<typeof faqEntries.$inferInsert, 'position'>): Promise<FaqRow> {
    const [last] = await db.select({ position: max(faqEntries.position) }).from(faqEntries);
    const [row] = await db
      .insert(faqEntries)
      .values({ ...values, position: (last?.position ?? 0) + 1 })
      .returning();
    return row!;
  },

  async updateFaq(db: Orm, id: number, values: Partial<typeof faqEntries.$inferInsert>): Promise<FaqRow> {
    const [row] = await db
      .update(faqEntries)
      .set({ updatedAt: sql`now()`, ...values })
      .where(eq(faqEntries.id, id))
      .returning();
    return row!;
  },

  async setFaqPositions(db: Orm, ids: readonly number[]): Promise<void> {
    for (const [index, id] of ids.entries()) {
      await db
        .update(faqEntries)
        .set({ position: index + 1 })
        .where(eq(faqEntries.id, id));
    }
  },

  /** Every FAQ id, locked, so a reorder sees the list as it is. */
  async lockFaqIds(db: Orm): Promise<number[]> {
    const rows = await db.select({ id: faqEntries.id }).from(faqEntries).for('update');
    return rows.map((row) => row.id);
  },

  listLegal: (db: Orm) => db.select().from(legalDocuments).orderBy(asc(legalDocuments.slug)),

  async findLegal(db: Orm, slug: string, lock = false): Promise<LegalRow | undefined> {
    const query = db.select().from(legalDocuments).where(eq(legalDocuments.slug, slug));
    const rows = lock ? await query.for('update') : await query;
    return rows[0];
  },

  async updateLegal(db: Orm, slug: string, values: Partial<typeof legalDocuments.$inferInsert>): Promise<LegalRow> {
    const [row] = await db
      .update(legalDocuments)
      .set({ updatedAt: sql`now()`, ...values })
      .where(eq(legalDocuments.slug, slug))
      .returning();
    return row!;
  },

  async insertVersion(db: Orm, version: NewVersion): Promise<VersionRow> {
    const [row] = await db.insert(contentVersions).values(version).returning();
    return row!;
  },

  listVersions: (db: Orm, document: string) =>
    db
      .select()
      .from(contentVersions)
      .where(eq(contentVersions.document, document))
      .orderBy(desc(contentVersions.number)),

  async findVersion(db: Orm, document: string, number: number): Promise<VersionRow | undefined> {
    const rows = await db
      .select()
      .from(contentVersions)
      .where(and(eq(contentVersions.document, document), eq(contentVersions.number, number)));
    return rows[0];
  },

  async latestVersionId(db: Orm, document: string): Promise<number | undefined> {
    const rows = await db
      .select({ id: contentVersions.id })
      .from(contentVersions)
      .where(eq(contentVersions.document, document))
      .orderBy(desc(contentVersions.number))
      .limit(1);
    return rows[0]?.id;
  },

  async recordAcceptance(db: Orm, userId: number, slug: string, versionId: number): Promise<void> {
    await db.insert(legalAcceptances).values({ userId, slug, versionId }).onConflictDoNothing();
  },

  acceptancesOf: (db: Orm, userId: number) =>
    db
      .select({ slug: legalAcceptances.slug, versionId: legalAcceptances.versionId, number: contentVersions.number })
      .from(legalAcceptances)
      .innerJoin(contentVersions, eq(contentVersions.id, legalAcceptances.versionId))
      .where(eq(legalAcceptances.userId, userId))
      .orderBy(asc(legalAcceptances.slug)),

  faqWithoutDoc: (db: Orm) => db.select().from(faqEntries).where(isNull(faqEntries.answerDoc)).for('update'),
  legalWithoutDoc: (db: Orm) => db.select().from(legalDocuments).where(isNull(legalDocuments.bodyDoc)).for('update'),

  /**
   * Seeds the FAQ once (an admin who later deletes entries does not get them back) and every
   * legal document that does not exist yet, in one transaction.
   */
  async seed(db: Orm, faq: readonly FaqSeed[], legal: readonly LegalSeed[]): Promise<void> {
    await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(seedRuns)
        .values({ name: 'faq' })
        .onConflictDoNothing()
        .returning({ name: seedRuns.name });
      if (claimed.length > 0 && faq.length > 0) {
        await tx.insert(faqEntries).values(faq.map((entry, index) => ({ ...entry, position: index + 1 })));
      }
      if (legal.length > 0) {
        await tx
          .insert(legalDocuments)
          .values(legal.map((doc) => ({ ...doc, version: 1, updatedAt: sql`now()` })))
          .onConflictDoNothing();
      }
    });
  },
};
