import type { Orm } from '../../db/database';
import type { AutomationMail } from '../campaigns/campaigns.module';
import type { SuppressionReasonValue } from '../contacts/contacts.module';

/** Who a sequence mails: a contact, or the subscriber or registrant behind a system event. */
export interface AutomationPerson {
  email: string;
  firstName: string;
  lastName: string;
}

/** A person a system event is about, read by id inside the subscriber's transaction. */
export interface TriggerPerson extends AutomationPerson {
  /** RSVP events: when the booked session starts. */
  sessionStartsAt?: Date;
  /** RSVP events: the answers to the session's registration questions (a trigger may filter on one). */
  answers?: { question: string; answer: string }[];
}

/**
 * What sequences need of the contacts module, each on the caller's handle (the step's transaction):
 * the person behind a contact, the owner's contact for an address (made when missing), tags, list
 * ownership and the suppression list.
 */
export interface AutomationContacts {
  person(db: Orm, contactId: number): Promise<(AutomationPerson & { ownerId: number }) | null>;
  /** The owner's contact with the address, added (with its suppression status, no lists or tags) when missing. */
  ensureContact(db: Orm, ownerId: number, person: AutomationPerson): Promise<number>;
  /** Tags the contact (publishing `contact.tag_added` when it is new); resolves whether it was new. */
  addTag(db: Orm, contactId: number, tag: string): Promise<boolean>;
  removeTag(db: Orm, contactId: number, tag: string): Promise<void>;
  /** Refuses (422 at `path`) lists that are not the owner's: the one check of every audience field. */
  assertOwnLists(db: Orm, ownerId: number, listIds: readonly number[], path: string): Promise<void>;
  /** The names of these lists, by id (a sequence's trigger shows its list by name). */
  listNames(db: Orm, ids: readonly number[]): Promise<ReadonlyMap<number, string>>;
  suppressionOf(db: Orm, email: string): Promise<SuppressionReasonValue | null>;
  /** Refuses (422 at `path`) a segment that is not the owner's; null passes. */
  assertOwnSegment(db: Orm, ownerId: number, segmentId: number | null, path: string): Promise<void>;
  /** Whether the owner's contact is in the segment now (evaluated in SQL; a deleted segment holds nobody). */
  inSegment(db: Orm, segmentId: number, contactId: number): Promise<boolean>;
  /** Delivers the contact events published in a committed transaction. */
  kick(): void;
}

/** A webinar session as an attendance trigger names it. */
export interface TriggerSession {
  id: number;
  title: string;
  startsAt: Date;
  timezone: string;
}

/**
 * What automation needs from other modules, filled in modules.ts: contacts (people, tags,
 * suppression), campaign delivery (the emails), the senders' mailboxes (activation needs one), the
 * people behind newsletter and RSVP events, and the sessions attendance triggers name.
 */
export interface AutomationPorts {
  contacts: AutomationContacts;
  mail: AutomationMail;
  hasMailbox(userId: number): Promise<boolean>;
  newsletterSubscriber(db: Orm, subscriberId: number): Promise<TriggerPerson | null>;
  registration(db: Orm, registrationId: number): Promise<TriggerPerson | null>;
  /** Every registration id of a session (a reschedule or cancellation reaches their runs). */
  sessionRegistrations(db: Orm, sessionId: number): Promise<number[]>;
  /** The sessions with these ids (ids that name none are left out). */
  sessions(db: Orm, ids: readonly number[]): Promise<TriggerSession[]>;
}
