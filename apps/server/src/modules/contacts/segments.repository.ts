import type { SegmentDefinition, SegmentRule } from '@meridian/contracts/contacts-segments';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { contacts, emailSuppressions } from './contacts.tables';
import { segmentCondition, type SegmentSources } from './segment-filter.repository';
import { segments } from './segments.tables';

export type SegmentRow = typeof segments.$inferSelect;
export interface SegmentValues {
  name: string;
  match: 'all' | 'any';
  rules: SegmentRule[];
}

/** SQL for segments: their rows, and who is in one (evaluated here, in the database, each time). */
export const segmentsRepository = {
  async ownerOf(db: Orm, id: number): Promise<number | null> {
    const [row] = await db.select({ ownerId: segments.ownerId }).from(segments).where(eq(segments.id, id));
    return row?.ownerId ?? null;
  },

  async byId(db: Orm, id: number): Promise<SegmentRow | null> {
    const [row] = await db.select().from(segments).where(eq(segments.id, id));
    return row ?? null;
  },

  /** By name; `ownerId` null: every owner's. */
  async list(db: Orm, ownerId: number | null): Promise<SegmentRow[]> {
    return db
      .select()
      .from(segments)
      .where(ownerId === null ? undefined : eq(segments.ownerId, ownerId))
      .orderBy(asc(sql`lower(${segments.name})`), asc(segments.id));
  },

  /** Null when the owner already has a segment by this name. */
  async insert(db: Orm, ownerId: number, values: SegmentValues): Promise<number | null> {
    const [row] = await db
      .insert(segments)
      .values({ ownerId, ...values })
      .onConflictDoNothing()
      .returning({ id: segments.id });
    return row?.id ?? null;
  },

  /** False when the owner already has another segment by this name. */
  async update(db: Orm, id: number, values: SegmentValues): Promise<boolean> {
    const [clash] = await db
      .select({ id: segments.id })
      .from(segments)
      .where(
        and(
          eq(segments.name, values.name),
          sql`${segments.ownerId} = (select owner_id from contact_segments where id = ${id})`,
          sql`${segments.id} <> ${id}`,
        ),
      );
    if (clash) return false;
    await db
      .update(segments)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(segments.id, id));
    return true;
  },

  async delete(db: Orm, id: number): Promise<void> {
    await db.delete(segments).where(eq(segments.id, id));
  },

  /**
   * One evaluation, one round trip: how many of the owner's contacts match, how many of those may be
   * mailed (subscribed, address not suppressed), and the first `limit` of them, newest first. The
   * matches are found once (a CTE read twice is materialised), with the planner free to use hash
   * joins, then counted and cut to a page (docs/decisions/2026-11-28-segment-speed.md).
   */
  async preview(db: Orm, ownerId: number, condition: SQL, limit: number) {
    const matched = db.$with('matched').as(
      db
        .select({
          id: contacts.id,
          email: contacts.email,
          firstName: contacts.firstName,
          lastName: contacts.lastName,
          mailable: sql<boolean>`${contacts.status} = 'subscribed' and ${emailSuppressions.email} is null`.as(
            'mailable',
          ),
        })
        .from(contacts)
        .leftJoin(emailSuppressions, eq(emailSuppressions.email, contacts.email))
        .where(and(eq(contacts.ownerId, ownerId), condition)),
    );
    const totals = db
      .select({
        count: sql<number>`count(*)::int`.as('count'),
        mailable: sql<number>`(count(*) filter (where ${matched.mailable}))::int`.as('mailable_count'),
      })
      .from(matched)
      .as('totals');
    const page = db
      .select({ id: matched.id, email: matched.email, firstName: matched.firstName, lastName: matched.lastName })
      .from(matched)
      .orderBy(desc(matched.id))
      .limit(limit)
      .as('page');
    const rows = await db
      .with(matched)
      .select({
        count: totals.count,
        mailable: totals.mailable,
        contact: { id: page.id, email: page.email, firstName: page.firstName, lastName: page.lastName },
      })
      .from(totals)
      .leftJoinLateral(page, sql`true`)
      .orderBy(desc(page.id));
    return {
      count: rows[0]?.count ?? 0,
      mailable: rows[0]?.mailable ?? 0,
      contacts: rows.flatMap((row) => (row.contact ? [row.contact] : [])),
    };
  },

  /** Whether the contact matches. */
  async includes(db: Orm, contactId: number, ownerId: number, condition: SQL): Promise<boolean> {
    const [row] = await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.id, contactId), eq(contacts.ownerId, ownerId), condition));
    return row !== undefined;
  },

  /** The condition of a definition (the one compiler, segment-filter.repository.ts). */
  condition: (definition: SegmentDefinition, sources: SegmentSources, now: Date, ownerId: number): SQL =>
    segmentCondition(definition, sources, now, ownerId),
};
