import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, migrateThrough, type TestDatabase } from '../../../test/test-database';
import { migrate, migrationsFolder } from '../../db/migrate';

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
const index = journal.entries.findIndex((entry) => entry.tag.endsWith('_rsvp_checkout_cancellations'));
const previousTag = journal.entries[index - 1]?.tag ?? '';

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.dispose();
  database = undefined;
});

describe('the RSVP checkout cancellations migration', () => {
  it('marks the holds visitors released at the checkout cancelled, and leaves holds that ran out expired', async () => {
    expect(index).toBeGreaterThan(0);
    database = await createTestDatabase({ migrated: false });
    const { db } = database;
    await migrateThrough(db, previousTag);
    await db.executeSql(
      `insert into webinar_sessions (title, starts_at, timezone, duration_minutes, capacity, price_cents, join_url, status)
       values ('Reading price action', '2026-12-01T00:00:00Z', 'America/New_York', 90, 10, 50000, 'https://meet.example.com/r', 'scheduled')`,
    );
    const ended = '2026-11-20T10:00:00.000Z';
    for (const email of ['left@visitor.test', 'timed-out@visitor.test']) {
      await db.executeSql(
        `insert into registrations (session_id, first_name, last_name, email, phone, status, amount_cents, currency,
           hold_expires_at, expired_at)
         values (1, 'Grace', 'Hopper', $1, '+1 212 555 0142', 'expired', 50000, 'usd', $2, $2)`,
        [email, ended],
      );
    }
    for (const [id, reason] of [
      [1, 'released'],
      [2, 'expired'],
    ] as const) {
      await db.executeSql(
        `insert into domain_events (id, type, payload) values (gen_random_uuid(), 'rsvp.expired', $1)`,
        [JSON.stringify({ registrationId: id, sessionId: 1, reason })],
      );
    }

    await migrate(db);

    const { rows } = await db.executeSql(
      'select email, status, cancelled_at, expired_at from registrations order by id',
    );
    expect(rows.map((row) => [row.email, row.status])).toEqual([
      ['left@visitor.test', 'cancelled'],
      ['timed-out@visitor.test', 'expired'],
    ]);
    expect(new Date(String(rows[0]?.cancelled_at)).toISOString()).toBe(ended);
    expect(rows[0]?.expired_at).toBeNull();
    expect(rows[1]?.cancelled_at).toBeNull();
  });
});
