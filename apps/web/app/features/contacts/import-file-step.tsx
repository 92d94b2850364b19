import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  previewContactImport,
  type ImportPreview,
} from '@meridian/contracts/contacts-imports';
import { FileInput, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/error-message';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { FormError } from '../../components/form-error';

export interface ChosenFile {
  name: string;
  text: string;
  preview: ImportPreview;
}

/** Step 1: choose a CSV file; the server reads it and answers its header row and first rows. */
export function ImportFileStep({ onRead }: { onRead: (file: ChosenFile) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useEndpointMutation(previewContactImport);

  async function choose(file: File | null) {
    setProblem(null);
    if (!file) return;
    if (file.size === 0) return setProblem(IMPORT_MESSAGES.fileEmpty);
    if (file.size > IMPORT_LIMITS.bytes) return setProblem(IMPORT_MESSAGES.fileTooLarge);
    const text = await file.text();
    try {
      onRead({ name: file.name, text, preview: await preview.mutateAsync({ body: { csv: text } }) });
    } catch (error) {
      setProblem(errorMessage(error, 'The file could not be read. Please try again.'));
    }
  }

  return (
    <Stack gap="sm">
      <Text size="sm">
        A header row, then one contact per row. An email column is required; first name, last name and tags (separated
        by commas) are optional. Up to 5 MB and 50,000 contacts per file.
      </Text>
      <FileInput
        label="CSV file"
        placeholder="Choose a .csv file"
        accept=".csv,text/csv"
        leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
        onChange={(file) => void choose(file)}
        disabled={preview.isPending}
        error={problem}
        clearable
      />
      {preview.isPending ? (
        <Text size="sm" c="dimmed" role="status">
          Reading the file…
        </Text>
      ) : null}
      <FormError message={problem} />
    </Stack>
  );
}
