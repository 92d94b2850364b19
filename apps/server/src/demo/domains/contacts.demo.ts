import { contactListMembers, contactLists, contacts, emailSuppressions } from '../../modules/contacts/contacts.tables';
import { insertReturningIds, insertRows } from '../bulk-insert.repository';
import { daysBefore, need, type DemoContacts, type DemoDomain } from '../demo-context';
import { person } from '../people';

const TAGS = ['webinar', 'lead', 'customer', 'vip', 'newsletter', 'futures', 'options', 'crypto', 'forex'];
const LIST_NAMES = ['Webinar attendees', 'Warm leads', 'Customers', 'Options course', 'Re-engagement'];

/** How many contacts a scale makes: scale 250 is the bench's 100,000. */
export const contactsAt = (scale: number) => 400 * scale;

/**
 * The senders' (Sales and Email Marketing users') contacts, unevenly spread, with tags and a few
 * unsubscribed, bounced or complained (each of those also on the suppression list, as the real
 * flows leave them), and each sender's lists with some of their contacts on them.
 */
export const contactsDemo: DemoDomain = {
  name: 'contacts',
  async seed({ db, random, scale, now, state }) {
    const users = need(state, 'users', 'contacts');
    const owners = [...users.sales, ...users.emailMarketing];
    const weights = owners.map(() => random.int(1, 5));
    const total = weights.reduce((sum, w) => sum + w, 0);
    const rows = Array.from({ length: contactsAt(scale) }, (_, i) => {
      let roll = random.int(1, total);
      const owner = owners.find((_, at) => (roll -= weights[at]!) <= 0) ?? owners[0]!;
      const who = person(random, 'contact', i + 1);
      const createdAt = random.between(daysBefore(now, 365), now);
      return {
        ownerId: owner.id,
        email: who.email,
        firstName: who.firstName,
        lastName: random.chance(0.9) ? who.lastName : '',
        tags: random.sample(TAGS, random.int(0, 3)),
        status: random.weighted({ subscribed: 90, unsubscribed: 6, bounced: 3, complained: 1 }),
        createdAt,
        updatedAt: createdAt,
      };
    }).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const ids = await insertReturningIds(db, contacts, contacts.id, rows);

    const suppressions = rows
      .filter((row) => row.status !== 'subscribed')
      .map((row) => ({ email: row.email, reason: row.status, source: 'import', createdAt: row.updatedAt }));
    await insertRows(db, emailSuppressions, suppressions);

    const made: DemoContacts = { byOwner: new Map(), lists: new Map() };
    rows.forEach((row, i) => {
      const mine = made.byOwner.get(row.ownerId) ?? [];
      mine.push({ id: ids[i]!, ...row, suppressed: row.status !== 'subscribed' });
      made.byOwner.set(row.ownerId, mine);
    });
    const listRows = owners.flatMap((owner) =>
      random.sample(LIST_NAMES, random.int(2, 4)).map((name) => ({
        ownerId: owner.id,
        name,
        createdAt: random.between(daysBefore(now, 365), daysBefore(now, 200)),
      })),
    );
    const listIds = await insertReturningIds(db, contactLists, contactLists.id, listRows);
    listRows.forEach((list, i) => made.lists.set(list.ownerId, [...(made.lists.get(list.ownerId) ?? []), listIds[i]!]));
    const members = [...made.byOwner].flatMap(([ownerId, mine]) =>
      mine.flatMap((contact) =>
        random
          .sample(made.lists.get(ownerId) ?? [], random.int(0, 2))
          .map((listId) => ({ listId, contactId: contact.id })),
      ),
    );
    await insertRows(db, contactListMembers, members);
    state.contacts = made;
    return {
      contacts: rows.length,
      email_suppressions: suppressions.length,
      contact_lists: listRows.length,
      contact_list_members: members.length,
    };
  },
};
