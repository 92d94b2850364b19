import { Table } from '@mantine/core';
import { dayLabel } from '../../components/charts/day-series';
import { OverTime } from '../../components/charts/over-time';
import { formatCount } from '../../lib/format';
import { ENGAGEMENT_SERIES, type EngagementDay } from './engagement-series';

/** Sent, opens, clicks, unsubscribes and bounces day by day: the chart and the same numbers as a table. */
export function EngagementOverTime({ days, title = 'Over time' }: { days: readonly EngagementDay[]; title?: string }) {
  return (
    <OverTime
      title={title}
      days={days}
      series={ENGAGEMENT_SERIES}
      chartHeight={280}
      quiet={days.length === 0}
      quietMessage="Nothing was sent, opened or clicked on these days."
      table={{
        label: 'Numbers by day',
        columns: ['Day', ...ENGAGEMENT_SERIES.map((series) => series.label)],
        minWidth: 560,
        rows: [...days],
        row: (day) => (
          <Table.Tr key={day.day}>
            <Table.Td>{dayLabel(day.day)}</Table.Td>
            {ENGAGEMENT_SERIES.map((series) => (
              <Table.Td key={series.name}>{formatCount(day[series.name])}</Table.Td>
            ))}
          </Table.Tr>
        ),
      }}
    />
  );
}
