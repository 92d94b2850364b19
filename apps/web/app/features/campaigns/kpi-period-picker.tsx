import { getEmailKpi } from '@meridian/contracts/campaigns';
import { Group, SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { DateRangeFields } from '../../components/admin/date-range-fields';
import type { KpiPeriod, KpiPreset } from './kpi-period';

const PRESETS: { value: KpiPreset; label: string }[] = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: 'custom', label: 'Custom' },
];

/** The contract leaves the order to the page; worded as the Sales dates say it. */
const RANGE_ORDER_MESSAGE = 'The end date must not be before the start date';

/** Last 7 / 30 / 90 days, or From–To (UTC days); a date the contract refuses stays typed with its message. */
export function KpiPeriodPicker({ period, onChange }: { period: KpiPeriod; onChange: (period: KpiPeriod) => void }) {
  // The custom dates last typed, kept while a preset is chosen.
  const [custom, setCustom] = useState({ from: period.from, to: period.to });
  return (
    <Group align="flex-end" gap="md">
      <SegmentedControl
        aria-label="Period"
        data={PRESETS}
        value={period.preset}
        onChange={(value) => onChange({ preset: value as KpiPreset, ...custom })}
      />
      {period.preset === 'custom' ? (
        <DateRangeFields
          schema={getEmailKpi.query}
          orderMessage={RANGE_ORDER_MESSAGE}
          initial={custom}
          onRange={(range) => {
            const next = { from: range.from ?? '', to: range.to ?? '' };
            setCustom(next);
            onChange({ preset: 'custom', ...next });
          }}
        />
      ) : null}
    </Group>
  );
}
