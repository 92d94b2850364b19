/**
 * The contacts module's segments service on a bench's own database, with what the other modules give
 * it at wiring (modules.ts): their SQL conditions and checks, taken straight from their repositories.
 */
import type { Orm } from '../../apps/server/src/db/database';
import { automationRepository } from '../../apps/server/src/modules/automation/automation.repository';
import {
  engagedContacts,
  segmentCampaigns,
} from '../../apps/server/src/modules/campaigns/segment-engagement.repository';
import { createSegmentsService } from '../../apps/server/src/modules/contacts/segments.service';
import { segmentSubscribers } from '../../apps/server/src/modules/newsletter/segment-subscribers.repository';
import { segmentRegistrations } from '../../apps/server/src/modules/rsvp/segment-registrations.repository';
import { webinarsRepository } from '../../apps/server/src/modules/webinars/webinars.repository';

export function benchSegments(orm: Orm, now: () => Date) {
  return createSegmentsService(
    orm,
    {
      segmentSources: {
        engaged: engagedContacts,
        registered: segmentRegistrations.registered,
        answered: segmentRegistrations.answered,
        registeredFromAffiliate: segmentRegistrations.fromAffiliate,
        subscribed: segmentSubscribers.withStatus,
        subscribedFromAffiliate: segmentSubscribers.fromAffiliate,
      },
      ownsCampaign: segmentCampaigns.owns,
      sessionsExist: async (db, ids) => (await webinarsRepository.findByIds(db, ids)).map((row) => row.id),
      segmentInScheduledCampaign: segmentCampaigns.scheduledWith,
      segmentInActiveSequence: automationRepository.activeWithSegment,
    },
    now,
  );
}
