import {
  KPI_ATTENDANCE_SOURCE_LABELS,
  KPI_ATTENDANCE_SOURCES,
  type KpiAttendance,
  type KpiAttendanceSource,
} from '@meridian/contracts/kpi';
import type { Orm } from '../../db/database';
import type { KpiFigures } from './kpi.ports';

type StartingSession = Awaited<ReturnType<KpiFigures['sessions']['startingIn']>>[number];

const rateOf = (attended: number, paid: number) => (paid > 0 ? attended / paid : null);

/** A booking's source for attendance: the attribution rule's kind, a newsletter issue told from other email. */
function sourceOf(kind: string | null, campaignKind: string | undefined): KpiAttendanceSource {
  if (kind === 'campaign') return campaignKind === 'newsletter' ? 'newsletter' : 'campaign';
  return kind === 'affiliate' || kind === 'utm' || kind === 'referrer' ? kind : 'direct';
}

/**
 * How seats were attended (docs/product.md, KPI and visit counting: attendance): the sessions
 * starting in the period whose doors have opened by `now` (a later one has nothing to attend yet),
 * each with its registrations, seats paid and held, attended and replays watched; and those same
 * paid seats by the source of their booking.
 */
export async function attendanceOf(
  orm: Orm,
  figures: KpiFigures,
  starting: readonly StartingSession[],
  now: Date,
): Promise<KpiAttendance> {
  const opened = starting.filter((s) => s.startsAt.getTime() - s.doorsOpenMinutes * 60_000 <= now.getTime());
  const ids = opened.map((s) => s.id);
  const [bySession, bySource] = await Promise.all([
    figures.registrations.attendanceBySession(orm, ids),
    figures.registrations.attendanceBySource(orm, ids),
  ]);
  const campaignIds = bySource.flatMap((r) => (r.kind === 'campaign' && r.key ? [Number(r.key)] : []));
  const campaigns = await figures.campaigns.subjectsOf(orm, [...new Set(campaignIds)]);

  const counts = new Map(bySession.map((row) => [row.sessionId, row]));
  const sessions = opened.map((s) => {
    const { registered = 0, paid = 0, attended = 0, replayWatched = 0 } = counts.get(s.id) ?? {};
    const startsAt = s.startsAt.toISOString();
    return {
      sessionId: s.id,
      title: s.title,
      startsAt,
      registered,
      paid,
      attended,
      replayWatched,
      attendanceRate: rateOf(attended, paid),
    };
  });

  const totals = new Map<KpiAttendanceSource, { paid: number; attended: number }>();
  for (const row of bySource) {
    const source = sourceOf(row.kind, row.key ? campaigns.get(Number(row.key))?.kind : undefined);
    const total = totals.get(source) ?? { paid: 0, attended: 0 };
    total.paid += row.paid;
    total.attended += row.attended;
    totals.set(source, total);
  }
  const sources = KPI_ATTENDANCE_SOURCES.flatMap((source) => {
    const total = totals.get(source);
    if (!total) return [];
    const label = KPI_ATTENDANCE_SOURCE_LABELS[source];
    return [{ source, label, ...total, attendanceRate: rateOf(total.attended, total.paid) }];
  });
  return { sessions, sources };
}
