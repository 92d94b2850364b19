import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, migrateThrough, type TestDatabase } from '../../../test/test-database';
import { migrate, migrationsFolder } from '../../db/migrate';

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
const ledgerIndex = journal.entries.findIndex((entry) => entry.tag.endsWith('_billing_ledger'));
const previousTag = journal.entries[ledgerIndex - 1]?.tag ?? '';

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.dispose();
  database = undefined;
});

/** Payments and refunds written the way the app wrote them before the ledger: keyed by registration. */
async function seedOldRows(db: TestDatabase['db']) {
  await db.executeSql(
    `insert into webinar_sessions (title, starts_at, timezone, duration_minutes, capacity, price_cents, join_url, status)
     values ('Reading price action', '2026-12-01T00:00:00Z', 'America/New_York', 90, 10, 50000, 'https://meet.example.com/r', 'scheduled')`,
  );
  for (let i = 1; i <= 4; i += 1) {
    await db.executeSql(
      `insert into registrations (session_id, first_name, last_name, email, phone, status, amount_cents, currency, hold_expires_at)
       values (1, 'Grace', 'Hopper', $1, '+1 212 555 0142', $2, 50000, 'usd', '2026-11-30T00:00:00Z')`,
      [`buyer${i}@example.com`, i === 4 ? 'pending' : i === 3 ? 'refunded' : 'paid'],
    );
  }
  const rows: [number | null, string, number, number, string, string | null][] = [
    // registration, checkout, amount, refunded, status, refunded at
    [1, 'cs_old_1', 50_000, 0, 'paid', null],
    [2, 'cs_old_2', 50_000, 12_500, 'partially_refunded', '2026-11-20T10:00:00Z'],
    [3, 'cs_old_3', 45_000, 45_000, 'refunded', '2026-11-21T10:00:00Z'],
    [null, 'cs_old_orphan', 30_000, 0, 'paid', null],
  ];
  for (const [registrationId, checkout, amount, refunded, status, refundedAt] of rows) {
    await db.executeSql(
      `insert into payments (kind, provider, registration_id, checkout_session_id, payment_intent_id, description,
         amount_cents, refunded_cents, currency, status, buyer_email, buyer_name, paid_at, refunded_at)
       values ('rsvp_seat', 'stripe', $1, $2, $3, 'Webinar seat: Reading price action', $4, $5, 'usd', $6,
         'buyer@example.com', 'Grace Hopper', '2026-11-19T10:00:00Z', $7)`,
      [registrationId, checkout, `pi_${checkout}`, amount, refunded, status, refundedAt],
    );
  }
  await db.executeSql(`insert into payment_events (id, type) values ('evt_old_1', 'checkout.completed')`);
}

describe('the billing ledger migration', () => {
  it('follows the migration before it', () => {
    expect(ledgerIndex).toBeGreaterThan(0);
    expect(previousTag).not.toBe('');
  });

  it('moves every payment from its registration to a seat subject, keeping amounts and refunds', async () => {
    database = await createTestDatabase({ migrated: false });
    const { db } = database;
    await migrateThrough(db, previousTag);
    await seedOldRows(db);
    const before = await db.executeSql(
      'select id, checkout_session_id, payment_intent_id, amount_cents, refunded_cents, status, refunded_at, paid_at from payments order by id',
    );

    await migrate(db);

    const after = await db.executeSql(
      'select id, kind, subject_type, subject_id, checkout_session_id, payment_intent_id, amount_cents, refunded_cents, status, refunded_at, paid_at from payments order by id',
    );
    expect(after.rows).toHaveLength(4);
    expect(after.rows.map(({ kind: _k, subject_type: _t, subject_id: _s, ...rest }) => rest)).toEqual(before.rows);
    expect(after.rows.map((r) => [r.kind, r.subject_type, r.subject_id])).toEqual([
      ['rsvp_seat', 'registration', '1'],
      ['rsvp_seat', 'registration', '2'],
      ['rsvp_seat', 'registration', '3'],
      ['rsvp_seat', 'unlinked', String(after.rows[3]?.id)],
    ]);
    const totals = await db.executeSql(
      'select sum(amount_cents)::int as gross, sum(refunded_cents)::int as refunded from payments',
    );
    expect(totals.rows[0]).toEqual({ gross: 175_000, refunded: 57_500 });
    const columns = await db.executeSql(
      "select column_name from information_schema.columns where table_name = 'payments' and column_name = 'registration_id'",
    );
    expect(columns.rows).toEqual([]);
    expect((await db.executeSql('select id from payment_events')).rows).toEqual([{ id: 'evt_old_1' }]);
  });

  it('keeps one payment per seat: a second payment for the same registration is refused', async () => {
    database = await createTestDatabase({ migrated: false });
    const { db } = database;
    await migrateThrough(db, previousTag);
    await seedOldRows(db);
    await migrate(db);
    await expect(
      db.executeSql(
        `insert into payments (kind, provider, subject_type, subject_id, checkout_session_id, description, amount_cents,
           currency, buyer_email, buyer_name)
         values ('rsvp_seat', 'test', 'registration', '1', 'cs_new', 'Webinar seat', 50000, 'usd', 'a@example.com', 'A B')`,
      ),
    ).rejects.toThrow(/payments_subject_key/);
  });
});
