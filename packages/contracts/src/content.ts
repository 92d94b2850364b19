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

/**
 * Merge fields an FAQ answer or a legal text may hold, as `{{name}}`: the page shows the site's
 * current value in its place (docs/decisions/2026-11-27-attendance-funnel.md, Copy), so the text
 * follows a setting instead of stating it once. What each one becomes, for the editors' hint.
 */
export const CONTENT_MERGE_FIELDS = {
  seatHold: 'how long a seat is held while its checkout is open, such as “30 minutes”',
  refundPolicy: 'the seat refund policy as a sentence, from Site settings → Refund policy',
} as const;
export type ContentMergeField = keyof typeof CONTENT_MERGE_FIELDS;

/** "30 minutes", "1 hour", "1 hour 30 minutes", "24 hours": a length in a sentence. */
export function minutesInWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours > 0 ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : '',
    rest > 0 || hours === 0 ? `${rest} ${rest === 1 ? 'minute' : 'minutes'}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

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
