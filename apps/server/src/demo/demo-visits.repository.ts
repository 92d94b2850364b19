import { sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { campaigns } from '../modules/campaigns/campaigns.tables';
import { registrations } from '../modules/rsvp/rsvp.tables';
import { siteSettings } from '../modules/settings/settings.tables';
import type { DemoSource } from './landing-sources';

/** A booking as the visits domain needs it: when, through whom and from where. */
export interface DemoBooking {
  id: number;
  createdAt: Date;
  affiliateId: number | null;
  source: DemoSource;
}

/** What the visits domain reads from earlier domains' tables, and the campaign tags it adds to bookings. */
export const demoVisitsRepository = {
  async bookings(db: Orm): Promise<DemoBooking[]> {
    const rows = await db
      .select({
        id: registrations.id,
        createdAt: registrations.createdAt,
        affiliateId: registrations.affiliateId,
        referrerHost: registrations.referrerHost,
        utmSource: registrations.utmSource,
        utmMedium: registrations.utmMedium,
        utmCampaign: registrations.utmCampaign,
      })
      .from(registrations)
      .orderBy(registrations.id);
    return rows.map(({ id, createdAt, affiliateId, ...source }) => ({ id, createdAt, affiliateId, source }));
  },

  async sentCampaigns(db: Orm): Promise<{ id: number; startedAt: Date }[]> {
    const rows = await db
      .select({ id: campaigns.id, startedAt: campaigns.startedAt })
      .from(campaigns)
      .where(sql`${campaigns.startedAt} is not null`);
    return rows.flatMap((r) => (r.startedAt ? [{ id: r.id, startedAt: r.startedAt }] : []));
  },

  /** The stored KPI setting (time zone), or undefined when the defaults apply. */
  async kpiSetting(db: Orm): Promise<unknown> {
    const [row] = await db
      .select()
      .from(siteSettings)
      .where(sql`${siteSettings.key} = 'kpi'`);
    return row?.value;
  },

  /** Bookings that came from an email campaign get its UTM tags (one statement). */
  async tagCampaignBookings(
    db: Orm,
    tagged: { id: number; campaignId: number }[],
    tags: { source: string; medium: string; campaignPrefix: string },
  ): Promise<void> {
    if (tagged.length === 0) return;
    await db.execute(sql`update ${registrations} r set referrer_host = null, utm_source = ${tags.source},
      utm_medium = ${tags.medium}, utm_campaign = ${tags.campaignPrefix} || t.campaign_id
      from unnest(${sql.param(tagged.map((t) => t.id))}::int[], ${sql.param(tagged.map((t) => t.campaignId))}::int[])
        as t(id, campaign_id)
      where r.id = t.id`);
  },
};
