import { defineModule, type Platform } from '../../core/module';
import { engagedContacts, segmentCampaigns } from './segment-engagement.repository';
import { createAbTests } from './ab-tests.service';
import { createChannels } from './campaign-channels.service';
import { createAutomationMail } from './automation-mail.service';
import { campaignFigures } from './campaign-figures.repository';
import { createCampaignDelivery } from './campaign-delivery.service';
import type { CampaignsPorts } from './campaigns.ports';
import { createCampaignStatsService } from './campaign-stats.service';
import { createTestSend } from './campaign-test-send.service';
import { campaignDeliveryJob } from './campaigns.jobs';
import { campaignsRepository } from './campaigns.repository';
import { campaignsRoutes } from './campaigns.routes';
import { createMailboxFeedback } from './mailbox-feedback.service';
import { createNewsletterSends } from './newsletter-sends.service';
import { createCampaignsService } from './campaigns.service';
import { trackingRoutes } from './tracking.routes';
import { createTrackingService } from './tracking.service';
import { createTrackingTokens } from './tracking-tokens.service';
import { newsletterErasureSubscriber } from './newsletter-erasure.subscribers';

export type {
  AudienceFilter,
  CampaignContacts,
  CampaignsPorts,
  CampaignSenders,
  NewsletterAudience,
  Recipient,
  SenderMailbox,
  SuppressionReason,
} from './campaigns.ports';
export type { CampaignDelivery } from './campaign-delivery.service';
export type { IssueSendFailure, NewsletterSends } from './newsletter-sends.service';
export type { AutomationMail } from './automation-mail.service';
export type { MailboxFeedback, MailboxReportInput, MailboxReportOutcome } from './mailbox-feedback.service';

/** Campaign mail: its own messages table and delivery from each sender's own mailbox. */
export function createCampaignsModule(platform: Platform, deps: CampaignsPorts) {
  const { orm, now, log } = platform;
  const tokens = createTrackingTokens(platform.secrets);
  const baseUrl = platform.config.publicUrl;
  const postalAddress = async () => (await deps.site()).postalAddress;
  const shared = {
    orm,
    now,
    contacts: deps.contacts,
    newsletter: deps.newsletter,
    senders: deps.senders,
    tokens,
    baseUrl,
    postalAddress,
    logger: log,
  };
  const abTests = createAbTests({ orm, now, logger: log });
  const delivery = createCampaignDelivery({
    ...shared,
    startDueScheduled: () => campaigns.startDueScheduled(),
    sleepUntil: deps.sleepUntil,
    frequencyCap: deps.frequencyCap,
    pickDueWinners: () => abTests.pickDueWinners(),
    worker: platform.workers,
    messagesCounter: platform.metrics.counter({
      name: 'meridian_campaign_messages_total',
      help: "Campaign and newsletter messages this process sent (accepted by the sender's SMTP server) or gave up on, by kind.",
      labelNames: ['kind', 'result'],
    }),
  });
  const channelFor = createChannels(deps.contacts, deps.newsletter);
  const campaigns = createCampaignsService({
    orm,
    now,
    contacts: deps.contacts,
    channelFor,
    senders: deps.senders,
    abTests,
    kick: () => delivery.kick(),
  });
  const stats = createCampaignStatsService({ orm, now, abTests });
  const tracking = createTrackingService({ orm, now, tokens, channelFor, publicUrl: baseUrl });
  const sendTest = createTestSend(shared);
  const newsletterSends = createNewsletterSends({
    ...shared,
    channelFor,
    start: campaigns.start,
    progress: (ids) => campaignsRepository.progress(orm, ids),
    kick: () => delivery.kick(),
  });
  return defineModule({
    name: 'campaigns',
    api: {
      campaigns,
      stats,
      tracking,
      delivery,
      newsletterSends,
      newsletterAudience: deps.newsletter,
      automationMail: createAutomationMail(() => delivery.kick()),
      figures: campaignFigures,
      /** What segments ask of campaigns: opens and clicks as SQL, and the campaigns a rule or audience names. */
      segments: { engaged: engagedContacts, ...segmentCampaigns },
      mailboxFeedback: createMailboxFeedback({ orm, now, channelFor }),
      abTests,
    },
    routes: async (app) => {
      campaignsRoutes(app, { campaigns, stats, sendTest });
      await trackingRoutes(app, tracking, async () => (await deps.site()).siteName);
    },
    jobs: () => [campaignDeliveryJob(delivery)],
    subscribers: [newsletterErasureSubscriber],
    close: () => delivery.close(),
  });
}
export type CampaignsModule = ReturnType<typeof createCampaignsModule>;
