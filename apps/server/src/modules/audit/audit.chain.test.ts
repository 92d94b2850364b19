import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from '../../../test/audit-harness';
import { ManualClock } from '../../../test/identity-harness';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { verifyAuditChain } from '../../core/audit/audit-maintenance';
import { auditLog } from '../../core/audit/audit.tables';
import { inTransaction } from '../../db/transaction';

/**
 * The audit log's guarantees (docs/decisions/2026-11-27-audit-log.md): the table refuses changes, the
 * hash chain shows an edited or removed entry, appends from many transactions at once stay one chain,
 * and only the retention job removes entries, only old ones, saying so.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const clock = new ManualClock(Date.parse('2026-01-05T09:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ services: { now: clock.now } });
}, 120_000);
afterAll(() => t.close());

const orm = () => t.database.db.orm;
/** The entry the edit test changed, as it was written. */
let edited = { id: 0, summary: '' };
const record = (id: number) =>
  t.services.audit.record(orm(), {
    action: 'user.disabled',
    subject: { type: 'user', id, label: `User ${id}` },
    before: { disabled: false },
    after: { disabled: true },
  });
const refusal = (statement: string) =>
  orm()
    .execute(sql.raw(statement))
    .then(
      () => 'accepted',
      (error: { cause?: { message?: string }; message: string }) => error.cause?.message ?? error.message,
    );
/** Runs `statement` with the append-only trigger off, as only the table's owner could. */
async function tamper(statement: string) {
  await orm().execute(sql.raw('alter table audit_log disable trigger audit_log_append_only'));
  try {
    await orm().execute(sql.raw(statement));
  } finally {
    await orm().execute(sql.raw('alter table audit_log enable trigger audit_log_append_only'));
  }
}
const retention = () => {
  const job = t.services.modules.find((module) => module.name === 'audit')?.jobs?.()[0];
  if (!job) throw new Error('The audit module has no retention job.');
  return job.run({});
};

describe('the audit log table', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, whoever asks', async () => {
    await record(1);
    expect(await refusal(`update audit_log set action = 'user.enabled'`)).toMatch(/append-only: UPDATE is refused/);
    expect(await refusal('delete from audit_log')).toMatch(/append-only: DELETE is refused/);
    expect(await refusal('truncate audit_log')).toMatch(/append-only: TRUNCATE is refused/);
    expect((await orm().select().from(auditLog)).length).toBeGreaterThan(0);
  });

  it('refuses a delete that names the retention setting for entries newer than its cutoff', async () => {
    const answer = await inTransaction(orm(), async (db) => {
      await db.execute(sql`select set_config('meridian.audit_retention_before', '2000-01-01T00:00:00Z', true)`);
      return db.execute(sql`delete from audit_log`).then(
        () => 'accepted',
        () => 'refused',
      );
    }).catch(() => 'refused');
    expect(answer).toBe('refused');
  });
});

describe('npm run cli -- audit verify (the chain)', () => {
  it('keeps one chain when many transactions append at once', async () => {
    await Promise.all(Array.from({ length: 12 }, (_, i) => inTransaction(orm(), (db) => recordOn(db, 100 + i))));
    const report = await verifyAuditChain(orm());
    expect(report).toMatchObject({ ok: true });
    const rows = await orm().select().from(auditLog).orderBy(asc(auditLog.id));
    rows.slice(1).forEach((row, i) => expect(row.prevHash).toBe(rows[i]?.hash));
  });

  it('names an entry edited behind the trigger', async () => {
    const [, second] = await orm().select().from(auditLog).orderBy(asc(auditLog.id)).limit(2);
    edited = { id: second?.id ?? 0, summary: second?.summary ?? '' };
    await tamper(`update audit_log set summary = '{"after":{"disabled":false}}' where id = ${second?.id}`);
    expect(await verifyAuditChain(orm())).toEqual({
      ok: false,
      count: 1,
      brokenId: second?.id,
      problem: 'it was changed after it was written',
    });
  });

  it('names the entry after one removed behind the trigger', async () => {
    const rows = await orm().select().from(auditLog).orderBy(asc(auditLog.id));
    const [first, second, third] = rows;
    await tamper(`update audit_log set summary = '${edited.summary}' where id = ${edited.id}`);
    expect(await verifyAuditChain(orm())).toMatchObject({ ok: true, count: rows.length });
    await tamper(`delete from audit_log where id = ${second?.id}`);
    expect(await verifyAuditChain(orm())).toEqual({
      ok: false,
      count: 1,
      brokenId: third?.id,
      problem: `it does not follow entry #${first?.id} (that entry was changed, or an entry between them was removed)`,
    });
    await tamper('delete from audit_log');
  });
});

async function recordOn(db: typeof t.database.db.orm, id: number) {
  await t.services.audit.record(db, { action: 'user.enabled', subject: { type: 'user', id } });
}

describe('the retention job', () => {
  it('removes only entries older than AUDIT_RETENTION_DAYS (400), records that it did, and keeps the chain whole', async () => {
    await record(1);
    await record(2);
    clock.advance(300 * DAY_MS);
    await record(3);
    clock.advance(101 * DAY_MS);
    const entries = await auditOf(t, retention);
    expect(entries.map((entry) => entry.action)).toEqual(['audit.retention']);
    expect(entries[0]?.actorUserId).toBeNull();
    expect(JSON.parse(entries[0]?.summary ?? '{}').after).toMatchObject({ deleted: 2, keptDays: 400 });
    const left = await orm().select().from(auditLog).orderBy(asc(auditLog.id));
    expect(left.map((row) => row.subjectId)).toEqual(['3', 'retention']);
    expect(await verifyAuditChain(orm())).toMatchObject({ ok: true, count: 2 });

    expect(await auditOf(t, retention)).toEqual([]);
  });

  it('still notices the oldest entry removed once the chain has been shortened', async () => {
    const [oldest, next] = await orm().select().from(auditLog).orderBy(asc(auditLog.id)).limit(2);
    await tamper(`delete from audit_log where id = ${oldest?.id}`);
    expect(await verifyAuditChain(orm())).toEqual({
      ok: false,
      count: 0,
      brokenId: next?.id,
      problem: 'it does not follow the last removal of old entries (an older entry was removed or changed)',
    });
  });
});
