import type { StoredAttachment } from './mail.tables';

/** A system email a service wants sent (the mailer adds From and stores it in the outbox). */
export interface OutgoingMail {
  /** What it is, for the admin outbox view and logs: rsvp.confirmation, rsvp.reminder, identity.code… */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: StoredAttachment[];
  /** Same key, one message: a retried step never queues a second copy. */
  dedupeKey?: string;
}
