import { listSegments, previewSegment } from '@meridian/contracts/contacts-segments';
import { Loader, Select, Text } from '@mantine/core';
import { useMemo } from 'react';
import { errorMessage } from '../../lib/error-message';
import { formatCount } from '../../lib/format';
import { useEndpointQuery } from '../../lib/use-endpoint-query';

interface AudienceSegmentProps {
  /** Whose segments may be chosen: the campaign's sender (an admin editing sees that sender's). */
  ownerId: number;
  own: boolean;
  /** The chosen segment's id as text, '' for none. */
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

/** Who the chosen segment holds now: the subscribed contacts a send would take at this moment. */
function SegmentCount({ segment }: { segment: { id: number; match: 'all' | 'any'; rules: unknown[] } }) {
  const preview = useEndpointQuery(
    previewSegment,
    { body: { segmentId: segment.id, match: segment.match, rules: segment.rules as never } },
    { staleTime: 10_000 },
  );
  if (preview.error)
    return (
      <Text size="sm" c="red.9">
        {errorMessage(preview.error, 'The segment could not be counted.')}
      </Text>
    );
  if (!preview.data) return <Loader size="xs" aria-label="Counting the segment" />;
  const { mailable } = preview.data;
  return (
    <Text size="sm" data-testid="segment-recipients">
      {mailable === 1 ? '1 subscribed contact' : `${formatCount(mailable)} subscribed contacts`} in this segment now.
      Whoever matches when the campaign sends receives it.
    </Text>
  );
}

/** The audience's segment: one of the sender's saved segments, evaluated when the campaign sends. */
export function AudienceSegment({ ownerId, own, value, onChange, error }: AudienceSegmentProps) {
  const segments = useEndpointQuery(listSegments, { query: { scope: own ? 'own' : 'all' } }, { staleTime: 30_000 });
  const items = useMemo(
    () => (segments.data ?? []).filter((segment) => segment.ownerId === ownerId),
    [segments.data, ownerId],
  );
  const chosen = items.find((segment) => String(segment.id) === value);
  return (
    <>
      <Select
        mt="sm"
        label="Segment"
        placeholder={items.length === 0 ? 'No segments yet' : 'Choose a segment'}
        data={items.map((segment) => ({ value: String(segment.id), label: segment.name }))}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        clearable
        searchable
        nothingFoundMessage="No segment matches"
        error={error ?? (segments.error ? errorMessage(segments.error, 'Your segments could not be loaded.') : null)}
      />
      {chosen ? <SegmentCount segment={chosen} /> : null}
    </>
  );
}
