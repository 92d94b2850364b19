import type { Orm } from '../../db/database';
import type { AutomationMail } from '../campaigns/campaigns.module';
import type { AutomationPerson, ContactAutomationPort } from '../contacts/contacts.module';

/** A person a system event is about, read by id inside the subscriber's transaction. */
export interface TriggerPerson extends AutomationPerson {
  /** RSVP events: when the booked session starts. */
  sessionStartsAt?: Date;
}

/**
 * What automation needs from other modules, given at wiring (modules.ts): contacts (people, tags,
 * suppression), campaign delivery (the emails), the senders' mailboxes (activation needs one), and
 * the people behind newsletter and RSVP events.
 */
export interface AutomationDeps {
  contacts: ContactAutomationPort;
  mail: AutomationMail;
  hasMailbox(userId: number): Promise<boolean>;
  newsletterSubscriber(db: Orm, subscriberId: number): Promise<TriggerPerson | null>;
  registration(db: Orm, registrationId: number): Promise<TriggerPerson | null>;
  /** Every registration id of a session (a reschedule or cancellation reaches their runs). */
  sessionRegistrations(db: Orm, sessionId: number): Promise<number[]>;
}
