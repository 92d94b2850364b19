import { KPI_SOURCE_KINDS, type KpiReport, type KpiSourceKind } from '@meridian/contracts/kpi';
import type { Orm } from '../../db/database';
import type { DayRange } from '../../db/local-day';
import { subRange } from './kpi-period.rules';
import type { KpiFigures } from './kpi.ports';
import { sourceVisitors } from './live-visits.service';

/** The most sources the report lists. */
export const MAX_SOURCES = 50;

type Source = KpiReport['sources'][number];
const isKind = (kind: string): kind is KpiSourceKind => (KPI_SOURCE_KINDS as readonly string[]).includes(kind);

/**
 * Where paid seats came from (docs/product.md, KPI and visit counting: attribution rule): visitors
 * per source from the daily rollups beside the paid seats and revenue of the bookings made in the
 * period, each source under its name; best first (paid seats, then revenue, then visitors).
 */
export async function sourcesOf(
  orm: Orm,
  figures: KpiFigures,
  days: { from: string; to: string },
  range: DayRange,
): Promise<Source[]> {
  const [visitors, paid] = await Promise.all([
    sourceVisitors(orm, subRange(range, days.from, days.to)),
    figures.registrations.paidBySource(orm, range),
  ]);
  const merged = new Map<
    string,
    { kind: KpiSourceKind; key: string; visitors: number; paidSeats: number; revenueCents: number }
  >();
  const entry = (kind: KpiSourceKind, key: string) => {
    const id = `${kind}\n${key}`;
    const found = merged.get(id) ?? { kind, key, visitors: 0, paidSeats: 0, revenueCents: 0 };
    merged.set(id, found);
    return found;
  };
  for (const v of visitors) if (isKind(v.kind)) entry(v.kind, v.key).visitors += v.visitors;
  for (const p of paid) {
    if (!isKind(p.kind)) continue;
    const found = entry(p.kind, p.key);
    found.paidSeats += p.paidSeats;
    found.revenueCents += p.revenueCents;
  }
  const best = [...merged.values()]
    .sort((a, b) => b.paidSeats - a.paidSeats || b.revenueCents - a.revenueCents || b.visitors - a.visitors)
    .slice(0, MAX_SOURCES);
  const idsOf = (kind: KpiSourceKind) => best.filter((s) => s.kind === kind).map((s) => Number(s.key));
  const [names, subjects] = await Promise.all([
    figures.users.namesOf(orm, idsOf('affiliate')),
    figures.campaigns.subjectsOf(orm, idsOf('campaign')),
  ]);
  const labelOf = (s: { kind: KpiSourceKind; key: string }) => {
    if (s.kind === 'affiliate') return names.get(Number(s.key)) ?? `Affiliate #${s.key}`;
    if (s.kind === 'campaign') return subjects.get(Number(s.key))?.subject ?? `Campaign #${s.key}`;
    return s.key;
  };
  return best.map((s) => ({
    kind: s.kind,
    label: labelOf(s),
    visitors: s.visitors,
    paidSeats: s.paidSeats,
    revenueCents: s.revenueCents,
  }));
}
