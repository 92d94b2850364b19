import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { campaignEvents, campaignLinks, campaignMessages, campaigns } from './campaigns.tables';

/** Which rows count: one campaign, or one sender's or every campaign, inside [from, until). */
export interface StatsScope {
  campaignId?: number;
  ownerId?: number;
  from?: Date;
  until?: Date;
}

export interface RawCounts {
  sent: number;
  failed: number;
  opens: number;
  uniqueOpens: number;
  clicks: number;
  uniqueClicks: number;
  unsubscribes: number;
  bounces: number;
  complaints: number;
}

export interface DayRow {
  day: string;
  sent: number;
  uniqueOpens: number;
  uniqueClicks: number;
  unsubscribes: number;
  bounces: number;
}

export const ZERO_COUNTS: RawCounts = {
  sent: 0,
  failed: 0,
  opens: 0,
  uniqueOpens: 0,
  clicks: 0,
  uniqueClicks: 0,
  unsubscribes: 0,
  bounces: 0,
  complaints: 0,
};

const count = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;
const distinctMessages = (kind: string) =>
  sql<number>`count(distinct ${campaignEvents.messageId}) filter (where ${campaignEvents.kind} = ${kind})::int`;

function messageScope(scope: StatsScope): SQL | undefined {
  const at = sql`coalesce(${campaignMessages.sentAt}, ${campaignMessages.slotAt})`;
  return and(
    scope.campaignId === undefined ? undefined : eq(campaignMessages.campaignId, scope.campaignId),
    scope.ownerId === undefined ? undefined : eq(campaignMessages.ownerId, scope.ownerId),
    scope.from ? gte(at, scope.from) : undefined,
    scope.until ? lt(at, scope.until) : undefined,
  );
}

function eventScope(scope: StatsScope): SQL | undefined {
  return and(
    scope.campaignId === undefined ? undefined : eq(campaignEvents.campaignId, scope.campaignId),
    scope.ownerId === undefined ? undefined : eq(campaigns.ownerId, scope.ownerId),
    scope.from ? gte(campaignEvents.at, scope.from) : undefined,
    scope.until ? lt(campaignEvents.at, scope.until) : undefined,
  );
}

/** Messages with at least one event of each kind (engagement is counted once per message). */
const uniqueEngagement = () => ({
  uniqueOpens: distinctMessages('open'),
  uniqueClicks: distinctMessages('click'),
  unsubscribes: distinctMessages('unsubscribe'),
  bounces: distinctMessages('bounce'),
});

const utcDay = (column: SQL | typeof campaignEvents.at) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** Engagement counts (docs/decisions/2026-11-23-campaign-delivery.md, What counts). */
export const statsRepository = {
  /** Sent and failed messages, and event counts, per campaign. */
  async perCampaign(db: Orm, scope: StatsScope): Promise<Map<number, RawCounts>> {
    const messages = await db
      .select({
        campaignId: campaignMessages.campaignId,
        sent: count(sql`${campaignMessages.status} = 'sent'`),
        failed: count(sql`${campaignMessages.status} = 'failed'`),
      })
      .from(campaignMessages)
      .where(and(messageScope(scope), inArray(campaignMessages.status, ['sent', 'failed'])))
      .groupBy(campaignMessages.campaignId);
    const events = await db
      .select({
        campaignId: campaignEvents.campaignId,
        opens: count(sql`${campaignEvents.kind} = 'open'`),
        clicks: count(sql`${campaignEvents.kind} = 'click'`),
        ...uniqueEngagement(),
        complaints: distinctMessages('complaint'),
      })
      .from(campaignEvents)
      .innerJoin(campaigns, eq(campaigns.id, campaignEvents.campaignId))
      .where(eventScope(scope))
      .groupBy(campaignEvents.campaignId);
    const zero = ZERO_COUNTS;
    const result = new Map<number, RawCounts>();
    for (const { campaignId, ...counts } of messages) result.set(campaignId, { ...zero, ...counts });
    for (const { campaignId, ...counts } of events)
      result.set(campaignId, { ...(result.get(campaignId) ?? zero), ...counts });
    return result;
  },

  /** Per UTC day: messages sent, and messages opened, clicked, unsubscribed and bounced that day. */
  async perDay(db: Orm, scope: StatsScope): Promise<DayRow[]> {
    const sentAt = sql`${campaignMessages.sentAt}`;
    const sent = await db
      .select({ day: utcDay(sentAt), sent: sql<number>`count(*)::int` })
      .from(campaignMessages)
      .where(and(messageScope(scope), eq(campaignMessages.status, 'sent')))
      .groupBy(utcDay(sentAt));
    const events = await db
      .select({
        day: utcDay(campaignEvents.at),
        ...uniqueEngagement(),
      })
      .from(campaignEvents)
      .innerJoin(campaigns, eq(campaigns.id, campaignEvents.campaignId))
      .where(eventScope(scope))
      .groupBy(utcDay(campaignEvents.at));
    const days = new Map<string, DayRow>();
    const zero = { sent: 0, uniqueOpens: 0, uniqueClicks: 0, unsubscribes: 0, bounces: 0 };
    for (const row of sent) days.set(row.day, { ...zero, ...row });
    for (const row of events) days.set(row.day, { ...zero, ...days.get(row.day), ...row });
    return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
  },

  /** Every link of the campaign with its clicks, most clicked first. */
  async links(db: Orm, campaignId: number) {
    const clicks = sql<number>`count(${campaignEvents.id})::int`;
    return db
      .select({
        url: campaignLinks.url,
        clicks,
        uniqueClicks: sql<number>`count(distinct ${campaignEvents.messageId})::int`,
      })
      .from(campaignLinks)
      .leftJoin(
        campaignEvents,
        and(
          eq(campaignEvents.campaignId, campaignLinks.campaignId),
          eq(campaignEvents.linkIdx, campaignLinks.idx),
          eq(campaignEvents.kind, 'click'),
        ),
      )
      .where(eq(campaignLinks.campaignId, campaignId))
      .groupBy(campaignLinks.idx, campaignLinks.url)
      .orderBy(sql`${clicks} desc`, asc(campaignLinks.idx));
  },

  async campaignsByIds(db: Orm, ids: readonly number[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        id: campaigns.id,
        ownerId: campaigns.ownerId,
        ownerName: campaigns.ownerName,
        kind: campaigns.kind,
        subject: campaigns.subject,
        status: campaigns.status,
        startedAt: campaigns.startedAt,
      })
      .from(campaigns)
      .where(inArray(campaigns.id, [...ids]))
      .orderBy(sql`${campaigns.startedAt} desc nulls last`, asc(campaigns.id));
  },
};
