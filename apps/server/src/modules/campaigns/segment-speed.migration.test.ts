import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, migrateBefore, type TestDatabase } from '../../../test/test-database';
import { migrate } from '../../db/migrate';

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.dispose();
  database = undefined;
});

describe('the segment speed migration', () => {
  it("copies each event's sender and contact from its message, a message without a contact giving none", async () => {
    database = await createTestDatabase({ migrated: false });
    const { db } = database;
    await migrateBefore(db, '_segment_speed');
    const one = async (text: string, values: unknown[] = []) => Number((await db.executeSql(text, values)).rows[0]?.id);
    const owner = await one(`insert into app_users (sub, email, first_name, last_name, referral_code)
      values ('old-sender', 'old.sender@events.test', 'Old', 'Sender', 'oldsendercd') returning id`);
    const contact = await one(`insert into contacts (owner_id, email) values ($1, 'kept@people.test') returning id`, [
      owner,
    ]);
    const campaign = await one(
      `insert into campaigns (owner_id, owner_name, subject, audience, status)
       values ($1, 'Old Sender', 'Spring', '{"listIds":[],"tags":[]}', 'sent') returning id`,
      [owner],
    );
    const message = (contactId: number | null, email: string) =>
      one(
        `insert into campaign_messages (campaign_id, owner_id, contact_id, email, status)
         values ($1, $2, $3, $4, 'sent') returning id`,
        [campaign, owner, contactId, email],
      );
    const kept = await message(contact, 'kept@people.test');
    const gone = await message(null, 'gone@people.test');
    for (const [messageId, kind] of [
      [kept, 'open'],
      [kept, 'click'],
      [gone, 'open'],
    ] as const) {
      await db.executeSql('insert into campaign_events (campaign_id, message_id, kind) values ($1, $2, $3)', [
        campaign,
        messageId,
        kind,
      ]);
    }

    await migrate(db);

    const { rows } = await db.executeSql(
      'select message_id, kind, owner_id, contact_id from campaign_events order by message_id, kind',
    );
    expect(rows).toEqual([
      { message_id: kept, kind: 'click', owner_id: owner, contact_id: contact },
      { message_id: kept, kind: 'open', owner_id: owner, contact_id: contact },
      { message_id: gone, kind: 'open', owner_id: owner, contact_id: null },
    ]);
  });
});
