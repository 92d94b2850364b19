import { getKpiReport, type KpiGranularity } from '@meridian/contracts/kpi';
import { Group, NativeSelect, SegmentedControl, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { DateRangeFields } from '../../components/admin/date-range-fields';
import { KPI_PRESET_LABELS, KPI_PRESETS, type KpiPresetName, type KpiView } from './kpi-view';

const STEPS: { value: KpiGranularity; label: string }[] = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
];

interface KpiPeriodBarProps {
  view: KpiView;
  /** The dates on screen: a custom range starts from them. */
  range: { from: string; to: string } | null;
  /** `typing`: a date typed into a custom range (replaces the history entry instead of adding one). */
  onChange: (view: KpiView, typing?: boolean) => void;
}

/**
 * The period (presets or a custom From–To, checked by the report's contract), the comparison with the
 * period just before, and the chart's step.
 */
export function KpiPeriodBar({ view, range, onChange }: KpiPeriodBarProps) {
  // Dates that come back with the address (back, forward) start the fields again; typing does not.
  const location = useLocation();
  const navigationType = useNavigationType();
  const [seen, setSeen] = useState({ location: location.key, fields: location.key });
  if (seen.location !== location.key) {
    setSeen({ location: location.key, fields: navigationType === 'POP' ? location.key : seen.fields });
  }

  function choose(preset: KpiPresetName) {
    // A custom range opens on the dates on screen, ready to change.
    const dates = preset === 'custom' && range ? range : { from: '', to: '' };
    onChange({ ...view, preset, ...dates });
  }

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="md">
        <NativeSelect
          label="Period"
          data={KPI_PRESETS.map((value) => ({ value, label: KPI_PRESET_LABELS[value] }))}
          value={view.preset}
          onChange={(event) => choose(event.currentTarget.value as KpiPresetName)}
          w={{ base: '100%', xs: 200 }}
        />
        {view.preset === 'custom' && range ? (
          <DateRangeFields
            key={seen.fields}
            schema={getKpiReport.query}
            extra={{ granularity: view.granularity }}
            initial={{ from: view.from || range.from, to: view.to || range.to }}
            onRange={(dates) => onChange({ ...view, from: dates.from ?? '', to: dates.to ?? '' }, true)}
          />
        ) : null}
      </Group>
      <Group align="center" gap="lg">
        <SegmentedControl
          aria-label="Chart by"
          data={STEPS}
          value={view.granularity}
          onChange={(value) => onChange({ ...view, granularity: value as KpiGranularity })}
        />
        <Switch
          label="Compare with the previous period"
          checked={view.compare}
          onChange={(event) => onChange({ ...view, compare: event.currentTarget.checked })}
        />
      </Group>
    </Stack>
  );
}
