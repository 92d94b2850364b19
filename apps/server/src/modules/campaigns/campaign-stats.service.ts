import { CAMPAIGN_MESSAGES as M } from '@meridian/contracts/campaigns';
import type {
  CampaignStats,
  EmailKpi,
  EngagementCounts,
  emailKpiQuerySchema,
} from '@meridian/contracts/campaigns-stats';
import type { z } from 'zod';
import type { Orm } from '../../db/database';
import { mayTouch, type Actor } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import type { AbTests } from './ab-tests.service';
import { campaignsRepository, EMPTY_PROGRESS } from './campaigns.repository';
import { frequencyCapRepository } from './frequency-cap.repository';
import { CAPPED_REASON } from './frequency-cap.rules';
import { statsRepository as stats, ZERO_COUNTS, type RawCounts } from './stats.repository';

type KpiQuery = z.output<typeof emailKpiQuerySchema>;

const DAY_MS = 24 * 60 * 60_000;
const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;
const ZERO = ZERO_COUNTS;

/** Counts with their shares of `sent` (0 when nothing was sent). */
export function withRates(counts: RawCounts): EngagementCounts {
  const share = (part: number) => (counts.sent === 0 ? 0 : Math.round((part / counts.sent) * 10_000) / 10_000);
  return {
    ...counts,
    openRate: share(counts.uniqueOpens),
    clickRate: share(counts.uniqueClicks),
    unsubscribeRate: share(counts.unsubscribes),
    bounceRate: share(counts.bounces),
  };
}

function add(a: RawCounts, b: RawCounts): RawCounts {
  return Object.fromEntries(
    Object.keys(ZERO).map((key) => [key, a[key as keyof RawCounts] + b[key as keyof RawCounts]]),
  ) as unknown as RawCounts;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

type Day = CampaignStats['days'][number];

/** One entry per UTC day from `from` to `to`, zeros where nothing happened, so a chart spans the period. */
export function everyDay(days: readonly Day[], from: string, to: string): Day[] {
  const known = new Map(days.map((day) => [day.day, day]));
  const filled: Day[] = [];
  for (let at = Date.parse(from); at <= Date.parse(to) && filled.length < MAX_DAYS; at += DAY_MS) {
    const day = dayOf(new Date(at));
    filled.push(known.get(day) ?? { day, sent: 0, uniqueOpens: 0, uniqueClicks: 0, unsubscribes: 0, bounces: 0 });
  }
  return filled;
}

function kpiPeriod(query: KpiQuery, now: Date): { from: string; to: string } {
  const to = query.to ?? dayOf(now);
  const from = query.from ?? dayOf(new Date(Date.parse(to) - (DEFAULT_DAYS - 1) * DAY_MS));
  const fieldError = (path: string, message: string) => new AppError('VALIDATION', message, [{ path, message }]);
  if (from > to) throw fieldError('from', 'From must be on or before To');
  if (Date.parse(to) - Date.parse(from) >= MAX_DAYS * DAY_MS) throw fieldError('from', 'Choose at most 366 days');
  return { from, to };
}

export function createCampaignStatsService(deps: { orm: Orm; now: () => Date; abTests: AbTests }) {
  const { orm } = deps;
  return {
    async campaign(actor: Actor, id: number): Promise<CampaignStats> {
      const row = await campaignsRepository.find(orm, id);
      if (!row || !mayTouch(actor, row.ownerId)) throw new AppError('NOT_FOUND', M.notFound);
      const scope = { campaignId: id };
      const [counts, days, links, progress, capped, abTest] = await Promise.all([
        stats.perCampaign(orm, scope),
        stats.perDay(orm, scope),
        stats.links(orm, id),
        campaignsRepository.progress(orm, [id]),
        frequencyCapRepository.capped(orm, id, CAPPED_REASON),
        deps.abTests.stats(id, row.subject),
      ]);
      // From the day sending started (or the first event) to the last event or today.
      const first = [row.startedAt ? dayOf(row.startedAt) : undefined, days[0]?.day].filter(Boolean).sort()[0];
      const last = [dayOf(deps.now()), days.at(-1)?.day ?? ''].sort().at(-1) ?? dayOf(deps.now());
      return {
        campaignId: id,
        status: row.status as CampaignStats['status'],
        progress: progress.get(id) ?? EMPTY_PROGRESS,
        totals: withRates(counts.get(id) ?? ZERO),
        capped,
        abTest,
        days: first ? everyDay(days, first, last) : [],
        links,
      };
    },

    /** Email Marketing KPI: staff their own campaigns, an admin everyone's (or one sender's). */
    async kpi(actor: Actor, query: KpiQuery): Promise<EmailKpi> {
      const { from, to } = kpiPeriod(query, deps.now());
      const scope = {
        ownerId: actor.isAdmin ? query.ownerId : actor.userId,
        from: new Date(`${from}T00:00:00Z`),
        until: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS),
      };
      const [counts, days] = await Promise.all([stats.perCampaign(orm, scope), stats.perDay(orm, scope)]);
      const rows = await stats.campaignsByIds(orm, [...counts.keys()]);
      let totals = ZERO;
      const senders = new Map<number, { ownerName: string; counts: RawCounts }>();
      const campaignRows = rows.map((row) => {
        const own = counts.get(row.id) ?? ZERO;
        totals = add(totals, own);
        const sender = senders.get(row.ownerId) ?? { ownerName: row.ownerName, counts: ZERO };
        senders.set(row.ownerId, { ...sender, counts: add(sender.counts, own) });
        return {
          ...withRates(own),
          campaignId: row.id,
          kind: row.kind as EmailKpi['campaigns'][number]['kind'],
          subject: row.subject,
          ownerName: row.ownerName,
          status: row.status as EmailKpi['campaigns'][number]['status'],
          startedAt: row.startedAt?.toISOString() ?? null,
        };
      });
      return {
        from,
        to,
        totals: withRates(totals),
        days: everyDay(days, from, to),
        campaigns: campaignRows,
        senders: [...senders.entries()]
          .map(([ownerId, sender]) => ({ ...withRates(sender.counts), ownerId, ownerName: sender.ownerName }))
          .sort((a, b) => b.sent - a.sent || a.ownerId - b.ownerId),
      };
    },
  };
}
export type CampaignStatsService = ReturnType<typeof createCampaignStatsService>;
