import { defineModule, type Platform } from '../../core/module';
import type { Orm } from '../../db/database';
import type { Mailer } from '../mail/mail.module';
import { newsletterRoutes } from './newsletter.routes';
import { createSubscribersAdmin } from './subscribers-admin.service';
import { subscriberPerson } from './subscriber-person';
import { createSubscriptions } from './subscriptions.service';

/** Newsletter subscriptions with double opt-in and the admin's Email Subscribers. */
export function createNewsletterModule(
  platform: Platform,
  deps: {
    mailer: Mailer;
    referringAffiliate: (db: Orm, affiliateId: number) => Promise<number | null>;
    siteNameOn: (db: Orm) => Promise<string>;
  },
) {
  const wiring = {
    orm: platform.orm,
    mail: deps.mailer,
    events: platform.events,
    secrets: platform.secrets,
    referringAffiliate: deps.referringAffiliate,
    siteName: deps.siteNameOn,
    publicUrl: platform.config.publicUrl,
    now: platform.now,
    log: platform.log,
  };
  const subscriptions = createSubscriptions(wiring);
  const admin = createSubscribersAdmin(wiring);
  return defineModule({
    name: 'newsletter',
    api: { subscriptions, admin, person: subscriberPerson },
    routes: (app) => newsletterRoutes(app, { subscriptions, admin }),
  });
}
export type Newsletter = ReturnType<typeof createNewsletterModule>['api'];
