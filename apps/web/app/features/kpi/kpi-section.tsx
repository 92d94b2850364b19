import type { KpiExportTable } from '@meridian/contracts/kpi';
import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { KpiExportButton, type KpiExportPeriod } from './kpi-export';

interface KpiSectionProps {
  title: string;
  /** What the table holds, for the export button's name ("the funnel"). */
  what: string;
  table: KpiExportTable;
  period: KpiExportPeriod;
  /** A line under the title: what the figures count. */
  intro?: string;
  /** 3 for a table inside a titled part of the page (Attendance's by session and by source). */
  level?: 2 | 3;
  children: ReactNode;
}

/** A titled table of the KPI report with its CSV export beside the title. */
export function KpiSection({ title, what, table, period, intro, level = 2, children }: KpiSectionProps) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={level} size={level === 2 ? 'h3' : 'h4'}>
          {title}
        </Title>
        <KpiExportButton table={table} period={period} what={what} />
      </Group>
      {intro ? (
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}
