import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { wholeNumberField } from './fields';

/**
 * The admin's KPI (docs/product.md, KPI and visit counting): the funnel from visit to paid seat, to
 * attendance and replay, revenue by line, where paid seats come from and how they were attended,
 * for a period in the business's time zone. The figures are read from daily rollups and indexed
 * ranges, never from a scan of raw rows.
 */
export const KPI_MESSAGES = {
  date: 'Enter dates as YYYY-MM-DD',
  range: 'The end date must not be before the start date',
  period: 'Choose a period of at most 366 days',
  granularity: 'Show the chart by day, week or month',
  compare: 'Compare with the previous period or with nothing',
  table: 'Choose which table to export',
  timeZone: 'Choose a time zone from the list',
  retentionDays: 'Keep raw visits for a whole number of days from 7 to 730',
  path: 'The page address must start with / and be at most 500 characters',
} as const;

export const MAX_KPI_PERIOD_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = z.string({ error: KPI_MESSAGES.date }).regex(/^\d{4}-\d{2}-\d{2}$/, KPI_MESSAGES.date);

export const KPI_GRANULARITIES = ['day', 'week', 'month'] as const;
export const kpiGranularitySchema = z.enum(KPI_GRANULARITIES, { error: KPI_MESSAGES.granularity });
export type KpiGranularity = z.infer<typeof kpiGranularitySchema>;

/** A period of whole days in the business's time zone (both ends included). */
export const kpiQuerySchema = z
  .object({
    from: isoDay,
    to: isoDay,
    granularity: kpiGranularitySchema.default('day'),
    compare: z.enum(['previous', 'none'], { error: KPI_MESSAGES.compare }).default('previous'),
  })
  .refine((q) => q.from <= q.to, { message: KPI_MESSAGES.range, path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) < MAX_KPI_PERIOD_DAYS * DAY_MS, {
    message: KPI_MESSAGES.period,
    path: ['from'],
  });
export type KpiQuery = z.input<typeof kpiQuerySchema>;

const count = z.number().int().nonnegative();
const cents = z.number().int();

/** Revenue by line for a period, in the smallest currency unit. Net = seats + advertising − refunds − commissions. */
export const kpiRevenueSchema = z.object({
  seatsCents: cents,
  advertisingCents: cents,
  refundsCents: cents,
  commissionsCents: cents,
  netCents: cents,
});
export type KpiRevenue = z.infer<typeof kpiRevenueSchema>;

export const KPI_FUNNEL_STEPS = [
  'visitors',
  'rsvpStarted',
  'rsvpRegistered',
  'paid',
  'attended',
  'replayWatched',
] as const;
export type KpiFunnelStep = (typeof KPI_FUNNEL_STEPS)[number];
export const KPI_FUNNEL_LABELS: Record<KpiFunnelStep, string> = {
  visitors: 'Visitors',
  rsvpStarted: 'Opened the RSVP form',
  rsvpRegistered: 'Registered',
  paid: 'Paid',
  attended: 'Attended',
  replayWatched: 'Watched the replay',
};
/**
 * The step each step's conversion is a share of: the one before, except the replay, which any paid
 * seat may watch (mostly those who missed the session), so it is a share of the paid seats too.
 */
export const KPI_FUNNEL_BASE: Record<KpiFunnelStep, KpiFunnelStep | null> = {
  visitors: null,
  rsvpStarted: 'visitors',
  rsvpRegistered: 'rsvpStarted',
  paid: 'rsvpRegistered',
  attended: 'paid',
  replayWatched: 'paid',
};

/** The headline figures of one period; the same shape for the period and the one it is compared with. */
export const kpiTotalsSchema = z.object({
  revenue: kpiRevenueSchema,
  seatsSold: count,
  /** Page views and unique visitors (one per visitor hash per day, summed over the days). */
  pageViews: count,
  visitors: count,
  funnel: z.record(z.enum(KPI_FUNNEL_STEPS), count),
  signUps: count,
  subscribersGained: count,
  subscribersLost: count,
});
export type KpiTotals = z.infer<typeof kpiTotalsSchema>;

export const KPI_SOURCE_KINDS = ['referrer', 'utm', 'affiliate', 'campaign'] as const;
export type KpiSourceKind = (typeof KPI_SOURCE_KINDS)[number];
export const KPI_SOURCE_LABELS: Record<KpiSourceKind, string> = {
  referrer: 'Referring site',
  utm: 'UTM campaign',
  affiliate: 'Affiliate',
  campaign: 'Email campaign',
};

/** Where an attendee's booking came from, by the attribution rule; a newsletter issue is told from other email. */
export const KPI_ATTENDANCE_SOURCES = ['affiliate', 'campaign', 'newsletter', 'utm', 'referrer', 'direct'] as const;
export type KpiAttendanceSource = (typeof KPI_ATTENDANCE_SOURCES)[number];
export const KPI_ATTENDANCE_SOURCE_LABELS: Record<KpiAttendanceSource, string> = {
  affiliate: 'Affiliates',
  campaign: 'Email campaigns',
  newsletter: 'Newsletter',
  utm: 'Other UTM campaigns',
  referrer: 'Referring sites',
  direct: 'Direct',
};

/** attended ÷ paid, from 0 to 1; null without paid seats. */
const rate = z.number().min(0).max(1).nullable();

/**
 * How the seats of the sessions whose doors opened in the period were used: per session, and per
 * source of the booking (the paid seats of those same sessions).
 */
export const kpiAttendanceSchema = z.object({
  sessions: z.array(
    z.object({
      sessionId: z.number().int(),
      title: z.string(),
      startsAt: z.iso.datetime(),
      /** Registrations made for it, any status. */
      registered: count,
      /** Seats paid and still held. */
      paid: count,
      /** Paid seats joined through their link or marked by hand. */
      attended: count,
      attendanceRate: rate,
      /** Paid seats whose holder played the replay. */
      replayWatched: count,
    }),
  ),
  /** Every source with paid seats, in the order of KPI_ATTENDANCE_SOURCES. */
  sources: z.array(
    z.object({
      source: z.enum(KPI_ATTENDANCE_SOURCES),
      label: z.string(),
      paid: count,
      attended: count,
      attendanceRate: rate,
    }),
  ),
});
export type KpiAttendance = z.infer<typeof kpiAttendanceSchema>;

export const kpiReportSchema = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  /** The period of the same length just before, when compared. */
  previousPeriod: z.object({ from: z.string(), to: z.string() }).nullable(),
  timeZone: z.string(),
  currency: z.string(),
  granularity: kpiGranularitySchema,
  /** When the figures were counted: visits, bookings and money alike are as of this moment. */
  countedAt: z.iso.datetime(),
  totals: kpiTotalsSchema,
  previousTotals: kpiTotalsSchema.nullable(),
  /** RSVPs created in the period by their status now (pending, paid, expired, cancelled, refunded…). */
  rsvpsByStatus: z.array(z.object({ status: z.string(), label: z.string(), count })),
  /** Accounts created in the period by role. */
  signUpsByRole: z.array(z.object({ role: z.string(), label: z.string(), count })),
  /** Webinar sessions starting in the period: seats sold and fill rate. */
  sessions: z.array(
    z.object({
      sessionId: z.number().int(),
      title: z.string(),
      startsAt: z.iso.datetime(),
      capacity: count,
      seatsSold: count,
      /** Seats sold ÷ capacity, 0–100, one decimal. */
      fillPercent: z.number(),
    }),
  ),
  /** Where paid seats came from, best first. */
  sources: z.array(
    z.object({
      kind: z.enum(KPI_SOURCE_KINDS),
      label: z.string(),
      visitors: count,
      paidSeats: count,
      revenueCents: cents,
    }),
  ),
  attendance: kpiAttendanceSchema,
  /** One row per day, ISO week (Monday) or month of the period, labelled by its first day. */
  series: z.array(
    z.object({
      bucket: z.string(),
      visitors: count,
      rsvpRegistered: count,
      paid: count,
      revenueCents: cents,
      netCents: cents,
      signUps: count,
    }),
  ),
});
export type KpiReport = z.infer<typeof kpiReportSchema>;

export const getKpiReport = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/kpi',
  query: kpiQuerySchema,
  response: kpiReportSchema,
});

export const KPI_EXPORT_TABLES = [
  'revenue',
  'funnel',
  'sessions',
  'rsvps',
  'signups',
  'sources',
  'attendance',
  'attendance-sources',
  'series',
] as const;
export type KpiExportTable = (typeof KPI_EXPORT_TABLES)[number];
/** `GET` with the report's query and `table`: one table of the report as CSV. */
export const KPI_EXPORT_PATH = '/api/v1/admin/kpi/export.csv';
export const kpiExportQuerySchema = z.object({
  from: isoDay,
  to: isoDay,
  granularity: kpiGranularitySchema.default('day'),
  table: z.enum(KPI_EXPORT_TABLES, { error: KPI_MESSAGES.table }),
});

/** How visits are kept and which day a figure falls on. */
export const kpiSettingsSchema = z.object({
  /** IANA zone the business reports in, e.g. America/New_York. */
  timeZone: z
    .string({ error: KPI_MESSAGES.timeZone })
    .refine((zone) => Intl.supportedValuesOf('timeZone').includes(zone) || zone === 'UTC', KPI_MESSAGES.timeZone),
  /** Raw visit rows older than this are deleted; the daily rollups stay. */
  visitRetentionDays: wholeNumberField(7, 730, KPI_MESSAGES.retentionDays),
});
export type KpiSettings = z.infer<typeof kpiSettingsSchema>;
export const KPI_SETTING_DEFAULTS: KpiSettings = { timeZone: 'America/New_York', visitRetentionDays: 90 };

export const getKpiSettings = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/kpi/settings',
  response: kpiSettingsSchema,
});

export const updateKpiSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/admin/kpi/settings',
  body: kpiSettingsSchema,
  response: kpiSettingsSchema,
});

/**
 * The page-view beacon every public page sends once per navigation (sendBeacon, no cookie). The
 * server adds the day's visitor hash; DNT/GPC, bots and signed-in staff are dropped there.
 */
export const visitBeaconSchema = z.object({
  path: z.string({ error: KPI_MESSAGES.path }).startsWith('/', KPI_MESSAGES.path).max(500, KPI_MESSAGES.path),
  /** document.referrer of the landing page; only its host is kept, and only when it is another site. */
  referrer: z.string().max(2000).optional(),
  utmSource: z.string().max(100).optional(),
  utmMedium: z.string().max(100).optional(),
  utmCampaign: z.string().max(100).optional(),
});
export type VisitBeacon = z.infer<typeof visitBeaconSchema>;
export const VISIT_BEACON_PATH = '/api/v1/visits';
