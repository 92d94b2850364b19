import {
  KPI_FUNNEL_BASE,
  KPI_FUNNEL_LABELS,
  KPI_FUNNEL_STEPS,
  KPI_SOURCE_LABELS,
  type KpiExportTable,
  type KpiReport,
} from '@meridian/contracts/kpi';
import { toCsv, type CsvColumn } from '../../lib/csv';

const money = (cents: number) => (cents / 100).toFixed(2);
const REVENUE_LINES = [
  ['seatsCents', 'Seats'],
  ['advertisingCents', 'Advertising'],
  ['refundsCents', 'Refunds (subtracted)'],
  ['commissionsCents', 'Affiliate commissions (subtracted)'],
  ['netCents', 'Net revenue'],
] as const;

type Row = Record<string, string | number>;
const columns = (...names: [header: string, key: string][]): CsvColumn<Row>[] =>
  names.map(([header, key]) => ({ header, value: (row) => row[key] ?? '' }));

/** A share in percent with one decimal ('' when there is nothing to share). */
const percent = (count: number, of: number | undefined | null) =>
  of === undefined || of === null || of === 0 ? '' : (Math.round((count / of) * 1000) / 10).toFixed(1);
const ratePercent = (rate: number | null) => (rate === null ? '' : (Math.round(rate * 1000) / 10).toFixed(1));

/** One table of the report as CSV (the project's CSV writer: formula-safe cells, BOM, CRLF). */
export function kpiTableCsv(report: KpiReport, table: KpiExportTable): string {
  const previous = report.previousTotals;
  const currency = report.currency.toUpperCase();
  switch (table) {
    case 'revenue':
      return toCsv(
        columns(['Line', 'line'], [`This period (${currency})`, 'now'], [`Previous period (${currency})`, 'before']),
        REVENUE_LINES.map(([key, line]) => ({
          line,
          now: money(report.totals.revenue[key]),
          before: previous ? money(previous.revenue[key]) : '',
        })),
      );
    case 'funnel':
      return toCsv(
        columns(
          ['Step', 'step'],
          ['Count', 'count'],
          ['Conversion (%)', 'rate'],
          ['Conversion of', 'base'],
          ['Previous period', 'before'],
        ),
        KPI_FUNNEL_STEPS.map((step) => {
          const base = KPI_FUNNEL_BASE[step];
          return {
            step: KPI_FUNNEL_LABELS[step],
            count: report.totals.funnel[step],
            rate: percent(report.totals.funnel[step], base && report.totals.funnel[base]),
            base: base ? KPI_FUNNEL_LABELS[base] : '',
            before: previous ? previous.funnel[step] : '',
          };
        }),
      );
    case 'sessions':
      return toCsv(
        columns(
          ['Session', 'title'],
          ['Starts at (UTC)', 'startsAt'],
          ['Capacity', 'capacity'],
          ['Seats sold', 'seatsSold'],
          ['Fill (%)', 'fill'],
        ),
        report.sessions.map((s) => ({ ...s, fill: s.fillPercent.toFixed(1) })),
      );
    case 'rsvps':
      return toCsv(columns(['Status', 'label'], ['RSVPs', 'count']), report.rsvpsByStatus);
    case 'signups':
      return toCsv(columns(['Role', 'label'], ['Sign-ups', 'count']), report.signUpsByRole);
    case 'sources':
      return toCsv(
        columns(
          ['Kind', 'kind'],
          ['Source', 'label'],
          ['Visitors', 'visitors'],
          ['Paid seats', 'paidSeats'],
          [`Revenue (${currency})`, 'revenue'],
        ),
        report.sources.map((s) => ({ ...s, kind: KPI_SOURCE_LABELS[s.kind], revenue: money(s.revenueCents) })),
      );
    case 'attendance':
      return toCsv(
        columns(
          ['Session', 'title'],
          ['Starts at (UTC)', 'startsAt'],
          ['Registered', 'registered'],
          ['Paid', 'paid'],
          ['Attended', 'attended'],
          ['Attendance rate (%)', 'rate'],
          ['Watched the replay', 'replayWatched'],
        ),
        report.attendance.sessions.map(({ attendanceRate, ...s }) => ({ ...s, rate: ratePercent(attendanceRate) })),
      );
    case 'attendance-sources':
      return toCsv(
        columns(['Source', 'label'], ['Paid', 'paid'], ['Attended', 'attended'], ['Attendance rate (%)', 'rate']),
        report.attendance.sources.map(({ attendanceRate, ...s }) => ({ ...s, rate: ratePercent(attendanceRate) })),
      );
    case 'series':
      return toCsv(
        columns(
          [
            `${report.granularity === 'day' ? 'Day' : report.granularity === 'week' ? 'Week of' : 'Month of'}`,
            'bucket',
          ],
          ['Visitors', 'visitors'],
          ['Registered', 'rsvpRegistered'],
          ['Paid', 'paid'],
          [`Revenue (${currency})`, 'revenue'],
          [`Net revenue (${currency})`, 'net'],
          ['Sign-ups', 'signUps'],
        ),
        report.series.map((s) => ({ ...s, revenue: money(s.revenueCents), net: money(s.netCents) })),
      );
  }
}
