import type { KpiReport, KpiSettings, kpiQuerySchema } from '@meridian/contracts/kpi';
import { ROLES, roleLabels, roleNameById, type RoleId } from '@meridian/contracts/roles';
import type { z } from 'zod';
import type { Orm } from '../../db/database';
import type { DayRange } from '../../db/local-day';
import { attendanceOf } from './kpi-attendance.service';
import { periodFigures, seriesOf, totalsOf, type PeriodFigures } from './kpi-figures.service';
import { dayRange, previousPeriod, subRange } from './kpi-period.rules';
import { sourcesOf } from './kpi-sources.service';
import type { KpiFigures } from './kpi.ports';

export type KpiQueryInput = z.output<typeof kpiQuerySchema>;

const RSVP_STATUS_LABELS = {
  pending: 'Pending',
  paid: 'Paid',
  expired: 'Expired',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
} as const;
/** Accounts holding no role: people who signed up to book or read. */
const NO_ROLE = { role: 'Visitor', label: 'No role (visitor)' };

export interface KpiReportDeps {
  orm: Orm;
  now: () => Date;
  settings: () => Promise<{ kpi: KpiSettings; currency: string }>;
  figures: KpiFigures;
}

/** Registrations made in the period by their status now. */
function rsvpsByStatus(figures: PeriodFigures, range: DayRange) {
  const inPeriod = new Set(range.days);
  const counts = new Map<string, number>();
  for (const { day, status, count } of figures.statuses) {
    if (inPeriod.has(day)) counts.set(status, (counts.get(status) ?? 0) + count);
  }
  return Object.entries(RSVP_STATUS_LABELS).map(([status, label]) => ({
    status,
    label,
    count: counts.get(status) ?? 0,
  }));
}

async function signUpsByRole(orm: Orm, figures: KpiFigures, range: DayRange) {
  const counts = new Map((await figures.users.signUpsByRole(orm, range)).map((r) => [r.roleId, r.count]));
  const roles = Object.values(ROLES).map((id: RoleId) => ({
    role: roleNameById[id],
    label: roleLabels[roleNameById[id]],
    count: counts.get(id) ?? 0,
  }));
  return [...roles, { ...NO_ROLE, count: counts.get(null) ?? 0 }];
}

type StartingSession = Awaited<ReturnType<KpiFigures['sessions']['startingIn']>>[number];

async function sessionsOf(orm: Orm, figures: KpiFigures, sessions: readonly StartingSession[]) {
  const sold = await figures.registrations.paidSeatsBySession(
    orm,
    sessions.map((s) => s.id),
  );
  return sessions.map((s) => {
    const seatsSold = sold.get(s.id) ?? 0;
    return {
      sessionId: s.id,
      title: s.title,
      startsAt: s.startsAt.toISOString(),
      capacity: s.capacity,
      seatsSold,
      fillPercent: s.capacity > 0 ? Math.round((seatsSold / s.capacity) * 1000) / 10 : 0,
    };
  });
}

/** The admin's KPI report (docs/product.md, KPI and visit counting). */
export function createKpiReport(deps: KpiReportDeps) {
  // The figures other modules own; `figures` below is the period's, day by day.
  const { orm, figures: owned } = deps;
  return {
    async report(query: KpiQueryInput): Promise<KpiReport> {
      const at = deps.now();
      const countedAt = at.toISOString();
      const settings = await deps.settings();
      const { timeZone } = settings.kpi;
      const { from, to, granularity } = query;
      const previous = query.compare === 'previous' ? previousPeriod(from, to) : null;
      // The compared period ends the day before this one: both are read in one pass per table.
      const both = dayRange(previous?.from ?? from, to, timeZone);
      const range = subRange(both, from, to);
      const previousRange = previous ? subRange(both, previous.from, previous.to) : null;
      const starting = owned.sessions.startingIn(orm, range);
      const [figures, subscribers, previousSubscribers, byRole, sessions, sources, attendance] = await Promise.all([
        periodFigures(orm, owned, both),
        owned.subscribers.gainedAndLost(orm, range),
        previousRange ? owned.subscribers.gainedAndLost(orm, previousRange) : null,
        signUpsByRole(orm, owned, range),
        starting.then((list) => sessionsOf(orm, owned, list)),
        sourcesOf(orm, owned, { from, to }, range),
        starting.then((list) => attendanceOf(orm, owned, list, at)),
      ]);
      return {
        period: { from, to },
        previousPeriod: previous,
        timeZone,
        currency: settings.currency,
        granularity,
        countedAt,
        totals: totalsOf(figures, range.days, subscribers),
        previousTotals:
          previousRange && previousSubscribers ? totalsOf(figures, previousRange.days, previousSubscribers) : null,
        rsvpsByStatus: rsvpsByStatus(figures, range),
        signUpsByRole: byRole,
        sessions,
        sources,
        attendance,
        series: seriesOf(figures, range.days, granularity),
      };
    },
  };
}
export type KpiReportService = ReturnType<typeof createKpiReport>;
