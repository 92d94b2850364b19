import { Table } from '@mantine/core';
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
        columns: ['Day', 'Clicks', 'Paid conversions', 'Commission earned'],
        minWidth: 480,
        rows: days.filter((day) => day.clicks > 0 || day.conversions > 0),
        row: (day) => (
          <Table.Tr key={day.day}>
            <Table.Td>{dayLabel(day.day)}</Table.Td>
            <Table.Td>{formatCount(day.clicks)}</Table.Td>
            <Table.Td>{formatCount(day.conversions)}</Table.Td>
            <Table.Td>{formatMoneyExact(day.commissionCents, currency)}</Table.Td>
          </Table.Tr>
        ),
      }}
    />
  );
}
