import {
  createAffiliatePromoCode,
  createAffiliatePromoCodeSchema,
  listAffiliatePromoCodes,
  type AffiliatePromoCode,
  type AffiliatePromoCodes,
} from '@meridian/contracts/promo-codes-affiliate';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { DataTable, type DataColumn } from '../../components/admin/data-table';
import { LoadError } from '../../components/admin/load-error';
import { StatusBadge } from '../../components/admin/status-badge';
import { FormError } from '../../components/form-error';
import { errorMessage } from '../../lib/error-message';
import { formSubmit } from '../../lib/forms/form-submit';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { useEndpointQuery } from '../../lib/use-endpoint-query';

const COLUMNS: DataColumn<AffiliatePromoCode>[] = [
  {
    title: 'Code',
    kind: 'main',
    cell: (code) => (
      <>
        <Text fw={700} size="sm" ff="monospace">
          {code.code}
        </Text>
        <Text size="sm" c="dimmed">
          {code.madeBy === 'affiliate' ? 'Made by you' : 'Given by the admin'}
        </Text>
      </>
    ),
  },
  { title: 'Discount', cell: (code) => `${code.discountLabel} · ${code.sessionsLabel.toLowerCase()}` },
  { title: 'Seats booked', numeric: true, cell: (code) => code.usesSoFar.toLocaleString('en-US') },
  {
    title: 'Status',
    cell: (code) => (
      <StatusBadge
        label={code.status === 'active' ? 'Active' : 'Disabled'}
        color={code.status === 'active' ? 'teal.9' : 'gray.7'}
      />
    ),
  },
];

function CreateOwnCode({ percentOff }: { percentOff: number }) {
  const form = useContractForm(createAffiliatePromoCodeSchema, { initialValues: { code: '' } });
  const create = useEndpointMutation(createAffiliatePromoCode, { invalidates: [listAffiliatePromoCodes] });
  const submit = formSubmit(
    form,
    async (body) => {
      const saved = await create.mutateAsync({ body });
      form.keepSaved({ code: '' });
      const own = saved.codes.find((code) => code.madeBy === 'affiliate');
      return `Your code ${own?.code ?? ''} is ready to share.`;
    },
    'Your code could not be created. Please try again.',
  );
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="xs">
        <FormError message={form.formError} />
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Your own code"
            description={`Gives ${percentOff}% off any session. 3 to 32 letters, digits, dashes or underscores.`}
            placeholder="ALEX-TRADES"
            autoComplete="off"
            maw={420}
            style={{ flex: '1 1 260px' }}
            {...form.getInputProps('code')}
          />
          <Button type="submit" loading={create.isPending} mt={{ base: 0, xs: 46 }}>
            Create code
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Body({ data }: { data: AffiliatePromoCodes }) {
  return (
    <Stack gap="md">
      {data.canCreate ? <CreateOwnCode percentOff={data.ownCodePercentOff} /> : null}
      {data.cannotCreateReason && data.codes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {data.cannotCreateReason}
        </Text>
      ) : null}
      {data.codes.length ? (
        <DataTable
          label="Your promo codes"
          columns={COLUMNS}
          rowKey={(code) => code.code}
          sort={null}
          minWidth={520}
          rows={data.codes}
          loading={false}
        />
      ) : null}
    </Stack>
  );
}

/** Links' promo codes (docs/product.md, Promo codes): the codes that credit the caller, and their own. */
export function OwnPromoCodes() {
  const codes = useEndpointQuery(listAffiliatePromoCodes, {});
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Promo codes
        </Title>
        <Text size="sm" c="dimmed" maw={720}>
          A seat booked with one of your codes is credited to you, even when the visitor never clicked your link. If a
          visitor clicked someone else’s link, your code still wins.
        </Text>
        {codes.error ? (
          <LoadError
            title="Promo codes"
            message={errorMessage(codes.error, 'Your promo codes could not be loaded. Please try again.')}
            onRetry={() => void codes.refetch()}
          />
        ) : codes.data ? (
          <Body data={codes.data} />
        ) : (
          <Text size="sm" c="dimmed">
            Loading your promo codes…
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
