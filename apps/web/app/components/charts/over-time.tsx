import { Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { DataTable, type DataColumn } from '../admin/data-table';
import type { DayRow, DaySeries, Step } from './day-series';

const DayLineChart = lazy(() => import('./day-line-chart'));

export interface OverTimeProps<T extends DayRow> {
  title: string;
  days: readonly T[];
  series: readonly DaySeries[];
  chartHeight: number;
  /** Shown instead of the chart when nothing happened in the period. */
  quietMessage: string;
  quiet: boolean;
  table: {
    label: string;
    /** The first is the row's day (week, month). */
    columns: DataColumn<T>[];
    minWidth: number;
    rows: T[];
    /** The table's rows run oldest first unless told. */
    newestFirst?: boolean;
  };
  /** A row per day unless told (the admin KPI charts by week or month too). */
  step?: Step;
  /** How the chart writes a value (money); whole counts unless told. */
  valueFormatter?: (value: number) => string;
  /** Beside the title: the section's export. */
  action?: ReactNode;
}

/**
 * A period day by day (or week, or month): the chart, and the same numbers as a table for screen
 * readers and for anyone who wants exact figures (the chart itself is hidden from assistive
 * technology and the keyboard).
 */
export function OverTime<T extends DayRow>({
  title,
  days,
  series,
  chartHeight,
  quietMessage,
  quiet,
  table,
  step = 'day',
  valueFormatter,
  action,
}: OverTimeProps<T>) {
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        {action}
      </Group>
      {quiet ? (
        <Text c="dimmed">{quietMessage}</Text>
      ) : (
        <>
          <Paper withBorder radius="md" p="md" aria-hidden inert>
            <Suspense fallback={<Loader size="sm" />}>
              <DayLineChart
                days={days}
                series={series}
                height={chartHeight}
                step={step}
                valueFormatter={valueFormatter}
              />
            </Suspense>
          </Paper>
          <details>
            <summary>
              <Text component="span" size="sm" fw={600}>
                The numbers by {step}
              </Text>
            </summary>
            <DataTable
              label={table.label}
              columns={table.columns}
              rowKey={(row) => row.day}
              sort={{
                column: table.columns[0]?.title,
                direction: table.newestFirst ? 'descending' : 'ascending',
                caption: table.newestFirst ? `Latest ${step} first` : `Earliest ${step} first`,
              }}
              minWidth={table.minWidth}
              rows={table.rows}
              loading={false}
            />
          </details>
        </>
      )}
    </Stack>
  );
}
