import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { RegistrationStatus } from '@meridian/contracts/rsvp';
import type { Orm } from '../../db/database';
import type { KeysetCursor } from '@meridian/contracts/keyset-cursor';
import { keyset } from '../../db/keyset';
import { containsPattern } from '../../db/like-pattern';
import { registrations } from './rsvp.tables';

export type RegistrationRow = typeof registrations.$inferSelect;
export type NewRegistration = typeof registrations.$inferInsert;

export interface RegistrationFilter {
  sessionId?: number;
  status?: RegistrationStatus;
  search?: string;
}

/** A page of the admin list: rows after `after`, `limit + 1` read to know whether a next page exists. */
export interface RegistrationPage {
  after?: KeysetCursor;
  limit: number;
}

/** Registrations of one person (by email, in any letter case) for one session. */
const sameBooker = (sessionId: number, email: string) =>
  and(eq(registrations.sessionId, sessionId), sql`lower(${registrations.email}) = lower(${email})`);

/** SQL for registrations; every function takes the handle to run on (the ORM or a transaction). */
export const registrationsRepository = {
  async insert(db: Orm, values: NewRegistration): Promise<RegistrationRow> {
    const [row] = await db.insert(registrations).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async byReference(db: Orm, reference: string, lock = false): Promise<RegistrationRow | undefined> {
    const query = db.select().from(registrations).where(eq(registrations.reference, reference));
    const [row] = await (lock ? query.for('update') : query);
    return row;
  },

  async byId(db: Orm, id: number, lock = false): Promise<RegistrationRow | undefined> {
    const query = db.select().from(registrations).where(eq(registrations.id, id));
    const [row] = await (lock ? query.for('update') : query);
    return row;
  },

  /** The paid registration of this email for this session, other than `exceptId`. */
  async paidForEmail(db: Orm, sessionId: number, email: string, exceptId = 0): Promise<RegistrationRow | undefined> {
    const [row] = await db
      .select()
      .from(registrations)
      .where(and(sameBooker(sessionId, email), eq(registrations.status, 'paid'), ne(registrations.id, exceptId)))
      .orderBy(asc(registrations.id))
      .limit(1);
    return row;
  },

  /**
   * Pending registrations of this email for this session other than `exceptId`, oldest first;
   * with `now`, only those whose hold still runs.
   */
  async pendingForEmail(
    db: Orm,
    sessionId: number,
    email: string,
    exceptId: number,
    now?: Date,
  ): Promise<RegistrationRow[]> {
    return db
      .select()
      .from(registrations)
      .where(
        and(
          sameBooker(sessionId, email),
          eq(registrations.status, 'pending'),
          ne(registrations.id, exceptId),
          now ? sql`${registrations.holdExpiresAt} > ${now.toISOString()}::timestamptz` : undefined,
        ),
      )
      .orderBy(asc(registrations.id));
  },

  /**
   * Serialises new holds of one source until the transaction ends, so its count over every session
   * holds under concurrency (the session's row lock covers only one session).
   */
  async lockSource(db: Orm, sourceKey: string): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`rsvp-source:${sourceKey}`}, 0))`);
  },

  /**
   * Claims the right to tell a holder about another booking with their address: at most one notice
   * per registration since `since`. Undefined when one went out more recently.
   */
  async claimDuplicateNotice(db: Orm, id: number, now: Date, since: Date): Promise<RegistrationRow | undefined> {
    const [row] = await db
      .update(registrations)
      .set({ duplicateNoticeAt: now })
      .where(
        and(
          eq(registrations.id, id),
          or(
            isNull(registrations.duplicateNoticeAt),
            sql`${registrations.duplicateNoticeAt} <= ${since.toISOString()}::timestamptz`,
          ),
        ),
      )
      .returning();
    return row;
  },

  async update(db: Orm, id: number, values: Partial<NewRegistration>, now: Date): Promise<RegistrationRow> {
    const [row] = await db
      .update(registrations)
      .set({ ...values, updatedAt: now })
      .where(eq(registrations.id, id))
      .returning();
    if (!row) throw new Error(`registration ${id} vanished`);
    return row;
  },

  /**
   * Moves a registration from one of `from` to `to` in one statement; undefined when it was not in
   * `from` (someone else got there first).
   */
  async transition(
    db: Orm,
    id: number,
    from: RegistrationStatus[],
    to: RegistrationStatus,
    values: Partial<NewRegistration>,
    now: Date,
  ): Promise<RegistrationRow | undefined> {
    const [row] = await db
      .update(registrations)
      .set({ ...values, status: to, updatedAt: now })
      .where(and(eq(registrations.id, id), inArray(registrations.status, from)))
      .returning();
    return row;
  },

  /** Claims the right to open a checkout: only the first caller sees a row. */
  async claimCheckout(db: Orm, id: number, provider: string, now: Date) {
    const [row] = await db
      .update(registrations)
      .set({ provider, updatedAt: now })
      .where(and(eq(registrations.id, id), eq(registrations.status, 'pending'), sql`${registrations.provider} is null`))
      .returning();
    return row;
  },

  async pendingPastHold(db: Orm, now: Date, limit: number): Promise<RegistrationRow[]> {
    return db
      .select()
      .from(registrations)
      .where(and(eq(registrations.status, 'pending'), lte(registrations.holdExpiresAt, now)))
      .orderBy(asc(registrations.holdExpiresAt))
      .limit(limit);
  },

  /** Pending registrations with an open checkout started before `before` (reconciliation). */
  async pendingWithCheckout(db: Orm, before: Date, limit: number): Promise<RegistrationRow[]> {
    return db
      .select()
      .from(registrations)
      .where(
        and(
          eq(registrations.status, 'pending'),
          isNotNull(registrations.checkoutSessionId),
          lte(registrations.createdAt, before),
        ),
      )
      .orderBy(asc(registrations.id))
      .limit(limit);
  },

  async forSession(db: Orm, sessionId: number, statuses: RegistrationStatus[]): Promise<RegistrationRow[]> {
    return db
      .select()
      .from(registrations)
      .where(and(eq(registrations.sessionId, sessionId), inArray(registrations.status, statuses)))
      .orderBy(asc(registrations.id));
  },

  /** Newest first (registered at, then id), each row with its cursor. */
  async page(db: Orm, filter: RegistrationFilter, page: RegistrationPage) {
    const conditions: (SQL | undefined)[] = [keyset.after(registrations.createdAt, registrations.id, page.after)];
    if (filter.sessionId) conditions.push(eq(registrations.sessionId, filter.sessionId));
    if (filter.status) conditions.push(eq(registrations.status, filter.status));
    if (filter.search) {
      const pattern = containsPattern(filter.search);
      conditions.push(
        or(
          ilike(registrations.email, pattern),
          ilike(registrations.phone, pattern),
          ilike(sql`${registrations.firstName} || ' ' || ${registrations.lastName}`, pattern),
        ),
      );
    }
    const rows = await db
      .select({ row: registrations, cursor: keyset.cursorOf(registrations.createdAt, registrations.id) })
      .from(registrations)
      .where(and(...conditions))
      .orderBy(desc(registrations.createdAt), desc(registrations.id))
      .limit(page.limit + 1);
    return rows.map(({ row, cursor }) => ({ ...row, cursor }));
  },

  /**
   * Registrations whose payment must go back, as a subquery of ids in text (payments' subject ids):
   * expired ones (the money came after the hold was released, or was a second payment) and paid
   * seats of cancelled sessions (their refund failed and is retried). `cancelledSessionIds` is the
   * webinars module's subquery of cancelled session ids.
   */
  refundableIds(cancelledSessionIds: SQL): SQL {
    return sql`(select ${registrations.id}::text from ${registrations}
      where ${registrations.status} = 'expired'
        or (${registrations.status} = 'paid' and ${registrations.sessionId} in ${cancelledSessionIds}))`;
  },
};
