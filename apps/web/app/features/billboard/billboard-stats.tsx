import type { CreativeDay } from '@meridian/contracts/billboard';
import { Group, Select, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { FiguresLine, clickThroughRate } from './figures-line';
import { ExportCsvButton } from '../../components/admin/export-csv-button';
import { dayLabel } from '../../components/charts/day-series';
import { OverTime } from '../../components/charts/over-time';
import { formatCount, formatPercent } from '../../lib/format';

/** How many UTC days the chart shows, ending today. */
const PERIOD_DAYS = 30;
const SERIES = [
  { name: 'impressions', label: 'Impressions', color: 'blue.7' },
  { name: 'clicks', label: 'Clicks', color: 'teal.8' },
] as const;

interface StatsDay {
  day: string;
  impressions: number;
  clicks: number;
}

/** The period's days, oldest first, with the chosen creatives' figures summed (zero on quiet days). */
function periodDays(rows: readonly CreativeDay[], today = new Date()): StatsDay[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const days = Array.from({ length: PERIOD_DAYS }, (_, index) => ({
    day: new Date(end - (PERIOD_DAYS - 1 - index) * 86_400_000).toISOString().slice(0, 10),
    impressions: 0,
    clicks: 0,
  }));
  const byDay = new Map(days.map((day) => [day.day, day]));
  for (const row of rows) {
    const day = byDay.get(row.day);
    if (!day) continue;
    day.impressions += row.impressions;
    day.clicks += row.clicks;
  }
  return days;
}

/**
 * Impressions, clicks and CTR over the last 30 days, for every creative or one, as a chart and a
 * table, with the CSV of every day counted (the advertiser's own creatives, or all for the admin).
 */
export function BillboardStats({
  days,
  csvPath,
  section,
}: {
  days: readonly CreativeDay[];
  csvPath: string;
  section: string;
}) {
  const [chosen, setChosen] = useState<string>('all');
  const options = useMemo(() => {
    const names = new Map(days.map((day) => [String(day.creativeId), day.name]));
    return [{ value: 'all', label: 'All creatives' }, ...[...names].map(([value, label]) => ({ value, label }))];
  }, [days]);
  const rows = chosen === 'all' ? days : days.filter((day) => String(day.creativeId) === chosen);
  const period = periodDays(rows);
  const totals = period.reduce(
    (sum, day) => ({ impressions: sum.impressions + day.impressions, clicks: sum.clicks + day.clicks }),
    {
      impressions: 0,
      clicks: 0,
    },
  );

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Select
          label="Creative"
          data={options}
          value={chosen}
          onChange={(value) => setChosen(value ?? 'all')}
          allowDeselect={false}
          w={280}
          maw="100%"
        />
        <ExportCsvButton section={section} path={csvPath} query={{}} fallbackName="billboard-stats.csv" />
      </Group>
      <FiguresLine impressions={totals.impressions} clicks={totals.clicks} label="Last 30 days" />
      <OverTime
        title="Impressions and clicks, last 30 days"
        days={period}
        series={SERIES}
        chartHeight={240}
        quiet={totals.impressions === 0 && totals.clicks === 0}
        quietMessage="No impressions or clicks in the last 30 days."
        table={{
          label: 'Impressions and clicks by day',
          columns: [
            { title: 'Day', kind: 'main', cell: (day) => dayLabel(day.day) },
            { title: 'Impressions', numeric: true, cell: (day) => formatCount(day.impressions) },
            { title: 'Clicks', numeric: true, cell: (day) => formatCount(day.clicks) },
            { title: 'CTR', numeric: true, cell: (day) => formatPercent(clickThroughRate(day)) },
          ],
          minWidth: 420,
          rows: period.filter((day) => day.impressions > 0 || day.clicks > 0).reverse(),
          newestFirst: true,
        }}
      />
    </Stack>
  );
}
