import { listAutomations, type Automation } from '@meridian/contracts/automation';
import { listSegments } from '@meridian/contracts/contacts-segments';
import { Button, Text, VisuallyHidden } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '../../components/admin/data-table';
import { openRowColumn } from '../../components/admin/open-row-column';
import { LoadError } from '../../components/admin/load-error';
import { Stamp } from '../../components/admin/stamp';
import { StatusBadge } from '../../components/admin/status-badge';
import { errorMessage } from '../../lib/error-message';
import { useEndpointQuery } from '../../lib/use-endpoint-query';
import { SEQUENCE_STATUS, segmentSummary, triggerSummary } from './automation-labels';

interface AutomationListProps {
  /** Admins see whose sequence it is. */
  showOwner: boolean;
  zone: string;
  empty: ReactNode;
}

function columns(
  showOwner: boolean,
  zone: string,
  segmentNames: ReadonlyMap<number, string> | undefined,
): DataColumn<Automation>[] {
  return [
    openRowColumn({ title: 'Name', maxWidth: 260, name: (sequence) => sequence.name }),
    ...(showOwner ? [{ title: 'Owner', maxWidth: 160, cell: (sequence: Automation) => sequence.ownerName }] : []),
    {
      title: 'Starts when',
      maxWidth: 220,
      cell: (sequence) => {
        const segment = segmentSummary(sequence.segmentId, segmentNames);
        return (
          <>
            <Text size="sm">{triggerSummary(sequence)}</Text>
            {segment ? (
              <Text size="sm" c="dimmed">
                {segment}
              </Text>
            ) : null}
          </>
        );
      },
    },
    { title: 'Status', cell: (sequence) => <StatusBadge {...SEQUENCE_STATUS[sequence.status]} /> },
    { title: 'Version', numeric: true, cell: (sequence) => sequence.version },
    { title: 'In progress', numeric: true, cell: (sequence) => sequence.runs.active },
    { title: 'Finished', numeric: true, cell: (sequence) => sequence.runs.completed + sequence.runs.exited },
    { title: 'Last edited', cell: (sequence) => <Stamp iso={sequence.updatedAt} zone={zone} /> },
    {
      title: 'Actions',
      kind: 'actions',
      cell: (sequence) => (
        <Button component={Link} to={`?runs=${sequence.id}`} variant="default" size="xs">
          Runs<VisuallyHidden> of {sequence.name}</VisuallyHidden>
        </Button>
      ),
    },
  ];
}

/** The caller's sequences (everyone's for an admin): name, trigger, status, version and runs. */
export function AutomationList({ showOwner, zone, empty }: AutomationListProps) {
  const sequences = useEndpointQuery(listAutomations);
  // An admin's list holds every sender's sequences, so their segments' names too.
  const segments = useEndpointQuery(
    listSegments,
    { query: { scope: showOwner ? 'all' : 'own' } },
    { staleTime: 30_000 },
  );
  const segmentNames = useMemo(
    () => (segments.data ? new Map(segments.data.map((segment) => [segment.id, segment.name])) : undefined),
    [segments.data],
  );
  if (sequences.error) {
    return (
      <LoadError
        title="Sequences"
        message={errorMessage(sequences.error, 'Your sequences could not be loaded.')}
        onRetry={() => void sequences.refetch()}
      />
    );
  }
  return (
    <DataTable
      label="Sequences"
      columns={columns(showOwner, zone, segmentNames)}
      rowKey={(sequence) => sequence.id}
      sort={{ column: 'Last edited', direction: 'descending', caption: 'Most recently edited first' }}
      minWidth={showOwner ? 1000 : 860}
      rows={sequences.data?.items}
      loading={sequences.isFetching}
      empty={empty}
    />
  );
}
