import type { Orm } from '../../db/database';
import type { NewsletterAudience } from '../campaigns/campaigns.module';
import type { NewsletterDeps } from './newsletter.ports';
import { preferencesUrl } from './subscriber-tokens.service';
import { issuesRepository } from './issues.repository';
import { newsletterRepository as repo } from './newsletter.repository';

/**
 * The campaigns module's `NewsletterAudience` port (docs/decisions/2026-11-23-newsletter-issues.md):
 * only confirmed subscribers receive an issue; an unsubscribe from an issue sets the subscriber
 * unsubscribed (publishing `newsletter.unsubscribed`) and a hard bounce sets it bounced (a bounced
 * address stays bounced; the bounce also suppresses it).
 */
export function createNewsletterAudience(
  deps: Pick<NewsletterDeps, 'secrets' | 'publicUrl' | 'siteName' | 'now' | 'events'>,
): NewsletterAudience {
  return {
    async recipients(db: Orm) {
      const rows = await issuesRepository.confirmed(db);
      return rows.map((row) => ({ contactId: null, email: row.email, firstName: row.firstName, lastName: '' }));
    },

    async preferencesUrl(db: Orm, email: string) {
      const row = await repo.byEmail(db, email.toLowerCase());
      return row?.status === 'confirmed' ? preferencesUrl(deps, row.id) : null;
    },

    async setStatus(db: Orm, email: string, status: 'unsubscribed' | 'bounced') {
      const row = await repo.byEmail(db, email.toLowerCase());
      if (!row || row.status === status || row.status === 'bounced') return;
      await repo.update(db, row.id, status === 'unsubscribed' ? { status, unsubscribedAt: deps.now() } : { status });
      if (status === 'unsubscribed') await deps.events.publish(db, 'newsletter.unsubscribed', { subscriberId: row.id });
    },

    siteName: (db: Orm) => deps.siteName(db),
  };
}
