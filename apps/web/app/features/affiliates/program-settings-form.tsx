import {
  affiliateSettingsSchema,
  getAffiliateSettings,
  listAdminAffiliates,
  updateAffiliateSettings,
  type AffiliateSettings,
} from '@meridian/contracts/affiliates';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { usePageFormGuard } from '../../components/discard-changes/use-discard-guard';
import { FormError } from '../../components/form-error';
import { formSubmit } from '../../lib/forms/form-submit';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';

type NumberKey = Exclude<
  keyof AffiliateSettings,
  'payoutSchedule' | 'staffCommission' | 'minimumPayoutCents' | 'ownCodesAllowed'
>;

const NUMBER_FIELDS: { key: NumberKey; label: string; description: string }[] = [
  { key: 'seatRatePercent', label: 'Seat commission (%)', description: 'Of each paid webinar seat' },
  { key: 'advertiserRatePercent', label: 'Advertiser commission (%)', description: 'Of each subscription payment' },
  { key: 'advertiserMonths', label: 'Advertiser months', description: 'Subscription months that earn commission' },
  { key: 'holdDays', label: 'Holding period (days)', description: 'Pending before approval; longer than refunds' },
  { key: 'attributionDays', label: 'Attribution window (days)', description: 'How long a click counts' },
  { key: 'ownCodePercentOff', label: 'Own code discount (%)', description: 'What an affiliate’s own code takes off' },
];

/** The form as typed: the minimum payout in dollars ("50.00"), sent in cents. */
type Values = Record<NumberKey, string> & { minimumPayout: string } & Pick<
    AffiliateSettings,
    'payoutSchedule' | 'staffCommission' | 'ownCodesAllowed'
  >;

function valuesOf(settings: AffiliateSettings): Values {
  const numbers = Object.fromEntries(NUMBER_FIELDS.map(({ key }) => [key, String(settings[key])]));
  return {
    ...(numbers as Record<NumberKey, string>),
    minimumPayout: (settings.minimumPayoutCents / 100).toFixed(2),
    payoutSchedule: settings.payoutSchedule,
    staffCommission: settings.staffCommission,
    ownCodesAllowed: settings.ownCodesAllowed,
  };
}

/** Dollars as typed ("50", "$1,250.5") in whole cents; anything else as typed, for the contract to refuse. */
function centsOf(dollars: string): number | string {
  const plain = dollars.replace(/[$,\s]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(plain) ? Math.round(Number(plain) * 100) : dollars;
}

/** Where the contract's paths land on the form: the cents field is typed in dollars. */
const FIELDS = {
  ...Object.fromEntries(NUMBER_FIELDS.map(({ key }) => [key, key])),
  minimumPayoutCents: 'minimumPayout',
  payoutSchedule: 'payoutSchedule',
  staffCommission: 'staffCommission',
  ownCodesAllowed: 'ownCodesAllowed',
};

/** The program's rates, hold, window, minimum and schedule (docs/product.md, Affiliate commissions and payouts). */
export function ProgramSettingsForm({ settings }: { settings: AffiliateSettings }) {
  const form = useContractForm(affiliateSettingsSchema, {
    initialValues: valuesOf(settings),
    fields: FIELDS,
    toInput: ({ minimumPayout, ...values }: Values) => ({ ...values, minimumPayoutCents: centsOf(minimumPayout) }),
  });
  const save = useEndpointMutation(updateAffiliateSettings, {
    invalidates: [getAffiliateSettings, listAdminAffiliates],
  });
  usePageFormGuard(form.dirty);

  const submit = formSubmit(
    form,
    async (body) => {
      form.keepSaved(valuesOf(await save.mutateAsync({ body })));
      return 'The affiliate program settings are saved.';
    },
    'The affiliate program settings could not be saved. Please try again.',
  );

  return (
    <Paper withBorder radius="md" p="md">
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3">
            Program settings
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {NUMBER_FIELDS.map(({ key, label, description }) => (
              <TextInput
                key={key}
                label={label}
                description={description}
                inputMode="numeric"
                {...form.getInputProps(key)}
              />
            ))}
            <TextInput
              label="Minimum payout"
              description="Balances below it wait for the next payout"
              inputMode="decimal"
              leftSection="$"
              {...form.getInputProps('minimumPayout')}
            />
            <Select
              label="Payout schedule"
              description="Approved balances are paid on this schedule"
              data={[
                { value: 'weekly', label: 'Weekly (Mondays)' },
                { value: 'monthly', label: 'Monthly (the 1st)' },
              ]}
              allowDeselect={false}
              {...form.getInputProps('payoutSchedule')}
            />
          </SimpleGrid>
          <Switch
            label="Sales staff earn commission on their own links"
            {...form.getInputProps('staffCommission', { type: 'checkbox' })}
          />
          <Switch
            label="Affiliates may create their own promo code under Links"
            description="One code each, at the own code discount, for every session. Codes already made keep working if you turn this off."
            {...form.getInputProps('ownCodesAllowed', { type: 'checkbox' })}
          />
          <FormError message={form.formError} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!form.dirty}>
              Save settings
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
