import type { KpiReport } from '@meridian/contracts/kpi';
import { stepLabel } from '../../components/charts/day-series';
import { OverTime } from '../../components/charts/over-time';
import { formatCount, formatMoney, formatMoneyExact } from '../../lib/format';
import { KpiExportButton, type KpiExportPeriod } from './kpi-export';

const ACTIVITY = [
  { name: 'visitors', label: 'Visitors', color: 'blue.7' },
  { name: 'rsvpRegistered', label: 'Registered', color: 'violet.7' },
  { name: 'paid', label: 'Paid', color: 'teal.8' },
  { name: 'signUps', label: 'Sign-ups', color: 'orange.8' },
] as const;

const REVENUE = [
  { name: 'revenue', label: 'Revenue', color: 'blue.7' },
  { name: 'net', label: 'Net revenue', color: 'teal.8' },
] as const;

type Bucket = KpiReport['series'][number];
type Row = Bucket & { day: string; revenue: number; net: number };
const STEP_HEADING = { day: 'Day', week: 'Week', month: 'Month' } as const;

/** Visitors, bookings and sign-ups, then revenue and net, by day, week or month: charts with their tables. */
export function KpiOverTime({ report, period }: { report: KpiReport; period: KpiExportPeriod }) {
  const step = report.granularity;
  const rows: Row[] = report.series.map((bucket) => ({
    ...bucket,
    day: bucket.bucket,
    // The chart draws whole currency units; the table keeps the cents.
    revenue: bucket.revenueCents / 100,
    net: bucket.netCents / 100,
  }));
  const active = (row: Bucket) => ACTIVITY.some((line) => row[line.name] > 0);
  const earning = (row: Bucket) => row.revenueCents !== 0 || row.netCents !== 0;
  const money = (cents: number) => formatMoneyExact(cents, report.currency);
  return (
    <>
      <OverTime
        title="Visitors and bookings over time"
        action={<KpiExportButton table="series" period={period} what="the figures over time" />}
        days={rows}
        series={ACTIVITY}
        step={step}
        chartHeight={280}
        quiet={!rows.some(active)}
        quietMessage="No visits, registrations, payments or sign-ups in this period yet. The chart fills in as they come."
        table={{
          label: `Visitors and bookings by ${step}`,
          columns: [
            { title: STEP_HEADING[step], kind: 'main', cell: (row) => stepLabel(row.day, step) },
            ...ACTIVITY.map((line) => ({
              title: line.label,
              numeric: true,
              cell: (row: Row) => formatCount(row[line.name]),
            })),
          ],
          minWidth: 560,
          rows: rows.filter(active),
        }}
      />
      <OverTime
        title="Revenue over time"
        days={rows}
        series={REVENUE}
        step={step}
        chartHeight={240}
        valueFormatter={(value) => formatMoney(Math.round(value * 100), report.currency)}
        quiet={!rows.some(earning)}
        quietMessage="No revenue in this period yet. Paid seats and advertising plans show here by the day they were paid."
        table={{
          label: `Revenue by ${step}`,
          columns: [
            { title: STEP_HEADING[step], kind: 'main', cell: (row) => stepLabel(row.day, step) },
            { title: 'Revenue', numeric: true, cell: (row) => money(row.revenueCents) },
            { title: 'Net revenue', numeric: true, cell: (row) => money(row.netCents) },
          ],
          minWidth: 420,
          rows: rows.filter(earning),
        }}
      />
    </>
  );
}
