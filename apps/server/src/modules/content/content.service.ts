import {
  legalSlugSchema,
  type ContentMergeField,
  type FaqEntry,
  type LegalDocument,
} from '@meridian/contracts/content';
import { contentDocumentKey } from '@meridian/contracts/content-admin';
import { plainTextToRichText, type RichTextDoc } from '@meridian/contracts/rich-text';
import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { fillMergeFields } from '../../lib/rich-text/merge-fields';
import { renderRichText } from '../../lib/rich-text/render-rich-text';
import { contentRepository } from './content.repository';
import { faqDefaults } from './faq.seed';
import { legalDefaults } from './legal.seed';
import { markdownToRichText } from './markdown-to-rich-text.rules';

/** The documents a person accepts by signing up (docs/product.md, FAQ and Legal); affiliates the agreement too. */
const ACCEPTED_AT_SIGN_UP = ['terms', 'privacy'] as const;
const AFFILIATE_ROLE_ID = 3;

/**
 * FAQ and legal texts for the public pages. `fields` answers the merge fields' current values
 * (`{{seatHold}}`: the seat hold in words; `{{refundPolicy}}`: the refund policy's sentence), filled
 * in as a page is rendered; the stored texts keep the fields.
 */
export function createContentService(orm: Orm, fields: () => Promise<Readonly<Record<ContentMergeField, string>>>) {
  const renderer = async () => {
    const values = await fields();
    return (doc: RichTextDoc) => renderRichText(fillMergeFields(doc, values));
  };

  /**
   * Rows from before rich text (Markdown legal texts, plain-text answers) become rich text once, each
   * with its first version, in one transaction; later starts find nothing to convert.
   */
  async function convertToRichText(): Promise<void> {
    await inTransaction(orm, async (db) => {
      for (const row of await contentRepository.faqWithoutDoc(db)) {
        const doc = plainTextToRichText(row.answer);
        await contentRepository.updateFaq(db, row.id, { answerDoc: doc, updatedAt: row.updatedAt });
        await contentRepository.insertVersion(db, {
          document: contentDocumentKey.faq(row.id),
          number: row.version,
          title: row.question,
          summary: row.category,
          body: doc,
          authorId: null,
          authorName: null,
          createdAt: row.updatedAt,
        });
      }
      for (const row of await contentRepository.legalWithoutDoc(db)) {
        const doc = markdownToRichText(row.body);
        await contentRepository.updateLegal(db, row.slug, { bodyDoc: doc, updatedAt: row.updatedAt });
        await contentRepository.insertVersion(db, {
          document: contentDocumentKey.legal(row.slug),
          number: row.version,
          title: row.title,
          summary: row.summary,
          body: doc,
          authorId: null,
          authorName: null,
          createdAt: row.updatedAt,
        });
      }
    });
  }

  return {
    async listFaq(): Promise<FaqEntry[]> {
      const rows = await contentRepository.listFaq(orm, { includeHidden: false });
      const render = await renderer();
      return rows.map(({ id, category, question, answer, answerDoc, position, updatedAt }) => ({
        id,
        category,
        question,
        answerHtml: render(answerDoc ?? plainTextToRichText(answer)),
        position,
        updatedAt: updatedAt.toISOString(),
      }));
    },

    async getLegal(slug: string): Promise<LegalDocument> {
      const known = legalSlugSchema.safeParse(slug);
      const row = known.success ? await contentRepository.findLegal(orm, known.data) : undefined;
      if (!known.success || !row) {
        throw new AppError('NOT_FOUND', `There is no legal document called "${slug}".`);
      }
      const render = await renderer();
      return {
        slug: known.data,
        title: row.title,
        summary: row.summary,
        html: render(row.bodyDoc ?? markdownToRichText(row.body)),
        version: row.version,
        updatedAt: row.updatedAt.toISOString(),
      };
    },

    /**
     * Inside the sign-up's transaction: the current Terms and Privacy versions the person accepted,
     * and the Affiliate Agreement's for someone joining the affiliate program.
     */
    async recordSignUpAcceptance(db: Orm, userId: number, roleIds: readonly number[] = []): Promise<void> {
      const affiliate = roleIds.includes(AFFILIATE_ROLE_ID) ? (['affiliate-agreement'] as const) : [];
      for (const slug of [...ACCEPTED_AT_SIGN_UP, ...affiliate]) {
        const versionId = await contentRepository.latestVersionId(db, contentDocumentKey.legal(slug));
        if (versionId !== undefined) await contentRepository.recordAcceptance(db, userId, slug, versionId);
      }
    },

    acceptancesOf: (userId: number) => contentRepository.acceptancesOf(orm, userId),

    async seedDefaults(): Promise<void> {
      await contentRepository.seed(orm, faqDefaults, legalDefaults);
      await convertToRichText();
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
