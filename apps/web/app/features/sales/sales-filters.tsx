import { getSalesSummary, type SalesPeriod } from '@meridian/contracts/payments';
import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { SalesRange } from './use-sales-data';

const PERIODS: { value: SalesPeriod; label: string }[] = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
];

interface SalesFiltersProps {
  period: SalesPeriod;
  onPeriod: (period: SalesPeriod) => void;
  /** Called with a range the shared schema accepts; a bad one stays in the fields with its message. */
  onRange: (range: SalesRange) => void;
}

/** Totals by Day / Week / Month, over an optional From–To range of paid dates (UTC). */
export function SalesFilters({ period, onPeriod, onRange }: SalesFiltersProps) {
  const [typed, setTyped] = useState({ from: '', to: '' });
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});

  function change(field: 'from' | 'to', value: string) {
    const next = { ...typed, [field]: value };
    setTyped(next);
    const range: SalesRange = { ...(next.from ? { from: next.from } : {}), ...(next.to ? { to: next.to } : {}) };
    const checked = getSalesSummary.query?.safeParse({ period, ...range });
    if (!checked || checked.success) {
      setErrors({});
      onRange(range);
      return;
    }
    const found: { from?: string; to?: string } = {};
    for (const issue of checked.error.issues) {
      const key = issue.path[0];
      if ((key === 'from' || key === 'to') && !found[key]) found[key] = issue.message;
    }
    setErrors(found);
  }

  return (
    <Group align="flex-end" gap="md">
      <SegmentedControl
        aria-label="Totals by"
        data={PERIODS}
        value={period}
        onChange={(value) => onPeriod(value as SalesPeriod)}
      />
      {(['from', 'to'] as const).map((field) => (
        <TextInput
          key={field}
          label={field === 'from' ? 'From' : 'To'}
          type="date"
          value={typed[field]}
          error={errors[field]}
          onChange={(event) => change(field, event.currentTarget.value)}
          w={{ base: '100%', xs: 170 }}
        />
      ))}
    </Group>
  );
}
