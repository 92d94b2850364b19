import { Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { DataTable } from '../../components/admin/data-table';
import { formatCount, formatMoneyExact } from '../../lib/format';
import { referralDayLabel, type ReferralDay } from './referral-series';

const ReferralChart = lazy(() => import('./referral-chart'));

/** The period day by day: the chart, and the same numbers (with commission) as a table for exact figures. */
export function ReferralsOverTime({ days, currency }: { days: readonly ReferralDay[]; currency: string }) {
  const quiet = days.every((day) => day.clicks === 0 && day.conversions === 0);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Over time
      </Title>
      {quiet ? (
        <Text c="dimmed">No clicks or paid conversions on these days.</Text>
      ) : (
        <>
          <Paper withBorder radius="md" p="md" aria-hidden inert>
            <Suspense fallback={<Loader size="sm" />}>
              <ReferralChart days={days} />
            </Suspense>
          </Paper>
          <details>
            <summary>
              <Text component="span" size="sm" fw={600}>
                The numbers by day
              </Text>
            </summary>
            <DataTable
              label="Referrals by day"
              columns={['Day', 'Clicks', 'Paid conversions', 'Commission earned']}
              minWidth={480}
              rows={days.filter((day) => day.clicks > 0 || day.conversions > 0)}
              loading={false}
            >
              {(day) => (
                <Table.Tr key={day.day}>
                  <Table.Td>{referralDayLabel(day.day)}</Table.Td>
                  <Table.Td>{formatCount(day.clicks)}</Table.Td>
                  <Table.Td>{formatCount(day.conversions)}</Table.Td>
                  <Table.Td>{formatMoneyExact(day.commissionCents, currency)}</Table.Td>
                </Table.Tr>
              )}
            </DataTable>
          </details>
        </>
      )}
    </Stack>
  );
}
