import { getArchiveIssue, listArchive } from '@meridian/contracts/newsletter-archive';
import { defineModule, type Platform } from '../../core/module';
import { definePageData } from '../../core/page-data';
import type { Orm } from '../../db/database';
import { issuesRoutes } from './issues.routes';
import { createIssues } from './issues.service';
import { createNewsletterAudience } from './newsletter-audience.service';
import { newsletterPublishJob } from './newsletter.jobs';
import { createNewsletterSender } from './newsletter-sender.service';
import type { NewsletterPorts } from './newsletter.ports';
import { newsletterRoutes } from './newsletter.routes';
import { createSubscribersAdmin } from './subscribers-admin.service';
import { subscriberFigures } from './subscriber-figures.repository';
import { segmentSubscribers } from './segment-subscribers.repository';
import { subscriberPerson } from './subscriber-person.service';
import { createSubscriptions } from './subscriptions.service';

/** The campaigns module's port onto the confirmed subscribers (wired before the campaigns module). */
export function newsletterAudience(platform: Platform, siteNameOn: (db: Orm) => Promise<string>) {
  return createNewsletterAudience({
    secrets: platform.secrets,
    publicUrl: platform.config.publicUrl,
    siteName: siteNameOn,
    now: platform.now,
    events: platform.events,
  });
}

/**
 * Newsletter subscriptions with double opt-in, the admin's Email Subscribers, and newsletter issues
 * with their public archive (delivered by the campaigns module).
 */
export function createNewsletterModule(platform: Platform, deps: NewsletterPorts) {
  const wiring = {
    orm: platform.orm,
    mail: deps.mailer,
    events: platform.events,
    secrets: platform.secrets,
    referringAffiliate: deps.referringAffiliate,
    userNames: deps.userNames,
    siteName: deps.siteNameOn,
    publicUrl: platform.config.publicUrl,
    now: platform.now,
    log: platform.log,
  };
  const subscriptions = createSubscriptions(wiring);
  const admin = createSubscribersAdmin(wiring);
  const sender = createNewsletterSender({
    ...deps.sender,
    orm: platform.orm,
    fromOf: (userId) => deps.sends.senderFrom(userId),
  });
  const issues = createIssues({
    orm: platform.orm,
    now: platform.now,
    publicContent: platform.publicContent,
    audit: platform.audit,
    sends: deps.sends,
    sender: sender.current,
  });
  return defineModule({
    name: 'newsletter',
    api: {
      subscriptions,
      admin,
      issues,
      sender,
      person: subscriberPerson,
      figures: subscriberFigures,
      /** Segments' newsletter rules as SQL about an address (contacts' segment compiler). */
      segments: segmentSubscribers,
    },
    routes: (app) => {
      newsletterRoutes(app, { subscriptions, admin });
      issuesRoutes(app, issues, sender);
    },
    jobs: () => [newsletterPublishJob(issues)],
    pageData: [
      definePageData(listArchive, () => issues.archive()),
      definePageData(getArchiveIssue, ({ params }) => issues.archived(params.slug)),
    ],
  });
}
export type Newsletter = ReturnType<typeof createNewsletterModule>['api'];
