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
        columns: [
          { title: 'Day', kind: 'main', cell: (day) => dayLabel(day.day) },
          ...ENGAGEMENT_SERIES.map((series) => ({
            title: series.label,
            numeric: true,
            cell: (day: EngagementDay) => formatCount(day[series.name]),
          })),
        ],
        minWidth: 560,
        rows: [...days],
      }}
    />
  );
}
