import '@mantine/charts/styles.layer.css';
import { LineChart } from '@mantine/charts';
import { dayLabel, ENGAGEMENT_SERIES, type EngagementDay } from './engagement-series';

/** The day-by-day lines (a lazy chunk: the charts library loads only where a chart is shown). */
export default function EngagementChart({ days }: { days: readonly EngagementDay[] }) {
  return (
    <LineChart
      h={280}
      data={days.map((day) => ({ ...day, label: dayLabel(day.day) }))}
      dataKey="label"
      series={ENGAGEMENT_SERIES.map((series) => ({ ...series }))}
      curveType="monotone"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      tickLine="y"
      gridAxis="y"
      withDots={days.length <= 31}
      yAxisProps={{ allowDecimals: false }}
    />
  );
}
