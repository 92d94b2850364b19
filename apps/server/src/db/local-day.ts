import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { EMAIL_CAMPAIGN_TAGS } from '../lib/visitor';

/**
 * Whole days of the business's time zone as instants (docs/product.md, KPI and visit counting):
 * `start` is the first day's midnight there, `end` the midnight after the last day; `days` are the
 * days in order and `bounds` each day's first instant followed by `end` (day i is [bounds[i], bounds[i + 1])).
 */
export interface DayRange {
  start: Date;
  end: Date;
  timeZone: string;
  days: string[];
  bounds: Date[];
}

const arrayLiteral = (items: string[]) => `{${items.join(',')}}`;

/**
 * Which day of `range` an instant column falls on, as its 1-based position in `range.days` (read it
 * back with `dayAt`; group by it by position: `group by 1`). The instant is compared with the days'
 * precomputed first instants (docs/decisions/2026-11-23-kpi-rollups.md): no time zone conversion
 * per row. Only for rows within the range (`inRange`).
 */
export const dayBucket = (column: PgColumn, range: DayRange) =>
  sql<number>`width_bucket(${column}, ${arrayLiteral(range.bounds.map((b) => b.toISOString()))}::timestamptz[])`;

/** The day (YYYY-MM-DD) a `dayBucket` stands for. */
export function dayAt(range: DayRange, bucket: number | string): string {
  const day = range.days[Number(bucket) - 1];
  if (!day) throw new Error(`day bucket ${bucket} lies outside ${range.days[0]}..${range.days.at(-1)}`);
  return day;
}

/** The day an instant column falls on in `range`, as an SQL date (for rows written from a query). */
export const localDate = (column: PgColumn, range: DayRange) =>
  sql<string>`(${arrayLiteral(range.days)}::date[])[${dayBucket(column, range)}]`;

/** The instant column lies in [range.start, range.end). */
export const inRange = (column: PgColumn, range: DayRange): SQL =>
  sql`${column} >= ${range.start.toISOString()}::timestamptz and ${column} < ${range.end.toISOString()}::timestamptz`;

/** The columns a visit or a booking keeps its landing source in. */
export interface SourceColumns {
  affiliateId: PgColumn;
  referrerHost: PgColumn;
  utmSource: PgColumn;
  utmMedium: PgColumn;
  utmCampaign: PgColumn;
}

const CAMPAIGN_TAG = `^${EMAIL_CAMPAIGN_TAGS.campaignPrefix}[0-9]{1,9}$`;

/**
 * The attribution rule (docs/product.md, KPI and visit counting), first match wins: a referral
 * cookie's affiliate; an email campaign's tags; any other UTM tag; another site's referrer; else none.
 */
export function sourceKind(c: SourceColumns): SQL<string | null> {
  return sql<string | null>`case
    when ${c.affiliateId} is not null then 'affiliate'
    when ${c.utmMedium} = ${EMAIL_CAMPAIGN_TAGS.medium} and ${c.utmCampaign} ~ ${CAMPAIGN_TAG} then 'campaign'
    when coalesce(${c.utmCampaign}, ${c.utmSource}, ${c.utmMedium}) is not null then 'utm'
    when ${c.referrerHost} is not null then 'referrer'
  end`;
}

/** The source within its kind: affiliate id, campaign id, "campaign / source / medium", or host. */
export function sourceKey(c: SourceColumns): SQL<string | null> {
  return sql<string | null>`case
    when ${c.affiliateId} is not null then ${c.affiliateId}::text
    when ${c.utmMedium} = ${EMAIL_CAMPAIGN_TAGS.medium} and ${c.utmCampaign} ~ ${CAMPAIGN_TAG}
      then substr(${c.utmCampaign}, ${EMAIL_CAMPAIGN_TAGS.campaignPrefix.length + 1})
    when coalesce(${c.utmCampaign}, ${c.utmSource}, ${c.utmMedium}) is not null
      then concat_ws(' / ', ${c.utmCampaign}, ${c.utmSource}, ${c.utmMedium})
    when ${c.referrerHost} is not null then ${c.referrerHost}
  end`;
}
