import { getEmailKpi } from '@meridian/contracts/campaigns';
import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { KpiPeriod, KpiPreset } from './kpi-period';

const PRESETS: { value: KpiPreset; label: string }[] = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: 'custom', label: 'Custom' },
];

/** Last 7 / 30 / 90 days, or From–To (UTC days); a date the contract refuses stays typed with its message. */
export function KpiPeriodPicker({ period, onChange }: { period: KpiPeriod; onChange: (period: KpiPeriod) => void }) {
  const [typed, setTyped] = useState({ from: period.from, to: period.to });
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});

  function change(field: 'from' | 'to', value: string) {
    const next = { ...typed, [field]: value };
    setTyped(next);
    const query = { ...(next.from ? { from: next.from } : {}), ...(next.to ? { to: next.to } : {}) };
    const checked = getEmailKpi.query?.safeParse(query);
    const found: { from?: string; to?: string } = {};
    for (const issue of checked && !checked.success ? checked.error.issues : []) {
      const key = issue.path[0];
      if ((key === 'from' || key === 'to') && !found[key]) found[key] = issue.message;
    }
    if (!found.from && next.from && next.to && next.from > next.to) found.to = 'To must be on or after From';
    setErrors(found);
    if (!found.from && !found.to) onChange({ preset: 'custom', ...next });
  }

  return (
    <Group align="flex-end" gap="md">
      <SegmentedControl
        aria-label="Period"
        data={PRESETS}
        value={period.preset}
        onChange={(value) => onChange({ ...period, preset: value as KpiPreset, ...typed })}
      />
      {period.preset === 'custom'
        ? (['from', 'to'] as const).map((field) => (
            <TextInput
              key={field}
              label={field === 'from' ? 'From' : 'To'}
              type="date"
              value={typed[field]}
              error={errors[field]}
              onChange={(event) => change(field, event.currentTarget.value)}
              w={{ base: '100%', xs: 170 }}
            />
          ))
        : null}
    </Group>
  );
}
