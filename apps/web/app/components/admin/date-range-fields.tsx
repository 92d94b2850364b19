import { TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ContractSchema } from '../../lib/forms/contract-schema';

export interface DateRange {
  from?: string;
  to?: string;
}

interface DateRangeFieldsProps {
  /** The query schema the range goes into, with what else it needs (`extra`), checking the typed dates. */
  schema: ContractSchema | undefined;
  extra?: Record<string, unknown>;
  /** For a contract that does not check the order itself: the message for an end before the start. */
  orderMessage?: string;
  initial?: { from: string; to: string };
  /** Called with a range the schema accepts; a refused one stays in the fields with its message. */
  onRange: (range: DateRange) => void;
}

/** From and To day fields (UTC days) for an admin section's filters: the Sales totals, the email KPI. */
export function DateRangeFields({ schema, extra = {}, orderMessage, initial, onRange }: DateRangeFieldsProps) {
  const [typed, setTyped] = useState(initial ?? { from: '', to: '' });
  const [errors, setErrors] = useState<DateRange>({});

  function change(field: 'from' | 'to', value: string) {
    const next = { ...typed, [field]: value };
    setTyped(next);
    const range: DateRange = { ...(next.from ? { from: next.from } : {}), ...(next.to ? { to: next.to } : {}) };
    const checked = schema?.safeParse({ ...extra, ...range });
    const found: DateRange = {};
    for (const issue of checked && !checked.success ? checked.error.issues : []) {
      const key = issue.path[0];
      if ((key === 'from' || key === 'to') && !found[key]) found[key] = issue.message;
    }
    if (orderMessage && !found.from && !found.to && next.from && next.to && next.from > next.to)
      found.to = orderMessage;
    setErrors(found);
    if (!found.from && !found.to) onRange(range);
  }

  return (['from', 'to'] as const).map((field) => (
    <TextInput
      key={field}
      label={field === 'from' ? 'From' : 'To'}
      type="date"
      value={typed[field]}
      error={errors[field]}
      onChange={(event) => change(field, event.currentTarget.value)}
      w={{ base: '100%', xs: 170 }}
    />
  ));
}
