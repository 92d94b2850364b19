import { CONTENT_MESSAGES, contentDocumentKey, type FaqEntryValues } from '@meridian/contracts/content-admin';
import { legalSlugSchema, type LegalSlug } from '@meridian/contracts/content';
import { richTextPlain, type RichTextDoc } from '@meridian/contracts/rich-text';
import type { AuditTrail } from '../../core/audit/audit-trail';
import type { PublicContent } from '../../core/public-content/public-content';
import type { Orm } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { contentRepository, type FaqRow, type LegalRow } from './content.repository';

/** Who saves a version: the admin's id and name as shown in the history. */
export interface ContentAuthor {
  id: number;
  name: string;
}

export type DocumentRef = { kind: 'legal'; slug: LegalSlug } | { kind: 'faq'; id: number };

/** `legal.<slug>` or `faq.<id>` to the document it names, else null. */
export function parseDocumentKey(key: string): DocumentRef | null {
  const [kind, rest = ''] = key.split(/\.(.*)/s);
  if (kind === 'legal') {
    const slug = legalSlugSchema.safeParse(rest);
    return slug.success ? { kind, slug: slug.data } : null;
  }
  if (kind === 'faq' && /^[1-9]\d{0,9}$/.test(rest) && Number(rest) <= 2_147_483_647) return { kind, id: Number(rest) };
  return null;
}

export const keyOf = (ref: DocumentRef) =>
  ref.kind === 'legal' ? contentDocumentKey.legal(ref.slug) : contentDocumentKey.faq(ref.id);

/** The parts of a document a version holds: title, summary (a FAQ entry's category) and body. */
export interface VersionContent {
  title: string;
  summary: string;
  body: RichTextDoc;
}

/**
 * Saving a document is one transaction: the row takes the new text and the next version number, the
 * version is recorded with its author, and the public pages' version moves so every instance
 * re-renders (docs/architecture.md, Public content version). Every save publishes, so each one is an
 * audit entry too (docs/product.md, Audit log).
 */
export function createDocumentWriter(publicContent: PublicContent, audit: AuditTrail) {
  async function saveLegal(
    db: Orm,
    slug: LegalSlug,
    content: VersionContent,
    author: ContentAuthor,
    restoredFrom: number | null = null,
  ): Promise<LegalRow> {
    const row = await contentRepository.findLegal(db, slug, true);
    if (!row) throw new AppError('NOT_FOUND', CONTENT_MESSAGES.documentNotFound);
    const version = row.version + 1;
    const saved = await contentRepository.updateLegal(db, slug, {
      title: content.title,
      summary: content.summary,
      bodyDoc: content.body,
      version,
      updatedBy: author.name,
    });
    await contentRepository.insertVersion(db, {
      document: contentDocumentKey.legal(slug),
      number: version,
      ...content,
      authorId: author.id,
      authorName: author.name,
      restoredFrom,
    });
    await publicContent.changed(db);
    await audit.record(db, {
      action: 'legal-document.published',
      subject: { type: 'legal-document', id: slug, label: content.title },
      before: { version: row.version, title: row.title },
      after: { version, title: content.title, restoredFrom },
    });
    return saved;
  }

  async function saveFaq(
    db: Orm,
    id: number,
    content: VersionContent & { hidden?: boolean },
    author: ContentAuthor,
    restoredFrom: number | null = null,
  ): Promise<FaqRow> {
    const row = await contentRepository.findFaq(db, id, true);
    if (!row) throw new AppError('NOT_FOUND', CONTENT_MESSAGES.faqNotFound);
    const version = row.version + 1;
    const saved = await contentRepository.updateFaq(db, id, {
      question: content.title,
      category: content.summary,
      answer: richTextPlain(content.body).trim(),
      answerDoc: content.body,
      ...(content.hidden === undefined ? {} : { hidden: content.hidden }),
      version,
      updatedBy: author.name,
    });
    await contentRepository.insertVersion(db, {
      document: contentDocumentKey.faq(id),
      number: version,
      title: content.title,
      summary: content.summary,
      body: content.body,
      authorId: author.id,
      authorName: author.name,
      restoredFrom,
    });
    await publicContent.changed(db);
    await audit.record(db, {
      action: 'faq-entry.published',
      subject: { type: 'faq-entry', id, label: content.title },
      before: { version: row.version, question: row.question, hidden: row.hidden },
      after: { version, question: content.title, hidden: saved.hidden, restoredFrom },
    });
    return saved;
  }

  async function createFaq(db: Orm, input: FaqEntryValues, author: ContentAuthor): Promise<FaqRow> {
    const row = await contentRepository.insertFaq(db, {
      category: input.category,
      question: input.question,
      answer: richTextPlain(input.answer).trim(),
      answerDoc: input.answer,
      hidden: input.hidden,
      version: 1,
      updatedBy: author.name,
    });
    await contentRepository.insertVersion(db, {
      document: contentDocumentKey.faq(row.id),
      number: 1,
      title: row.question,
      summary: row.category,
      body: input.answer,
      authorId: author.id,
      authorName: author.name,
    });
    await publicContent.changed(db);
    await audit.record(db, {
      action: 'faq-entry.published',
      subject: { type: 'faq-entry', id: row.id, label: row.question },
      after: { version: 1, question: row.question, hidden: row.hidden },
    });
    return row;
  }

  /** The current content of a document, or undefined when it does not exist. */
  async function current(db: Orm, ref: DocumentRef): Promise<(VersionContent & { version: number }) | undefined> {
    if (ref.kind === 'legal') {
      const row = await contentRepository.findLegal(db, ref.slug);
      return row?.bodyDoc
        ? { title: row.title, summary: row.summary, body: row.bodyDoc, version: row.version }
        : undefined;
    }
    const row = await contentRepository.findFaq(db, ref.id);
    return row?.answerDoc
      ? { title: row.question, summary: row.category, body: row.answerDoc, version: row.version }
      : undefined;
  }

  async function save(db: Orm, ref: DocumentRef, content: VersionContent, author: ContentAuthor, restoredFrom: number) {
    if (ref.kind === 'legal') await saveLegal(db, ref.slug, content, author, restoredFrom);
    else await saveFaq(db, ref.id, content, author, restoredFrom);
  }

  return { saveLegal, saveFaq, createFaq, current, save };
}
export type DocumentWriter = ReturnType<typeof createDocumentWriter>;
