import { MAPPED_FIELD_LABELS, startContactImport, type ContactImport } from '@meridian/contracts/contacts-imports';
import type { ContactList } from '@meridian/contracts/contacts';
import { Button, Group, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../lib/error-message';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { initialMapping, MAPPED_FIELDS, mappingErrors, previewContacts, type MappingValues } from './import-mapping';
import type { ChosenFile } from './import-file-step';
import { FormError } from '../../components/form-error';

interface MappingStepProps {
  file: ChosenFile;
  lists: readonly ContactList[];
  onBack: () => void;
  onStarted: (started: ContactImport) => void;
}

/** Step 2: which column is which field, the target list, and the first rows as they will be imported. */
export function ImportMappingStep({ file, lists, onBack, onStarted }: MappingStepProps) {
  const { preview } = file;
  const [mapping, setMapping] = useState<MappingValues>(() => initialMapping(preview));
  const [listId, setListId] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const start = useEndpointMutation(startContactImport);
  const errors = mappingErrors(mapping, preview.headers);
  const rows = previewContacts(preview, mapping);

  async function submit() {
    setShown(true);
    if (Object.keys(errors).length > 0 || mapping.email === null) return;
    setProblem(null);
    try {
      const body = {
        csv: file.text,
        fileName: file.name.slice(0, 200),
        mapping: { ...mapping, email: mapping.email },
        listId: listId ? Number(listId) : null,
      };
      onStarted(await start.mutateAsync({ body }));
    } catch (error) {
      setProblem(errorMessage(error, 'The import could not be started. Please try again.'));
    }
  }

  const columns = preview.headers.map((header) => ({ value: header, label: header }));
  return (
    <Stack gap="md">
      <Text size="sm">
        {file.name}: {preview.totalRows === 1 ? '1 row' : `${preview.totalRows.toLocaleString('en-US')} rows`}. Choose
        the column for each field.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {MAPPED_FIELDS.map((field) => (
          <Select
            key={field}
            label={MAPPED_FIELD_LABELS[field]}
            required={field === 'email'}
            placeholder={field === 'email' ? 'Choose a column' : 'Not imported'}
            clearable={field !== 'email'}
            data={columns}
            value={mapping[field]}
            onChange={(value) => setMapping({ ...mapping, [field]: value })}
            error={shown ? errors[field] : undefined}
          />
        ))}
        <Select
          label="Add to list"
          placeholder="No list"
          clearable
          data={lists.map((list) => ({ value: String(list.id), label: list.name }))}
          value={listId}
          onChange={setListId}
        />
      </SimpleGrid>
      <Text fw={600} size="sm">
        Preview of the first rows
      </Text>
      <Table.ScrollContainer
        minWidth={480}
        type="native"
        tabIndex={0}
        role="region"
        aria-label="Preview of the first rows"
      >
        <Table withTableBorder verticalSpacing={4} fz="sm" aria-label="Preview of the first rows">
          <Table.Thead>
            <Table.Tr>
              {MAPPED_FIELDS.map((field) => (
                <Table.Th key={field} scope="col">
                  {MAPPED_FIELD_LABELS[field]}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={index}>
                {MAPPED_FIELDS.map((field) => (
                  <Table.Td key={field}>{row[field]}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <FormError message={problem} />
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={start.isPending}>
          Choose another file
        </Button>
        <Button onClick={() => void submit()} loading={start.isPending}>
          Start import
        </Button>
      </Group>
    </Stack>
  );
}
