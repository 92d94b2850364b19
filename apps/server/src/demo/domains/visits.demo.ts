import { kpiSettingsSchema, KPI_SETTING_DEFAULTS } from '@meridian/contracts/kpi';
import { EMAIL_CAMPAIGN_TAGS } from '../../lib/visitor';
import { rebuildKpiRollups } from '../../modules/kpi/kpi.module';
import type { NewVisit } from '../../modules/kpi/kpi.tables';
import { visits } from '../../modules/kpi/kpi.tables';
import { insertRows } from '../bulk-insert.repository';
import { daysBefore, minutesAfter, need, type DemoContext, type DemoDomain } from '../demo-context';
import { demoVisitsRepository as repo, type DemoBooking } from '../demo-visits.repository';
import { affiliateSourceFor, DIRECT, landingSourceFor, type DemoSource } from '../landing-sources';

/** Page views per scale unit: scale 250 is the bench's 1,000,000. */
export const visitsAt = (scale: number) => 4000 * scale;
const BATCH = 20_000;
const PAGES = [
  '/',
  '/',
  '/',
  '/pricing',
  '/about',
  '/blog',
  '/blog/risk-first',
  '/blog/reading-the-order-book',
  '/faq',
];
const MORE_PAGES = ['/newsletter', '/affiliate', '/advertising', '/consultation', '/careers', '/support'];
/** More visits in the (UTC) afternoon and evening than at night. */
const HOUR_WEIGHTS = Array.from({ length: 24 }, (_, h) => (h >= 12 && h <= 23 ? 3 : h <= 3 ? 2 : 1));
const HOUR_TOTAL = HOUR_WEIGHTS.reduce((a, b) => a + b, 0);

interface Visitor {
  hash: string;
  source: DemoSource;
  affiliateId: number | null;
}

function hourOf(ctx: DemoContext): number {
  let roll = ctx.random.next() * HOUR_TOTAL;
  for (let h = 0; h < 24; h += 1) {
    roll -= HOUR_WEIGHTS[h]!;
    if (roll < 0) return h;
  }
  return 23;
}

function row(visitor: Visitor, path: string, at: Date, landing: boolean): NewVisit {
  return {
    day: at.toISOString().slice(0, 10),
    occurredAt: at,
    path,
    visitorHash: visitor.hash,
    // The source travels with the landing page only; later pages of the visit are internal.
    ...(landing ? visitor.source : DIRECT),
    affiliateId: visitor.affiliateId,
  };
}

/** One browsing visit: a landing page, a few more pages a minute or two apart, the RSVP form for some. */
function browse(ctx: DemoContext, visitor: Visitor, start: Date, pages: number, rsvp: boolean): NewVisit[] {
  const rows: NewVisit[] = [];
  let at = start;
  for (let i = 0; i < pages; i += 1) {
    const path = i === 0 ? ctx.random.pick(PAGES) : ctx.random.pick([...PAGES, ...MORE_PAGES]);
    rows.push(row(visitor, path, at, i === 0));
    at = minutesAfter(at, ctx.random.int(1, 4));
  }
  if (rsvp) rows.push(row(visitor, '/rsvp', at, pages === 0));
  return rows.filter((r) => (r.occurredAt as Date) <= ctx.now);
}

/** The email campaign a booking came from: some bookings made within a week after a campaign went out. */
function campaignOf(ctx: DemoContext, campaigns: { id: number; startedAt: Date }[], booking: DemoBooking) {
  if (booking.affiliateId !== null || booking.source.utmSource || !ctx.random.chance(0.35)) return null;
  const recent = campaigns.filter(
    (c) => c.startedAt < booking.createdAt && booking.createdAt.getTime() - c.startedAt.getTime() < 7 * 86_400_000,
  );
  return recent.length > 0 ? ctx.random.pick(recent).id : null;
}

/**
 * Page views over the last year (docs/product.md, KPI and visit counting): each booking's visit
 * (landing page with the booking's source, then the RSVP form), and many more visits that book
 * nothing — some open the RSVP form, some come through an affiliate. Bookings made within a week
 * after an email campaign sometimes carry its tags. Inserted in batches, then the daily rollups are built.
 */
export const visitsDemo: DemoDomain = {
  name: 'visits',
  async seed(ctx) {
    const { db, random, now } = ctx;
    const affiliateIds = need(ctx.state, 'users', 'visits').affiliates.map((a) => a.id);
    // One after the other: the domain's transaction is one connection.
    const bookings = await repo.bookings(db);
    const campaigns = await repo.sentCampaigns(db);
    const parsed = kpiSettingsSchema.safeParse(await repo.kpiSetting(db));
    const timeZone = parsed.success ? parsed.data.timeZone : KPI_SETTING_DEFAULTS.timeZone;
    const target = visitsAt(ctx.scale);
    let buffer: NewVisit[] = [];
    let inserted = 0;
    const flush = async (force = false) => {
      if (buffer.length < BATCH && !force) return;
      await insertRows(db, visits, buffer);
      inserted += buffer.length;
      buffer = [];
    };

    const tagged: { id: number; campaignId: number }[] = [];
    for (const booking of bookings) {
      const campaignId = campaignOf(ctx, campaigns, booking);
      if (campaignId !== null) tagged.push({ id: booking.id, campaignId });
      const source =
        campaignId === null
          ? booking.source
          : {
              ...DIRECT,
              utmSource: EMAIL_CAMPAIGN_TAGS.source,
              utmMedium: EMAIL_CAMPAIGN_TAGS.medium,
              utmCampaign: `${EMAIL_CAMPAIGN_TAGS.campaignPrefix}${campaignId}`,
            };
      const visitor = { hash: random.hex(64), source, affiliateId: booking.affiliateId };
      const pages = random.int(1, 3);
      buffer.push(
        ...browse(ctx, visitor, minutesAfter(booking.createdAt, -(pages * 3 + random.int(2, 20))), pages, true),
      );
      await flush();
    }
    await repo.tagCampaignBookings(db, tagged, EMAIL_CAMPAIGN_TAGS);

    const from = daysBefore(now, 365).getTime();
    while (inserted + buffer.length < target) {
      const affiliateId = affiliateIds.length > 0 && random.chance(0.08) ? random.pick(affiliateIds) : null;
      const visitor = {
        hash: random.hex(64),
        source: affiliateId === null ? landingSourceFor(random) : affiliateSourceFor(random),
        affiliateId,
      };
      const day = new Date(from + random.int(0, 365) * 86_400_000);
      day.setUTCHours(hourOf(ctx), random.int(0, 59), random.int(0, 59), 0);
      const pages = Math.min(random.int(1, 6), target - inserted - buffer.length);
      buffer.push(...browse(ctx, visitor, day, pages, random.chance(0.12) && pages > 1));
      await flush();
    }
    await flush(true);
    const today = now.toISOString().slice(0, 10);
    await rebuildKpiRollups(db, { from: daysBefore(now, 367).toISOString().slice(0, 10), to: today, timeZone, now });
    return { visits: inserted, 'bookings from email campaigns': tagged.length };
  },
};
