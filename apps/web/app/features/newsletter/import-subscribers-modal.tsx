import {
  importSubscribers,
  importSubscribersSchema,
  listSubscribers,
  NEWSLETTER_LIMITS,
  NEWSLETTER_MESSAGES,
  type SubscriberImportResult,
} from '@meridian/contracts/newsletter';
import { Alert, Button, FileInput, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { FormError } from '../../components/form-error';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function ImportSummary({ result }: { result: SubscriberImportResult }) {
  return (
    <Alert color="teal.9" variant="outline" role="status" title="Import finished">
      <Text size="sm">
        {count(result.added, 'address added', 'addresses added')} as confirmed; {count(result.existing, 'was', 'were')}{' '}
        already on the list (left as they are), {count(result.erased, 'was', 'were')} erased earlier on request
        (refused) and {count(result.invalid, 'row had', 'rows had')} no valid email address.
      </Text>
    </Alert>
  );
}

/**
 * Import CSV: a file with an email column (and optionally first name), and the consent basis the
 * admin states for these people, recorded on every row added.
 */
export default function ImportSubscribersModal({ onClose }: { onClose: () => void }) {
  const form = useContractForm(importSubscribersSchema, { initialValues: { csv: '', consentBasis: '' } });
  const [fileName, setFileName] = useState<File | null>(null);
  const [result, setResult] = useState<SubscriberImportResult | null>(null);
  const run = useEndpointMutation(importSubscribers, { invalidates: [listSubscribers] });

  async function choose(file: File | null) {
    setFileName(file);
    form.setFieldValue('csv', file && file.size <= NEWSLETTER_LIMITS.csvBytes ? await file.text() : '');
    if (file && file.size > NEWSLETTER_LIMITS.csvBytes) form.setFieldError('csv', NEWSLETTER_MESSAGES.fileTooLarge);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const data = form.check();
    if (!data) return;
    try {
      setResult(await run.mutateAsync({ body: data }));
    } catch (error) {
      form.showFailure(error, { describe: () => 'The import could not be finished. Please try again.' });
    }
  }

  return (
    <Modal opened onClose={onClose} title="Import subscribers" size="lg">
      {result ? (
        <Stack gap="md">
          <ImportSummary result={result} />
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form ref={form.formRef} noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="sm">
            <FormError message={form.formError} />
            <Text size="sm">
              A header row, then one address per row: a column named "email" is required, "first name" is optional. Up
              to 5 MB. Imported people are added as confirmed, so only import addresses that agreed to receive the
              newsletter.
            </Text>
            <FileInput
              label="CSV file"
              placeholder="Choose a .csv file"
              accept=".csv,text/csv"
              required
              value={fileName}
              leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
              onChange={(file) => void choose(file)}
              error={form.errors.csv}
              clearable
            />
            <Textarea
              label="Consent basis"
              description="How these people agreed to receive the newsletter. Recorded with every imported address."
              placeholder="Signed up on the paper form at our March 2026 seminar"
              required
              autosize
              minRows={2}
              {...form.getInputProps('consentBasis')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={run.isPending}>
                Import
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
