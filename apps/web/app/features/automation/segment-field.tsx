import { listSegments } from '@meridian/contracts/contacts-segments';
import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { errorMessage } from '../../lib/error-message';
import type { ContractForm } from '../../lib/forms/use-contract-form';
import { useEndpointQuery } from '../../lib/use-endpoint-query';
import type { AutomationValues } from './automation-values';

interface SegmentFieldProps {
  form: ContractForm<AutomationValues, unknown>;
  /** Whose segments may be chosen: the sequence's owner (an admin editing sees that owner's). */
  ownerId: number;
  own: boolean;
}

/** "Only people in segment": one of the owner's saved segments, or everyone the trigger starts. */
export function SegmentField({ form, ownerId, own }: SegmentFieldProps) {
  const segments = useEndpointQuery(listSegments, { query: { scope: own ? 'own' : 'all' } }, { staleTime: 30_000 });
  const items = useMemo(
    () =>
      (segments.data ?? [])
        .filter((segment) => segment.ownerId === ownerId)
        .map((segment) => ({ value: String(segment.id), label: segment.name })),
    [segments.data, ownerId],
  );
  const input = form.getInputProps('segmentId');
  const chosen = form.getValues().segmentId;
  // A segment deleted since (a paused sequence keeps its id) still shows as chosen until changed.
  const gone = chosen !== '' && segments.data && !items.some((item) => item.value === chosen);
  return (
    <Select
      label="Only people in segment"
      description="Checked when the trigger fires: people outside the segment do not start the sequence."
      data={[
        { value: '', label: 'Everyone the trigger starts' },
        ...items,
        ...(gone ? [{ value: chosen, label: 'A deleted segment' }] : []),
      ]}
      allowDeselect={false}
      searchable
      nothingFoundMessage="No segment matches"
      {...input}
      error={
        input.error ?? (segments.error ? errorMessage(segments.error, 'Your segments could not be loaded.') : null)
      }
    />
  );
}
