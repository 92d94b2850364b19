import { getContactImport, type ContactImport, type ImportRowProblem } from '@meridian/contracts/contacts-imports';
import { Progress, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useEndpointQuery } from '../../lib/use-endpoint-query';
import { importPercent } from './import-mapping';
import { FormError } from '../../components/form-error';

const finished = (state: ContactImport | undefined) => state?.status === 'done' || state?.status === 'failed';

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text size="xl" fw={700}>
        {value.toLocaleString('en-US')}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </div>
  );
}

function ProblemRows({ title, rows, more }: { title: string; rows: ImportRowProblem[]; more: number }) {
  if (rows.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Table.ScrollContainer minWidth={300} mah={220} type="native" tabIndex={0} role="region" aria-label={title}>
        <Table withTableBorder verticalSpacing={4} fz="sm" aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Row</Table.Th>
              <Table.Th scope="col">Email</Table.Th>
              <Table.Th scope="col">Reason</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.row}>
                <Table.Td>{row.row}</Table.Td>
                <Table.Td>{row.email}</Table.Td>
                <Table.Td>{row.reason}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {more > rows.length ? (
        <Text size="xs" c="dimmed">
          The first {rows.length} of {more.toLocaleString('en-US')} are listed.
        </Text>
      ) : null}
    </Stack>
  );
}

/** Step 3: the progress bar (polled every second) and, once done, the summary with the rows left out. */
export function ImportProgressStep({ started, onFinished }: { started: ContactImport; onFinished: () => void }) {
  const query = useEndpointQuery(
    getContactImport,
    { params: { id: started.id } },
    { initialData: started, refetchInterval: (q) => (finished(q.state.data) ? false : 1000) },
  );
  const state = query.data ?? started;
  const percent = importPercent(state);
  const done = finished(state);
  useEffect(() => {
    if (done) onFinished();
  }, [done, onFinished]);
  return (
    <Stack gap="md">
      <div>
        <Text size="sm" mb={6} id="import-progress-label">
          {done
            ? state.status === 'done'
              ? `Imported ${state.fileName || 'the file'}.`
              : 'The import stopped.'
            : `Importing… ${state.processed.toLocaleString('en-US')} of ${state.total.toLocaleString('en-US')} rows`}
        </Text>
        <Progress.Root size="lg">
          <Progress.Section value={percent} animated={!done} aria-labelledby="import-progress-label" />
        </Progress.Root>
      </div>
      <FormError message={state.error} />
      {done ? (
        <Stack gap="md" role="status">
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
            <Count label="Added" value={state.created} />
            <Count label="Updated" value={state.updated} />
            <Count label="Duplicates skipped" value={state.duplicates} />
            <Count label="Invalid rows" value={state.invalid} />
            <Count label="Kept unsubscribed" value={state.suppressed} />
          </SimpleGrid>
          {state.suppressed > 0 ? (
            <Text size="sm" c="dimmed">
              Addresses that unsubscribed, bounced or complained earlier were imported but stay unsubscribed: they will
              not receive campaigns.
            </Text>
          ) : null}
          <ProblemRows title="Invalid rows" rows={state.invalidRows} more={state.invalid} />
          <ProblemRows title="Duplicate rows" rows={state.duplicateRows} more={state.duplicates} />
        </Stack>
      ) : null}
    </Stack>
  );
}
