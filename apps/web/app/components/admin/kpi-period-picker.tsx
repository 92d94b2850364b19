import { Group, SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import type { ContractSchema } from '../../lib/forms/contract-schema';
import { DateRangeFields } from './date-range-fields';
import type { KpiPeriod, KpiPreset } from './kpi-period';

const PRESETS: { value: KpiPreset; label: string }[] = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: 'custom', label: 'Custom' },
];

/** The contract leaves the order to the page; worded as the Sales dates say it. */
const RANGE_ORDER_MESSAGE = 'The end date must not be before the start date';

interface KpiPeriodPickerProps {
  period: KpiPeriod;
  onChange: (period: KpiPeriod) => void;
  /** The KPI's query schema, checking typed dates (the email KPI's, the affiliate KPI's). */
  schema: ContractSchema | undefined;
}

/**
 * Last 7 / 30 / 90 days, or From–To (UTC days) for a KPI section; a date the contract refuses stays
 * typed with its message.
 */
export function KpiPeriodPicker({ period, onChange, schema }: KpiPeriodPickerProps) {
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
          schema={schema}
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
