import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { textField } from './fields';

export const legalSlugs = ['affiliate-agreement', 'risk-disclosure', 'terms', 'privacy', 'gdpr'] as const;
export const legalSlugSchema = z.enum(legalSlugs);
export type LegalSlug = z.infer<typeof legalSlugSchema>;

/** The public page of each legal document (docs/product.md, Site layout and navigation). */
export const legalPagePaths: Record<LegalSlug, string> = {
  'affiliate-agreement': '/affiliateagreement',
  'risk-disclosure': '/riskdisclosure',
  terms: '/terms',
  privacy: '/privacy',
  gdpr: '/gdpr',
};

export const faqEntrySchema = z.object({
  id: z.number().int(),
  category: z.string(),
  question: z.string(),
  /** The answer rendered on the server through the rich-text allow-list (docs/product.md, FAQ and Legal). */
  answerHtml: z.string(),
  position: z.number().int(),
  updatedAt: z.string(),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

export const legalDocumentSchema = z.object({
  slug: legalSlugSchema,
  title: z.string(),
  summary: z.string(),
  /** The text rendered on the server through the rich-text allow-list. */
  html: z.string(),
  version: z.number().int().positive(),
  updatedAt: z.string(),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

export const listFaq = defineEndpoint({
  method: 'GET',
  path: '/api/v1/faq',
  response: z.array(faqEntrySchema),
});

export const getLegalDocument = defineEndpoint({
  method: 'GET',
  path: '/api/v1/legal/:slug',
  params: z.object({ slug: textField({ label: 'Document name', max: 100 }) }),
  response: legalDocumentSchema,
});
