import {
  getReceiptSettings,
  RECEIPT_SETTINGS_LIMITS,
  receiptSettingsSchema,
  TAX_MODE_LABELS,
  taxModeSchema,
  updateReceiptSettings,
  type ReceiptSettings,
  type TaxMode,
} from '@meridian/contracts/receipts-settings';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { usePageFormGuard } from '../../components/discard-changes/use-discard-guard';
import { FormError } from '../../components/form-error';
import { formSubmit } from '../../lib/forms/form-submit';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';

const L = RECEIPT_SETTINGS_LIMITS;

/** What each choice does, under the field. */
const TAX_MODE_HELP: Record<TaxMode, string> = {
  none: 'Receipts show no tax line.',
  inclusive: 'The prices on the site are what buyers pay; receipts show the part that is tax.',
  exclusive:
    'Prices on the site are shown "plus" the tax label, and checkout adds the tax on top. Plans already bought keep the rate they were bought at.',
};

/**
 * Site settings → Receipts and tax (docs/product.md, Receipts and credit notes): the seller's legal
 * name, address and tax id, and the one tax rate, if any, that prices include or that checkout adds on
 * top. Applies to checkouts opened and receipts issued from then on.
 */
export function ReceiptSettingsForm({ settings }: { settings: ReceiptSettings }) {
  const form = useContractForm(receiptSettingsSchema, { initialValues: { ...settings } });
  const save = useEndpointMutation(updateReceiptSettings, { invalidates: [getReceiptSettings] });
  usePageFormGuard(form.dirty);
  const submit = formSubmit(
    form,
    async (body) => {
      form.keepSaved({ ...(await save.mutateAsync({ body })) });
      return 'Receipt settings saved. Receipts and credit notes issued from now on use them.';
    },
    'The receipt settings could not be saved. Please try again.',
  );
  const taxed = form.values.taxMode !== 'none';
  return (
    <form ref={form.formRef} noValidate onSubmit={submit}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" maw={720}>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4">
              Receipts and tax
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              Every paid seat and advertising payment gets a numbered receipt, and every refund a credit note. They name
              the seller as set here. Receipts already issued keep what they said.
            </Text>
          </div>
          <FormError message={form.formError} />
          <TextInput label="Legal name" maxLength={L.legalName} {...form.getInputProps('legalName')} />
          <Textarea label="Address" autosize minRows={3} maxLength={L.address} {...form.getInputProps('address')} />
          <TextInput
            label="Tax id"
            description="VAT number, EIN or similar; leave empty if you have none"
            maxLength={L.taxId}
            {...form.getInputProps('taxId')}
          />
          <Select
            label="Tax"
            description={TAX_MODE_HELP[form.values.taxMode]}
            data={taxModeSchema.options.map((mode) => ({ value: mode, label: TAX_MODE_LABELS[mode] }))}
            allowDeselect={false}
            value={form.values.taxMode}
            onChange={(value) => form.setFieldValue('taxMode', (value ?? 'none') as TaxMode)}
          />
          {taxed ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput label="Rate (%)" min={0} max={50} decimalScale={2} {...form.getInputProps('taxRate')} />
              <TextInput
                label="Label on receipts and prices"
                placeholder="VAT 20 %"
                maxLength={L.taxLabel}
                {...form.getInputProps('taxLabel')}
              />
            </SimpleGrid>
          ) : null}
          <Group>
            <Button type="submit" loading={save.isPending} disabled={!form.dirty}>
              Save
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}
