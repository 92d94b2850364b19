import { asc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { seedRuns } from '../../jobs/jobs.tables';
import { faqEntries, legalDocuments } from './content.tables';

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

/** SQL for the FAQ and legal documents; every function takes the handle to run on. */
export const contentRepository = {
  listFaq: (db: Orm) => db.select().from(faqEntries).orderBy(asc(faqEntries.position), asc(faqEntries.id)),

  async findLegal(db: Orm, slug: string) {
    const rows = await db.select().from(legalDocuments).where(eq(legalDocuments.slug, slug));
    return rows[0];
  },

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
