import { listAutomations } from '@meridian/contracts/automation';
import { Anchor, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../components/admin/data-table';
import { LoadError } from '../../components/admin/load-error';
import { StatusBadge } from '../../components/admin/status-badge';
import { errorMessage } from '../../lib/error-message';
import { useEndpointQuery } from '../../lib/use-endpoint-query';
import { SEQUENCE_STATUS, triggerSummary } from './automation-labels';

interface AutomationListProps {
  listNames: ReadonlyMap<number, string>;
  /** Admins see whose sequence it is. */
  showOwner: boolean;
  empty: ReactNode;
}

/** The caller's sequences (everyone's for an admin): name, trigger, status, version and runs. */
export function AutomationList({ listNames, showOwner, empty }: AutomationListProps) {
  const sequences = useEndpointQuery(listAutomations);
  if (sequences.error) {
    return (
      <LoadError
        title="Sequences"
        message={errorMessage(sequences.error, 'Your sequences could not be loaded.')}
        onRetry={() => void sequences.refetch()}
      />
    );
  }
  const columns = ['Name', 'Starts when', 'Status', 'Version', 'In progress', 'Finished', ''];
  if (showOwner) columns.splice(1, 0, 'Owner');
  return (
    <DataTable
      label="Sequences"
      columns={columns}
      minWidth={showOwner ? 900 : 760}
      rows={sequences.data?.items}
      loading={sequences.isFetching}
      empty={empty}
    >
      {(sequence) => (
        <Table.Tr key={sequence.id}>
          <Table.Td miw={180} maw={280}>
            <Anchor component={Link} to={`?id=${sequence.id}`} fw={600} style={{ wordBreak: 'break-word' }}>
              {sequence.name}
            </Anchor>
          </Table.Td>
          {showOwner ? <Table.Td>{sequence.ownerName}</Table.Td> : null}
          <Table.Td>
            <Text size="sm">{triggerSummary(sequence.trigger, listNames)}</Text>
          </Table.Td>
          <Table.Td>
            <StatusBadge {...SEQUENCE_STATUS[sequence.status]} />
          </Table.Td>
          <Table.Td>{sequence.version}</Table.Td>
          <Table.Td>{sequence.runs.active}</Table.Td>
          <Table.Td>{sequence.runs.completed + sequence.runs.exited}</Table.Td>
          <Table.Td>
            <Button component={Link} to={`?runs=${sequence.id}`} variant="default" size="xs">
              Runs<VisuallyHidden> of {sequence.name}</VisuallyHidden>
            </Button>
          </Table.Td>
        </Table.Tr>
      )}
    </DataTable>
  );
}
