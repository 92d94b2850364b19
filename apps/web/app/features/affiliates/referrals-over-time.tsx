import { OverTime } from '../../components/charts/over-time';
import { dayLabel } from '../../components/charts/day-series';
import { formatCount, formatMoneyExact } from '../../lib/format';
import { REFERRAL_SERIES, type ReferralDay } from './referral-series';

/** The period day by day: the chart, and the same numbers (with commission) as a table for exact figures. */
export function ReferralsOverTime({ days, currency }: { days: readonly ReferralDay[]; currency: string }) {
  return (
    <OverTime
      title="Over time"
      days={days}
      series={REFERRAL_SERIES}
      chartHeight={260}
      quiet={days.every((day) => day.clicks === 0 && day.conversions === 0)}
      quietMessage="No clicks or paid conversions on these days."
      table={{
        label: 'Referrals by day',
        columns: [
          { title: 'Day', kind: 'main', cell: (day) => dayLabel(day.day) },
          { title: 'Clicks', numeric: true, cell: (day) => formatCount(day.clicks) },
          { title: 'Paid conversions', numeric: true, cell: (day) => formatCount(day.conversions) },
          {
            title: 'Commission earned',
            numeric: true,
            cell: (day) => formatMoneyExact(day.commissionCents, currency),
          },
        ],
        minWidth: 480,
        rows: days.filter((day) => day.clicks > 0 || day.conversions > 0),
      }}
    />
  );
}
