import { z } from 'zod';
import { legalSlugSchema } from './content';
import { defineEndpoint } from './endpoint';
import { idField, textField, wholeNumberField } from './fields';
import { richTextField, richTextTooDeep, type RichTextDoc } from './rich-text';

/**
 * The admin's FAQ and Legal sections (docs/product.md, FAQ and Legal): every save is a version with
 * who and when; any version can be viewed, compared with the current one and restored.
 */
export const CONTENT_MESSAGES = {
  category: 'Enter a category, such as "Payments & refunds"',
  question: 'Enter the question',
  answer: 'Write the answer',
  answerTooLong: 'The answer is too long; split it into several questions',
  answerTooDeep: richTextTooDeep('The answer'),
  title: 'Enter the title',
  summary: 'Enter a one-sentence summary for search engines and the page header',
  body: 'Write the text of the document',
  bodyTooLong: 'The document is too long to save in one piece',
  bodyTooDeep: richTextTooDeep('The document'),
  faqNotFound: 'FAQ entry not found.',
  documentNotFound: 'There is no such FAQ entry or legal document.',
  versionNotFound: 'Version not found.',
  order: 'List every FAQ entry once, in the new order',
  versionNumber: 'The version must be a whole number',
} as const;

const author = z.string().nullable();

export const faqEntryInputSchema = z.object({
  category: textField({ label: 'Category', required: CONTENT_MESSAGES.category, max: 80 }),
  question: textField({ label: 'Question', required: CONTENT_MESSAGES.question, max: 300 }),
  answer: richTextField({
    required: CONTENT_MESSAGES.answer,
    tooLong: CONTENT_MESSAGES.answerTooLong,
    tooDeep: CONTENT_MESSAGES.answerTooDeep,
  }),
  hidden: z.boolean({ error: 'Choose whether the entry is hidden' }).default(false),
});
export type FaqEntryInput = z.input<typeof faqEntryInputSchema>;
export type FaqEntryValues = z.output<typeof faqEntryInputSchema>;

export const adminFaqEntrySchema = z.object({
  id: z.number().int(),
  category: z.string(),
  question: z.string(),
  answer: z.custom<RichTextDoc>(),
  hidden: z.boolean(),
  position: z.number().int(),
  version: z.number().int(),
  updatedAt: z.iso.datetime(),
  updatedBy: author,
});
export type AdminFaqEntry = z.infer<typeof adminFaqEntrySchema>;

export const faqIdParams = z.object({ id: idField(CONTENT_MESSAGES.faqNotFound) });

export const listAdminFaq = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/faq',
  response: z.array(adminFaqEntrySchema),
});

export const createFaqEntry = defineEndpoint({
  method: 'POST',
  path: '/api/v1/admin/faq',
  body: faqEntryInputSchema,
  response: adminFaqEntrySchema,
});

export const updateFaqEntry = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/admin/faq/:id',
  params: faqIdParams,
  body: faqEntryInputSchema,
  response: adminFaqEntrySchema,
});

export const reorderFaq = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/admin/faq-order',
  body: z.object({ ids: z.array(idField(CONTENT_MESSAGES.order), { error: CONTENT_MESSAGES.order }).max(1000) }),
  response: z.array(adminFaqEntrySchema),
});

export const legalInputSchema = z.object({
  title: textField({ label: 'Title', required: CONTENT_MESSAGES.title, max: 120 }),
  summary: textField({ label: 'Summary', required: CONTENT_MESSAGES.summary, max: 160 }),
  body: richTextField({
    required: CONTENT_MESSAGES.body,
    tooLong: CONTENT_MESSAGES.bodyTooLong,
    tooDeep: CONTENT_MESSAGES.bodyTooDeep,
  }),
});
export type LegalInput = z.input<typeof legalInputSchema>;
export type LegalValues = z.output<typeof legalInputSchema>;

export const adminLegalDocumentSchema = z.object({
  slug: legalSlugSchema,
  title: z.string(),
  summary: z.string(),
  body: z.custom<RichTextDoc>(),
  version: z.number().int(),
  updatedAt: z.iso.datetime(),
  updatedBy: author,
});
export type AdminLegalDocument = z.infer<typeof adminLegalDocumentSchema>;

export const listAdminLegal = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/legal',
  response: z.array(adminLegalDocumentSchema.omit({ body: true, summary: true })),
});

export const getAdminLegal = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/legal/:slug',
  params: z.object({ slug: z.enum(legalSlugSchema.options, { error: CONTENT_MESSAGES.documentNotFound }) }),
  response: adminLegalDocumentSchema,
});

export const updateLegal = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/admin/legal/:slug',
  params: getAdminLegal.params,
  body: legalInputSchema,
  response: adminLegalDocumentSchema,
});

/** A versioned document: `legal.<slug>` or `faq.<id>`. */
export const contentDocumentKey = {
  legal: (slug: string) => `legal.${slug}`,
  faq: (id: number) => `faq.${id}`,
};

const documentParams = z.object({
  document: textField({ label: 'Document', required: CONTENT_MESSAGES.documentNotFound, max: 60 }),
});
const versionParams = documentParams.extend({
  number: wholeNumberField(1, 1_000_000, CONTENT_MESSAGES.versionNumber),
});

export const contentVersionSchema = z.object({
  number: z.number().int(),
  title: z.string(),
  author,
  createdAt: z.iso.datetime(),
  /** The version this one restored, when it was made by a restore. */
  restoredFrom: z.number().int().nullable(),
});
export type ContentVersion = z.infer<typeof contentVersionSchema>;

export const diffPartSchema = z.object({ kind: z.enum(['same', 'added', 'removed']), text: z.string() });
export type DiffPart = z.infer<typeof diffPartSchema>;

/** One block (paragraph, heading, list item) of a comparison: unchanged, only in one side, or changed within. */
export const diffBlockSchema = z.object({
  kind: z.enum(['same', 'added', 'removed', 'changed']),
  parts: z.array(diffPartSchema),
});
export type DiffBlock = z.infer<typeof diffBlockSchema>;

export const listContentVersions = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/content/:document/versions',
  params: documentParams,
  response: z.array(contentVersionSchema),
});

export const getContentVersion = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/content/:document/versions/:number',
  params: versionParams,
  response: contentVersionSchema.extend({
    /** The version's text rendered as the public page would show it. */
    html: z.string(),
    current: z.number().int(),
    /** What changed from this version to the current one: removed is text only this version has. */
    changes: z.array(diffBlockSchema),
  }),
});

export const restoreContentVersion = defineEndpoint({
  method: 'POST',
  path: '/api/v1/admin/content/:document/versions/:number/restore',
  params: versionParams,
  response: contentVersionSchema,
});
