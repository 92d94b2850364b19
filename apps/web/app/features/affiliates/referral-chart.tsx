import '@mantine/charts/styles.layer.css';
import { LineChart } from '@mantine/charts';
import { REFERRAL_SERIES, referralDayLabel, type ReferralDay } from './referral-series';

/** Clicks and paid conversions by day (a lazy chunk: the charts library loads only here). */
export default function ReferralChart({ days }: { days: readonly ReferralDay[] }) {
  return (
    <LineChart
      h={260}
      data={days.map((day) => ({ ...day, label: referralDayLabel(day.day) }))}
      dataKey="label"
      series={REFERRAL_SERIES.map((series) => ({ ...series }))}
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
