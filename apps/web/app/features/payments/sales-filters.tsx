import { getSalesSummary, type SalesPeriod } from '@meridian/contracts/payments';
import { Group, SegmentedControl } from '@mantine/core';
import { DateRangeFields } from '../../components/admin/date-range-fields';
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
  return (
    <Group align="flex-end" gap="md">
      <SegmentedControl
        aria-label="Totals by"
        data={PERIODS}
        value={period}
        onChange={(value) => onPeriod(value as SalesPeriod)}
      />
      <DateRangeFields schema={getSalesSummary.query} extra={{ period }} onRange={onRange} />
    </Group>
  );
}
