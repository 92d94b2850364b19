import {
  createPromoCode,
  listPromoCodes,
  promoCodeFormSchema,
  updatePromoCode,
  type PromoCode,
} from '@meridian/contracts/promo-codes';
import { ROLES } from '@meridian/contracts/roles';
import { listAdminSessions } from '@meridian/contracts/webinars';
import { MultiSelect, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { EditorModal } from '../../components/discard-changes/editor-modal';
import { ModalFormActions, useModalFormSubmit, type ModalFormProps } from '../../components/discard-changes/modal-form';
import { FormError } from '../../components/form-error';
import { optionalIsoInput, optionalLocalInput } from '../../lib/datetime';
import { formatDateTime } from '../../lib/format';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { useEndpointQuery } from '../../lib/use-endpoint-query';
import { useStaffOptions } from '../../lib/use-staff-options';
import { discountOf } from './promo-code-labels';

const AFFILIATE_ROLES = [ROLES.Affiliate];

/** A number field as the contract takes it: the number, or '' for none. */
const wholeValue = (value: number | string) => (value === '' ? '' : Number(value));
/** Dollars as typed to cents ('' stays empty, so the contract says what is missing). */
const centsValue = (value: number | string) => (value === '' ? '' : Math.round(Number(value) * 100));

/** "New promo code" and "Edit promo code" (docs/product.md, Promo codes). */
export default function PromoCodeFormModal({
  target,
  onClose,
}: {
  target: PromoCode | 'new' | null;
  onClose: () => void;
}) {
  return (
    <EditorModal
      target={target}
      titles={{ create: 'New promo code', edit: 'Edit promo code' }}
      keyOf={(code) => String(code.id)}
      size="lg"
      onClose={onClose}
    >
      {(code, modal) => <PromoCodeFormBody code={code} {...modal} />}
    </EditorModal>
  );
}

function PromoCodeFormBody({ code, ...modal }: { code: PromoCode | null } & ModalFormProps) {
  const form = useContractForm(promoCodeFormSchema, {
    initialValues: {
      code: code?.code ?? '',
      discountType: code?.discountType ?? 'percent',
      percentOff: (code?.percentOff ?? '') as number | string,
      amountOffCents: (code?.amountOffCents != null ? code.amountOffCents / 100 : '') as number | string,
      allSessions: code ? (code.allSessions ? 'all' : 'chosen') : 'all',
      sessionIds: (code?.sessionIds ?? []).map(String),
      validFrom: optionalLocalInput(code?.validFrom),
      validUntil: optionalLocalInput(code?.validUntil),
      maxUses: (code?.maxUses ?? '') as number | string,
      maxUsesPerEmail: (code?.maxUsesPerEmail ?? '') as number | string,
      affiliateId: code?.affiliateId ? String(code.affiliateId) : '',
    },
    toInput: (values) => ({
      code: values.code,
      discountType: values.discountType,
      percentOff: values.discountType === 'percent' ? wholeValue(values.percentOff) : '',
      amountOffCents: values.discountType === 'amount' ? centsValue(values.amountOffCents) : '',
      allSessions: values.allSessions === 'all',
      sessionIds: values.allSessions === 'all' ? [] : values.sessionIds.map(Number),
      validFrom: optionalIsoInput(values.validFrom),
      validUntil: optionalIsoInput(values.validUntil),
      maxUses: wholeValue(values.maxUses),
      maxUsesPerEmail: wholeValue(values.maxUsesPerEmail),
      affiliateId: values.affiliateId ? Number(values.affiliateId) : null,
    }),
  });
  const sessions = useEndpointQuery(listAdminSessions, { query: { scope: 'upcoming' } });
  const affiliates = useStaffOptions(AFFILIATE_ROLES, true);
  const sessionOptions = (sessions.data ?? []).map((session) => ({
    value: String(session.id),
    label: `${session.title} — ${formatDateTime(session.startsAt)}`,
  }));
  // A chosen session that has passed is still listed, so editing never drops it silently.
  for (const id of form.values.sessionIds) {
    if (!sessionOptions.some((option) => option.value === id))
      sessionOptions.push({ value: id, label: `Session #${id}` });
  }
  const create = useEndpointMutation(createPromoCode, { invalidates: [listPromoCodes] });
  const update = useEndpointMutation(updatePromoCode, { invalidates: [listPromoCodes] });
  const submit = useModalFormSubmit(
    form,
    modal,
    async (data) => {
      const saved = code
        ? await update.mutateAsync({ params: { id: code.id }, body: data })
        : await create.mutateAsync({ body: data });
      return `${saved.code} is saved: ${discountOf(saved)}.`;
    },
    'The promo code could not be saved. Please try again.',
  );
  const percent = form.values.discountType === 'percent';

  return (
    <form ref={form.formRef} noValidate onSubmit={submit}>
      <Stack gap="sm">
        <FormError message={form.formError} />
        <TextInput
          label="Code"
          required
          description="3 to 32 letters, digits, dashes or underscores; visitors may type it in any case"
          placeholder="SPRING25"
          {...form.getInputProps('code')}
        />
        <SegmentedControl
          aria-label="Discount"
          data={[
            { value: 'percent', label: 'Percentage off' },
            { value: 'amount', label: 'Fixed amount off' },
          ]}
          {...form.getInputProps('discountType')}
        />
        {percent ? (
          <NumberInput
            label="Percentage off"
            required
            suffix="%"
            min={1}
            max={100}
            allowDecimal={false}
            description="100% makes the seat free: it is confirmed with no checkout"
            {...form.getInputProps('percentOff')}
          />
        ) : (
          <NumberInput
            label="Amount off"
            required
            prefix="$"
            min={0.01}
            decimalScale={2}
            thousandSeparator=","
            {...form.getInputProps('amountOffCents')}
          />
        )}
        <SegmentedControl
          aria-label="Sessions"
          data={[
            { value: 'all', label: 'All sessions' },
            { value: 'chosen', label: 'Chosen sessions' },
          ]}
          {...form.getInputProps('allSessions')}
        />
        {form.values.allSessions === 'chosen' ? (
          <MultiSelect
            label="Sessions"
            required
            placeholder="Choose sessions"
            data={sessionOptions}
            searchable
            {...form.getInputProps('sessionIds')}
          />
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            type="datetime-local"
            label="Valid from"
            description="Empty: from now"
            {...form.getInputProps('validFrom')}
          />
          <TextInput
            type="datetime-local"
            label="Valid until"
            description="Empty: no end"
            {...form.getInputProps('validUntil')}
          />
          <NumberInput
            label="Total uses"
            description="Empty: no limit"
            min={1}
            allowDecimal={false}
            {...form.getInputProps('maxUses')}
          />
          <NumberInput
            label="Uses per email"
            description="Empty: no limit"
            min={1}
            allowDecimal={false}
            {...form.getInputProps('maxUsesPerEmail')}
          />
        </SimpleGrid>
        <Select
          label="Affiliate"
          description={
            code?.madeBy === 'affiliate'
              ? 'The affiliate made this code under Links, so it stays theirs. Disable it to stop it.'
              : 'Seats booked with the code are credited to this affiliate, even without a referral click'
          }
          placeholder="None"
          data={affiliates}
          clearable
          searchable
          disabled={code?.madeBy === 'affiliate'}
          {...form.getInputProps('affiliateId')}
        />
        <ModalFormActions
          mt="sm"
          busy={create.isPending || update.isPending}
          submitLabel={code ? 'Save changes' : 'Create promo code'}
          onCancel={modal.onCancel}
        />
      </Stack>
    </form>
  );
}
