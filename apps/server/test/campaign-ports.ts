import { and, asc, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import { createSmtpTransport } from '../src/adapters/mail/smtp-transport';
import type { MailTransport } from '../src/adapters/mail/mail-transport';
import type {
  CampaignContacts,
  CampaignSenders,
  Recipient,
  SenderMailbox,
} from '../src/modules/campaigns/campaigns.module';
import { contactListMembers, contacts, emailSuppressions } from '../src/modules/contacts/contacts.tables';

/**
 * The two ports campaigns need, for the campaign tests only (the contacts and sender-mailbox modules
 * provide the real ones at merge): contacts through real queries on the contacts tables, senders as a
 * mailbox per user on a local smtp-server (test/smtp-harness.ts).
 */
export interface TestMailbox {
  address: string;
  name: string;
  /** smtp://user:password@127.0.0.1:port of the local server. */
  smtpUrl: string;
  limits: SenderMailbox['limits'];
  /** Wraps the transport (tests that stop a worker mid-send). */
  wrap?: (transport: MailTransport) => MailTransport;
}

export const testContacts: CampaignContacts = {
  async audience(db, ownerId, filter) {
    const onList =
      filter.listIds.length > 0
        ? inArray(
            contacts.id,
            db
              .select({ id: contactListMembers.contactId })
              .from(contactListMembers)
              .where(inArray(contactListMembers.listId, [...filter.listIds])),
          )
        : undefined;
    const tagged = filter.tags.length > 0 ? sql`${contacts.tags} && ${sql.param([...filter.tags])}::text[]` : undefined;
    if (!onList && !tagged) return [];
    const rows: Recipient[] = await db
      .selectDistinctOn([contacts.email], {
        contactId: contacts.id,
        email: contacts.email,
        firstName: contacts.firstName,
        lastName: contacts.lastName,
      })
      .from(contacts)
      .where(
        and(
          eq(contacts.ownerId, ownerId),
          eq(contacts.status, 'subscribed'),
          or(onList, tagged),
          notExists(db.select().from(emailSuppressions).where(eq(emailSuppressions.email, contacts.email))),
        ),
      )
      .orderBy(asc(contacts.email), asc(contacts.id));
    return rows.sort((a, b) => a.contactId - b.contactId);
  },
  async suppress(db, email, reason, source) {
    const address = email.toLowerCase();
    await db.insert(emailSuppressions).values({ email: address, reason, source }).onConflictDoNothing();
    await db
      .update(contacts)
      .set({ status: reason })
      .where(and(eq(contacts.email, address), eq(contacts.status, 'subscribed')));
  },
  async isSuppressed(db, email) {
    const [row] = await db
      .select({ email: emailSuppressions.email })
      .from(emailSuppressions)
      .where(eq(emailSuppressions.email, email.toLowerCase()));
    return row !== undefined;
  },
};

/** Ports with a mailbox per user id (add them to `mailboxes` once the users exist). */
export function testCampaignPorts(): {
  contacts: CampaignContacts;
  senders: CampaignSenders;
  mailboxes: Map<number, TestMailbox>;
} {
  const mailboxes = new Map<number, TestMailbox>();
  const senders: CampaignSenders = {
    async senderFor(userId) {
      const box = mailboxes.get(userId);
      if (!box) return null;
      const transport = createSmtpTransport(box.smtpUrl);
      return {
        address: box.address,
        from: `"${box.name}" <${box.address}>`,
        limits: box.limits,
        transport: box.wrap ? box.wrap(transport) : transport,
      };
    },
  };
  return { contacts: testContacts, senders, mailboxes };
}
