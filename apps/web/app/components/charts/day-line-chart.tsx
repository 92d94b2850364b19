import '@mantine/charts/styles.layer.css';
import { LineChart } from '@mantine/charts';
import { axisLabel, type DayRow, type DaySeries, type Step } from './day-series';

export interface DayLineChartProps {
  days: readonly DayRow[];
  series: readonly DaySeries[];
  height: number;
  /** Days unless told: a row per week or month labels the axis by its first day or its month. */
  step?: Step;
  /** How the tooltip and the axis write a value (money); whole counts unless told. */
  valueFormatter?: (value: number) => string;
}

/** Lines over days, weeks or months (a lazy chunk: the charts library loads only where a chart is shown). */
export default function DayLineChart({ days, series, height, step = 'day', valueFormatter }: DayLineChartProps) {
  return (
    <LineChart
      h={height}
      data={days.map((day) => ({ ...day, label: axisLabel(day.day, step) }))}
      dataKey="label"
      series={series.map((line) => ({ ...line }))}
      curveType="monotone"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      tickLine="y"
      gridAxis="y"
      withDots={days.length <= 31}
      yAxisProps={{ allowDecimals: valueFormatter !== undefined }}
      valueFormatter={valueFormatter}
    />
  );
}
