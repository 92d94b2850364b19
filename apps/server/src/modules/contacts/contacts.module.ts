import { defineModule, type Platform } from '../../core/module';
import type { JobQueue } from '../../jobs/queue';
import type { Orm } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { createAutomationContacts } from './automation-contacts.service';
import type { SuppressionReasonValue } from './suppression.repository';
import { CONTACT_IMPORT_JOB, contactImportJob } from './contacts.jobs';
import { createContactEvents } from './contact-events.service';
import { createContactImportsService } from './contact-imports.service';
import { createContactListsService } from './contact-lists.service';
import { createContactsAudience } from './contacts-audience.service';
import type { ContactsPorts } from './contacts.ports';
import { createSegmentsService } from './segments.service';
import { contactsRoutes } from './contacts.routes';
import { createContactsService } from './contacts.service';
import { addInboundLead } from './inbound-leads.service';

export type { AudienceRow as ContactRecipient, SuppressionReasonValue } from './suppression.repository';
export type { ContactsService } from './contacts.service';
export type { AudienceFilter as ContactsAudienceFilter } from './contacts-audience.service';
export type { ContactsPorts } from './contacts.ports';
export type { SegmentSources } from './segment-filter.repository';
export type { InboundLead } from './inbound-leads.service';

const QUEUE_DOWN = 'Imports are unavailable right now: the background job queue is not running. Try again in a minute.';

/**
 * Contacts, lists, segments, CSV imports and the suppression list (docs/decisions/2026-11-23-contacts.md,
 * docs/decisions/2026-11-27-segments.md).
 * Its API gives campaign delivery the audience and the suppression list (campaigns/campaigns.ports.ts).
 */
export function createContactsModule(platform: Platform, deps: ContactsPorts) {
  const { orm } = platform;
  const events = createContactEvents(platform.events);
  let queue: JobQueue | undefined;
  const imports = createContactImportsService(
    orm,
    async (importId) => {
      if (!queue?.running) throw new AppError('UNAVAILABLE', QUEUE_DOWN);
      await job.send(queue, { importId });
      queue.wake(CONTACT_IMPORT_JOB);
    },
    events,
  );
  const job = contactImportJob(imports);
  const contacts = createContactsService(orm, events);
  const lists = createContactListsService(orm);
  const segments = createSegmentsService(orm, deps, platform.now);
  return defineModule({
    name: 'contacts',
    api: {
      contacts,
      lists,
      imports,
      segments,
      ...createContactsAudience(segments),
      addInboundLead,
      /** Suppresses the address for every sender and publishes `contact.suppressed` (idempotent). */
      suppress: (db: Orm, email: string, reason: SuppressionReasonValue, source: string) =>
        events.suppress(db, email.trim().toLowerCase(), reason, source),
      automation: {
        ...createAutomationContacts(events),
        assertOwnSegment: segments.assertOwnSegment,
        inSegment: segments.includes,
      },
    },
    routes: (app, context) => {
      queue = context.queue;
      contactsRoutes(app, { contacts, lists, imports, segments });
    },
    jobs: () => [job],
  });
}
export type ContactsApi = ReturnType<typeof createContactsModule>['api'];
