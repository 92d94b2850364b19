import {
  getReceipt,
  RECEIPT_LIMITS,
  receiptBuyerSchema,
  updateReceiptBuyer,
  type ReceiptView,
} from '@meridian/contracts/receipts';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { usePageFormGuard } from '../../components/discard-changes/use-discard-guard';
import { FormError } from '../../components/form-error';
import { formSubmit } from '../../lib/forms/form-submit';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';

/** The buyer's company name and tax id on the receipt, until its first download fixes them. */
export function ReceiptBuyerForm({ token, receipt }: { token: string; receipt: ReceiptView }) {
  const form = useContractForm(receiptBuyerSchema, {
    initialValues: { companyName: receipt.buyer.companyName, taxId: receipt.buyer.taxId },
  });
  const save = useEndpointMutation(updateReceiptBuyer, { invalidates: [getReceipt] });
  usePageFormGuard(form.dirty);
  const submit = formSubmit(
    form,
    async (body) => {
      const saved = await save.mutateAsync({ params: { token }, body, loading: false });
      form.keepSaved({ companyName: saved.buyer.companyName, taxId: saved.buyer.taxId });
      return 'Saved. The receipt now shows these details.';
    },
    'The details could not be saved. Please try again.',
  );
  return (
    <form ref={form.formRef} noValidate onSubmit={submit}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Company details
          </Title>
          <Text size="sm" c="dimmed">
            Add your company’s name and tax id if the receipt should name them. They can be changed until you download
            the receipt; after that it stays as downloaded.
          </Text>
          <FormError message={form.formError} />
          <TextInput
            label="Company name"
            maxLength={RECEIPT_LIMITS.companyName}
            {...form.getInputProps('companyName')}
          />
          <TextInput label="Tax id" maxLength={RECEIPT_LIMITS.taxId} {...form.getInputProps('taxId')} />
          <Group>
            <Button type="submit" loading={save.isPending} disabled={!form.dirty}>
              Save details
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}
