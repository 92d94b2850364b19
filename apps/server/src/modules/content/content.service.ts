import { legalSlugSchema, type FaqEntry, type LegalDocument } from '@meridian/contracts/content';
import { AppError } from '../../lib/app-error';
import type { ContentRepository } from './content.repository';
import { faqDefaults } from './defaults/faq-defaults';
import { legalDefaults } from './defaults/legal-defaults';

export function createContentService(repository: ContentRepository) {
  return {
    async listFaq(): Promise<FaqEntry[]> {
      const rows = await repository.listFaq();
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
      const row = known.success ? await repository.findLegal(known.data) : undefined;
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

    seedDefaults: () => repository.seed(faqDefaults, legalDefaults),
  };
}
export type ContentService = ReturnType<typeof createContentService>;
