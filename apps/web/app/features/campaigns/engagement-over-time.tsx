import { Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { DataTable } from '../../components/admin/data-table';
import { formatCount } from '../../lib/format';
import { dayLabel, ENGAGEMENT_SERIES, type EngagementDay } from './engagement-series';

const EngagementChart = lazy(() => import('./engagement-chart'));

/**
 * The chart over time, with the same numbers as a table for screen readers and for anyone who
 * wants exact figures (the chart itself is hidden from assistive technology and the keyboard).
 */
export function EngagementOverTime({ days, title = 'Over time' }: { days: readonly EngagementDay[]; title?: string }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {title}
      </Title>
      {days.length === 0 ? (
        <Text c="dimmed">Nothing was sent, opened or clicked on these days.</Text>
      ) : (
        <>
          <Paper withBorder radius="md" p="md" aria-hidden inert>
            <Suspense fallback={<Loader size="sm" />}>
              <EngagementChart days={days} />
            </Suspense>
          </Paper>
          <details>
            <summary>
              <Text component="span" size="sm" fw={600}>
                The numbers by day
              </Text>
            </summary>
            <DataTable
              label="Numbers by day"
              columns={['Day', ...ENGAGEMENT_SERIES.map((series) => series.label)]}
              minWidth={560}
              rows={[...days]}
              loading={false}
            >
              {(day) => (
                <Table.Tr key={day.day}>
                  <Table.Td>{dayLabel(day.day)}</Table.Td>
                  {ENGAGEMENT_SERIES.map((series) => (
                    <Table.Td key={series.name}>{formatCount(day[series.name])}</Table.Td>
                  ))}
                </Table.Tr>
              )}
            </DataTable>
          </details>
        </>
      )}
    </Stack>
  );
}
