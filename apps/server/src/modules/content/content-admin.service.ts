import {
  CONTENT_MESSAGES,
  type AdminFaqEntry,
  type AdminLegalDocument,
  type ContentVersion,
  type FaqEntryValues,
  type LegalValues,
} from '@meridian/contracts/content-admin';
import { legalSlugs, type LegalSlug } from '@meridian/contracts/content';
import type { RichTextDoc } from '@meridian/contracts/rich-text';
import type { AuditTrail } from '../../core/audit/audit-trail';
import type { PublicContent } from '../../core/public-content/public-content';
import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { renderRichText, richTextBlocks } from '../../lib/rich-text/render-rich-text';
import { diffBlocks } from '../../lib/rich-text/text-diff';
import { contentRepository, type FaqRow, type LegalRow, type VersionRow } from './content.repository';
import { parseDocumentKey, type ContentAuthor, type DocumentWriter } from './content-documents.service';

const EMPTY: RichTextDoc = { type: 'doc', content: [] };

function toAdminFaq(row: FaqRow): AdminFaqEntry {
  return {
    id: row.id,
    category: row.category,
    question: row.question,
    answer: row.answerDoc ?? EMPTY,
    hidden: row.hidden,
    position: row.position,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

function toAdminLegal(row: LegalRow): AdminLegalDocument {
  return {
    slug: row.slug as LegalSlug,
    title: row.title,
    summary: row.summary,
    body: row.bodyDoc ?? EMPTY,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

function toVersion(row: VersionRow): ContentVersion {
  return {
    number: row.number,
    title: row.title,
    author: row.authorName,
    createdAt: row.createdAt.toISOString(),
    restoredFrom: row.restoredFrom,
  };
}

/** The admin's FAQ and Legal sections (docs/product.md, FAQ and Legal). */
export function createContentAdminService(
  orm: Orm,
  writer: DocumentWriter,
  publicContent: PublicContent,
  audit: AuditTrail,
) {
  const listFaq = async () => (await contentRepository.listFaq(orm, { includeHidden: true })).map(toAdminFaq);

  function documentOf(key: string) {
    const ref = parseDocumentKey(key);
    if (!ref) throw new AppError('NOT_FOUND', CONTENT_MESSAGES.documentNotFound);
    return ref;
  }

  async function versionOf(db: Orm, key: string, number: number) {
    const ref = documentOf(key);
    const current = await writer.current(db, ref);
    if (!current) throw new AppError('NOT_FOUND', CONTENT_MESSAGES.documentNotFound);
    const version = await contentRepository.findVersion(db, key, number);
    if (!version) throw new AppError('NOT_FOUND', CONTENT_MESSAGES.versionNotFound);
    return { ref, current, version };
  }

  return {
    listFaq,

    createFaq: async (input: FaqEntryValues, author: ContentAuthor) =>
      toAdminFaq(await inTransaction(orm, (db) => writer.createFaq(db, input, author))),

    updateFaq: async (id: number, input: FaqEntryValues, author: ContentAuthor) =>
      toAdminFaq(
        await inTransaction(orm, (db) =>
          writer.saveFaq(
            db,
            id,
            { title: input.question, summary: input.category, body: input.answer, hidden: input.hidden },
            author,
          ),
        ),
      ),

    /** Puts the entries in the given order; the list must name every entry exactly once. */
    async reorderFaq(ids: readonly number[]): Promise<AdminFaqEntry[]> {
      await inTransaction(orm, async (db) => {
        const existing = await contentRepository.lockFaqIds(db);
        const same =
          new Set(ids).size === ids.length &&
          ids.length === existing.length &&
          existing.every((id) => ids.includes(id));
        if (!same)
          throw new AppError('VALIDATION', CONTENT_MESSAGES.order, [{ path: 'ids', message: CONTENT_MESSAGES.order }]);
        await contentRepository.setFaqPositions(db, ids);
        await publicContent.changed(db);
        await audit.record(db, {
          action: 'faq.reordered',
          subject: { type: 'faq', id: 'order', label: 'FAQ order' },
          after: { order: ids.map((id) => `#${id}`).join(', ') },
        });
      });
      return listFaq();
    },

    async listLegal() {
      const rows = await contentRepository.listLegal(orm);
      const order = (slug: string) => legalSlugs.indexOf(slug as LegalSlug);
      return rows
        .sort((a, b) => order(a.slug) - order(b.slug))
        .map((row) => {
          const { body: _body, summary: _summary, ...rest } = toAdminLegal(row);
          return rest;
        });
    },

    async getLegal(slug: LegalSlug): Promise<AdminLegalDocument> {
      const row = await contentRepository.findLegal(orm, slug);
      if (!row) throw new AppError('NOT_FOUND', CONTENT_MESSAGES.documentNotFound);
      return toAdminLegal(row);
    },

    updateLegal: async (slug: LegalSlug, input: LegalValues, author: ContentAuthor) =>
      toAdminLegal(
        await inTransaction(orm, (db) =>
          writer.saveLegal(db, slug, { title: input.title, summary: input.summary, body: input.body }, author),
        ),
      ),

    async versions(key: string): Promise<ContentVersion[]> {
      documentOf(key);
      return (await contentRepository.listVersions(orm, key)).map(toVersion);
    },

    async version(key: string, number: number) {
      const { current, version } = await versionOf(orm, key, number);
      return {
        ...toVersion(version),
        html: renderRichText(version.body),
        current: current.version,
        changes: diffBlocks(
          [version.title, ...richTextBlocks(version.body)],
          [current.title, ...richTextBlocks(current.body)],
        ),
      };
    },

    /** Restoring copies the version into a new one; the history keeps every version. */
    async restore(key: string, number: number, author: ContentAuthor): Promise<ContentVersion> {
      return inTransaction(orm, async (db) => {
        const { ref, version } = await versionOf(db, key, number);
        await writer.save(
          db,
          ref,
          { title: version.title, summary: version.summary, body: version.body },
          author,
          number,
        );
        const [latest] = await contentRepository.listVersions(db, key);
        return toVersion(latest!);
      });
    },
  };
}
export type ContentAdminService = ReturnType<typeof createContentAdminService>;
