import { affiliateAgreement } from './legal-affiliate-agreement.seed';
import { gdpr } from './legal-gdpr.seed';
import { privacy } from './legal-privacy.seed';
import { riskDisclosure } from './legal-risk-disclosure.seed';
import { terms } from './legal-terms.seed';

/**
 * Default texts for the legal pages of the Meridian Trading Academy website.
 *
 * These are the initial versions seeded into the content store. Staff can
 * edit them later from the admin panel; the body is Markdown (headings start
 * at level 2, no raw HTML, no tables).
 */

export type LegalSlug = 'affiliate-agreement' | 'risk-disclosure' | 'terms' | 'privacy' | 'gdpr';

export interface LegalDefault {
  slug: LegalSlug;
  title: string;
  summary: string;
  body: string;
}

export const legalDefaults: readonly LegalDefault[] = [affiliateAgreement, riskDisclosure, terms, privacy, gdpr];
