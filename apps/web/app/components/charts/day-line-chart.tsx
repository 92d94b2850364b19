import '@mantine/charts/styles.layer.css';
import { LineChart } from '@mantine/charts';
import { dayLabel, type DayRow, type DaySeries } from './day-series';

export interface DayLineChartProps {
  days: readonly DayRow[];
  series: readonly DaySeries[];
  height: number;
}

/** Lines over days (a lazy chunk: the charts library loads only where a chart is shown). */
export default function DayLineChart({ days, series, height }: DayLineChartProps) {
  return (
    <LineChart
      h={height}
      data={days.map((day) => ({ ...day, label: dayLabel(day.day) }))}
      dataKey="label"
      series={series.map((line) => ({ ...line }))}
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
