import { legalSlugSchema, type FaqEntry, type LegalDocument } from '@meridian/contracts/content';
import { AppError } from '../../lib/app-error';
import type { Orm } from '../../db/database';
import { contentRepository } from './content.repository';
import { faqDefaults } from './defaults/faq-defaults';
import { legalDefaults } from './defaults/legal-defaults';

export function createContentService(orm: Orm) {
  return {
    async listFaq(): Promise<FaqEntry[]> {
      const rows = await contentRepository.listFaq(orm);
      return rows.map(({ id, category, question, answer, position }) => ({
        id,
        category,
        question,
        answer,
        position,
      }));
    },

    async getLegal(slug: string): Promise<LegalDocument> {
      const known = legalSlugSchema.safeParse(slug);
      const row = known.success ? await contentRepository.findLegal(orm, known.data) : undefined;
      if (!known.success || !row) {
        throw new AppError('NOT_FOUND', `There is no legal document called "${slug}".`);
      }
      return {
        slug: known.data,
        title: row.title,
        summary: row.summary,
        body: row.body,
        version: row.version,
        updatedAt: row.updatedAt.toISOString(),
      };
    },

    seedDefaults: () => contentRepository.seed(orm, faqDefaults, legalDefaults),
  };
}
export type ContentService = ReturnType<typeof createContentService>;
