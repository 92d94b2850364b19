import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { RUNNING_STATUSES } from './billboard.repository';
import { advertiserSubscriptions, billboardCreativeDays, billboardCreatives, billboardSeen } from './billboard.tables';

export type CreativeRecord = typeof billboardCreatives.$inferSelect;
export type NewCreative = typeof billboardCreatives.$inferInsert;
export type CreativeChange = Partial<Omit<NewCreative, 'id' | 'ownerId' | 'createdAt' | 'updatedAt'>>;

/** Days a renewal may be late before a running plan stops serving (billboard.service.ts, isServing). */
const GRACE = sql`interval '3 days'`;

/** The owner's plan lets their creatives be shown at `now` (the SQL twin of `isServing`). */
function ownerServing(now: Date): SQL {
  const s = advertiserSubscriptions;
  return sql`exists (
    select 1 from ${s}
    where ${s.userId} = ${billboardCreatives.ownerId}
      and ${s.status} in (${sql.join(
        RUNNING_STATUSES.map((status) => sql`${status}`),
        sql`, `,
      )})
      and (${s.currentPeriodEnd} is null
        or ${s.currentPeriodEnd} + (case when ${s.status} = 'cancelled' then interval '0' else ${GRACE} end) > ${now})
  )`;
}

export const creativesRepository = {
  async insert(db: Orm, values: NewCreative): Promise<CreativeRecord> {
    const [row] = await db.insert(billboardCreatives).values(values).returning();
    if (!row) throw new Error('Inserting a creative returned no row.');
    return row;
  },

  async byId(db: Orm, id: number): Promise<CreativeRecord | undefined> {
    const [row] = await db.select().from(billboardCreatives).where(eq(billboardCreatives.id, id));
    return row;
  },

  async ownerOf(db: Orm, id: number): Promise<number | null> {
    const [row] = await db
      .select({ ownerId: billboardCreatives.ownerId })
      .from(billboardCreatives)
      .where(eq(billboardCreatives.id, id));
    return row?.ownerId ?? null;
  },

  /** Creatives per advertiser, and how many await review (the admin's advertiser table). */
  async countsByOwner(db: Orm): Promise<Array<{ ownerId: number; total: number; pending: number }>> {
    const c = billboardCreatives;
    const rows = await db
      .select({
        ownerId: c.ownerId,
        total: sql<number>`count(*)::int`,
        pending: sql<number>`(count(*) filter (where ${c.status} = 'pending'))::int`,
      })
      .from(c)
      .groupBy(c.ownerId);
    return rows.map((row) => ({ ownerId: row.ownerId, total: Number(row.total), pending: Number(row.pending) }));
  },

  async listOf(db: Orm, ownerId: number): Promise<CreativeRecord[]> {
    return db
      .select()
      .from(billboardCreatives)
      .where(eq(billboardCreatives.ownerId, ownerId))
      .orderBy(desc(billboardCreatives.id));
  },

  async list(db: Orm, status?: string): Promise<CreativeRecord[]> {
    return db
      .select()
      .from(billboardCreatives)
      .where(status ? eq(billboardCreatives.status, status) : undefined)
      .orderBy(desc(billboardCreatives.updatedAt), desc(billboardCreatives.id))
      .limit(500);
  },

  /** Changes a creative only while its status is one of `from` (so a review never overtakes an edit). */
  async update(
    db: Orm,
    id: number,
    from: readonly string[],
    change: CreativeChange,
  ): Promise<CreativeRecord | undefined> {
    const [row] = await db
      .update(billboardCreatives)
      .set({ ...change, updatedAt: sql`now()` })
      .where(and(eq(billboardCreatives.id, id), inArray(billboardCreatives.status, [...from])))
      .returning();
    return row;
  },

  /**
   * Approves a creative while its status is one of `from` (and, given `seenTarget`, while it still
   * links to the address the admin looked at): what it links to now becomes its
   * reviewed target, and the reviewed-target version moves on when that differs from the one
   * approved before (so click links published for the old target stop leading there).
   */
  async approve(
    db: Orm,
    id: number,
    from: readonly string[],
    at: Date,
    seenTarget?: string,
  ): Promise<CreativeRecord | undefined> {
    const c = billboardCreatives;
    const [row] = await db
      .update(c)
      .set({
        status: 'approved',
        rejectionReason: null,
        reviewedAt: at,
        reviewedTargetUrl: sql`${c.targetUrl}`,
        reviewedTargetVersion: sql`case when ${c.reviewedTargetUrl} is not distinct from ${c.targetUrl}
          then ${c.reviewedTargetVersion} else ${c.reviewedTargetVersion} + 1 end`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(c.id, id),
          inArray(c.status, [...from]),
          seenTarget === undefined ? undefined : eq(c.targetUrl, seenTarget),
        ),
      )
      .returning();
    return row;
  },

  /**
   * Creatives a public page may show at `now`: approved, in their schedule, their advertiser's plan
   * serving; those seen least today first, so every advertiser gets a fair share of renders.
   */
  async servable(db: Orm, now: Date, day: string, limit: number): Promise<CreativeRecord[]> {
    const c = billboardCreatives;
    const seenToday = sql<number>`coalesce((select ${billboardCreativeDays.impressions} from ${billboardCreativeDays}
      where ${billboardCreativeDays.creativeId} = ${c.id} and ${billboardCreativeDays.day} = ${day}), 0)`;
    return db
      .select()
      .from(c)
      .where(
        and(
          eq(c.status, 'approved'),
          or(isNull(c.startsAt), lte(c.startsAt, now)),
          or(isNull(c.endsAt), gt(c.endsAt, now)),
          ownerServing(now),
        ),
      )
      .orderBy(asc(seenToday), asc(c.id))
      .limit(limit);
  },

  /** Whether the creative is servable now (the click and impression checks). */
  async isServable(db: Orm, id: number, now: Date): Promise<boolean> {
    const c = billboardCreatives;
    const [row] = await db
      .select({ id: c.id })
      .from(c)
      .where(and(eq(c.id, id), eq(c.status, 'approved'), ownerServing(now)));
    return !!row;
  },

  /** Counts an impression or a click once per visitor per day; true when it counted. */
  async count(db: Orm, creativeId: number, day: string, kind: 'impression' | 'click', visitor: string) {
    return db.transaction(async (tx) => {
      const seen = await tx
        .insert(billboardSeen)
        .values({ creativeId, day, kind, visitor })
        .onConflictDoNothing()
        .returning({ creativeId: billboardSeen.creativeId });
      if (seen.length === 0) return false;
      const column = kind === 'impression' ? 'impressions' : 'clicks';
      await tx
        .insert(billboardCreativeDays)
        .values({ creativeId, day, [column]: 1 })
        .onConflictDoUpdate({
          target: [billboardCreativeDays.creativeId, billboardCreativeDays.day],
          set: { [column]: sql`${billboardCreativeDays[column]} + 1` },
        });
      return true;
    });
  },

  /** Impressions and clicks per creative per day (one owner's, or everyone's), newest first. */
  async days(db: Orm, ownerId: number | null) {
    const c = billboardCreatives;
    const d = billboardCreativeDays;
    return db
      .select({ creativeId: d.creativeId, name: c.name, day: d.day, impressions: d.impressions, clicks: d.clicks })
      .from(d)
      .innerJoin(c, eq(c.id, d.creativeId))
      .where(ownerId === null ? undefined : eq(c.ownerId, ownerId))
      .orderBy(desc(d.day), asc(d.creativeId))
      .limit(5000);
  },

  /** Forgets who was counted before `day` (the housekeeping job). */
  async pruneSeen(db: Orm, day: string): Promise<number> {
    const gone = await db
      .delete(billboardSeen)
      .where(sql`${billboardSeen.day} < ${day}`)
      .returning({ day: billboardSeen.day });
    return gone.length;
  },
};
