import {
  getRefundPolicy,
  REFUND_POLICY_LIMITS,
  refundPolicyLine,
  refundPolicySchema,
  updateRefundPolicy,
  type RefundPolicy,
} from '@meridian/contracts/settings-refund-policy';
import { Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { usePageFormGuard } from '../../components/discard-changes/use-discard-guard';
import { formSubmit } from '../../lib/forms/form-submit';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { SettingCardFooter } from './setting-card-footer';
import { useRefreshSiteConfig } from '../../lib/use-site-config';

interface Values extends Record<string, unknown> {
  kind: RefundPolicy['kind'];
  hours: string;
}

const valuesOf = (policy: RefundPolicy): Values => ({ kind: policy.kind, hours: String(policy.hours) });

/**
 * Site settings → Refund policy (docs/product.md, Refund policy): a full refund until N hours before
 * the session starts, or no refunds. The RSVP modal, the paid confirmation, the seat's cancel page
 * and the Terms state it from here.
 */
export function RefundPolicyForm({ policy }: { policy: RefundPolicy }) {
  const form = useContractForm(refundPolicySchema, { initialValues: valuesOf(policy) });
  const save = useEndpointMutation(updateRefundPolicy, { invalidates: [getRefundPolicy] });
  const refreshSiteConfig = useRefreshSiteConfig();
  usePageFormGuard(form.dirty);
  const preview = refundPolicySchema.safeParse(form.values);

  const submit = formSubmit(
    form,
    async (body) => {
      form.keepSaved(valuesOf(await save.mutateAsync({ body })));
      await refreshSiteConfig();
      return 'Refund policy saved. The RSVP form, new confirmations and the Terms state it now.';
    },
    'The refund policy could not be saved. Please try again.',
  );

  return (
    <form ref={form.formRef} noValidate onSubmit={submit}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" maw={900}>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4">
              Refund policy
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              What attendees get back when they cancel their own seat from the link in their confirmation. The RSVP
              form, the confirmation email and the Terms & Conditions state it.
            </Text>
          </div>
          <Radio.Group label="When an attendee cancels" withAsterisk {...form.getInputProps('kind')}>
            <Stack gap={8} mt="xs">
              <Radio value="until" label="Full refund until a number of hours before the session starts, none after" />
              <Radio value="none" label="No refunds" />
            </Stack>
          </Radio.Group>
          {form.values.kind === 'until' ? (
            <TextInput
              label="Hours before the start"
              description={`A whole number from ${REFUND_POLICY_LIMITS.minHours} to ${REFUND_POLICY_LIMITS.maxHours}.`}
              inputMode="numeric"
              withAsterisk
              maw={240}
              {...form.getInputProps('hours')}
            />
          ) : null}
          <SettingCardFooter
            lead="Attendees read:"
            line={preview.success ? refundPolicyLine(preview.data) : null}
            formError={form.formError}
            busy={save.isPending}
            dirty={form.dirty}
            submitLabel="Save refund policy"
          />
        </Stack>
      </Paper>
    </form>
  );
}
