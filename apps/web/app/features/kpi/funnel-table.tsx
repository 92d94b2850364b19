import {
  KPI_FUNNEL_BASE,
  KPI_FUNNEL_LABELS,
  KPI_FUNNEL_STEPS,
  type KpiFunnelStep,
  type KpiReport,
} from '@meridian/contracts/kpi';
import { Text } from '@mantine/core';
import { DataTable, type DataColumn } from '../../components/admin/data-table';
import { formatCount } from '../../lib/format';
import { shareOf } from './kpi-change';

/** "Opened the RSVP form" → "opened the RSVP form": a step's name inside a sentence. */
const lowerFirst = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/**
 * Visitors → opened the RSVP form → registered → paid → attended → watched the replay, with each
 * step's conversion (of the step before; attendance and replays of the paid seats) and its share of
 * visitors; an explanation instead of bare zeros when no visit was counted.
 */
export function FunnelTable({ report }: { report: KpiReport }) {
  const { funnel } = report.totals;
  const previous = report.previousTotals?.funnel;
  const base = (step: KpiFunnelStep) => KPI_FUNNEL_BASE[step];
  const columns: DataColumn<KpiFunnelStep>[] = [
    { title: 'Step', kind: 'main', cell: (step) => KPI_FUNNEL_LABELS[step] },
    { title: 'People', numeric: true, cell: (step) => formatCount(funnel[step]) },
    {
      title: 'Conversion',
      numeric: true,
      cell: (step) => {
        const of = base(step);
        return of === null ? '—' : `${shareOf(funnel[step], funnel[of])} of ${lowerFirst(KPI_FUNNEL_LABELS[of])}`;
      },
    },
    {
      title: 'Of visitors',
      numeric: true,
      cell: (step) => (step === KPI_FUNNEL_STEPS[0] ? '—' : shareOf(funnel[step], funnel.visitors)),
    },
    ...(previous
      ? [{ title: 'Previous period', numeric: true, cell: (step: KpiFunnelStep) => formatCount(previous[step]) }]
      : []),
  ];
  return (
    <>
      {funnel.visitors === 0 ? (
        <Text size="sm" c="dimmed" role="status">
          No visits in this period yet. Visits are counted from the public pages (never the panels), without cookies;
          visitors who ask not to be tracked, bots and signed-in staff are left out.
        </Text>
      ) : null}
      <DataTable
        label="Funnel"
        columns={columns}
        rowKey={(step) => step}
        sort={null}
        minWidth={previous ? 720 : 600}
        rows={[...KPI_FUNNEL_STEPS]}
        loading={false}
      />
    </>
  );
}
