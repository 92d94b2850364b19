import { NEWSLETTER_LIMITS, NEWSLETTER_MESSAGES } from '@meridian/contracts/newsletter';
import { newsletterSubscribers, type NewSubscriberRow } from '../../modules/newsletter/newsletter.tables';
import { insertRows } from '../bulk-insert.repository';
import { DAY_MS, daysBefore, need, type DemoDomain } from '../demo-context';
import { person } from '../people';

const PAGES = ['/', '/blog', '/blog/risk-first', '/webinars', '/newsletter'];
const CONFIRM_MS = NEWSLETTER_LIMITS.confirmHours * 3_600_000;

/** How many newsletter subscribers a scale makes: half the contacts. */
export const subscribersAt = (scale: number) => 200 * scale;

/**
 * Newsletter subscribers: most confirmed, some unsubscribed or bounced, and recent sign-ups still
 * pending their confirmation link; a few came through an affiliate's link, a few by admin import.
 */
export const newsletterDemo: DemoDomain = {
  name: 'newsletter',
  async seed({ db, random, scale, now, state }) {
    const affiliates = need(state, 'users', 'newsletter').affiliates;
    const rows = Array.from({ length: subscribersAt(scale) }, (_, i): NewSubscriberRow => {
      const status = random.weighted({ confirmed: 75, pending: 8, unsubscribed: 12, bounced: 5 });
      const imported = status !== 'pending' && random.chance(0.1);
      const createdAt =
        status === 'pending'
          ? new Date(now.getTime() - random.int(1, CONFIRM_MS - 60_000))
          : random.between(daysBefore(now, 365), daysBefore(now, 2));
      const confirmedAt = status === 'pending' ? null : new Date(createdAt.getTime() + random.int(1, 600) * 60_000);
      const page = imported ? 'import' : random.pick(PAGES);
      return {
        email: person(random, 'reader', i + 1).email,
        firstName: random.chance(0.7) ? person(random, 'name', 0).firstName : '',
        status,
        source: page,
        referringAffiliateId: !imported && random.chance(0.15) ? random.pick(affiliates).id : null,
        consentAt: createdAt,
        consentIp: imported ? null : `203.0.113.${random.int(1, 254)}`,
        consentSource: page,
        consentWording: imported ? 'Customers who opted in at a live event' : NEWSLETTER_MESSAGES.consent,
        confirmTokenHash: status === 'pending' ? random.hex(64) : null,
        confirmExpiresAt: status === 'pending' ? new Date(createdAt.getTime() + CONFIRM_MS) : null,
        confirmSentAt: status === 'pending' ? createdAt : null,
        createdAt,
        confirmedAt,
        unsubscribedAt:
          status === 'unsubscribed' && confirmedAt
            ? new Date(Math.min(confirmedAt.getTime() + random.int(1, 200) * DAY_MS, now.getTime()))
            : null,
      };
    }).sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
    await insertRows(db, newsletterSubscribers, rows);
    const count = (status: string) => rows.filter((r) => r.status === status).length;
    return {
      newsletter_subscribers: rows.length,
      'subscribers confirmed': count('confirmed'),
      'subscribers pending': count('pending'),
      'subscribers unsubscribed': count('unsubscribed'),
      'subscribers bounced': count('bounced'),
    };
  },
};
