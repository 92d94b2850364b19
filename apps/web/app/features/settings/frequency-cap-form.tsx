import {
  FREQUENCY_CAP_LIMITS,
  frequencyCapLine,
  frequencyCapSchema,
  getFrequencyCap,
  updateFrequencyCap,
  type FrequencyCap,
} from '@meridian/contracts/settings-frequency-cap';
import { Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { usePageFormGuard } from '../../components/discard-changes/use-discard-guard';
import { formSubmit } from '../../lib/forms/form-submit';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { SettingCardFooter } from './setting-card-footer';
import { useId } from 'react';

interface Values extends Record<string, unknown> {
  enabled: boolean;
  messages: string;
  days: string;
}

const valuesOf = (cap: FrequencyCap): Values => ({
  enabled: cap.enabled,
  messages: String(cap.messages),
  days: String(cap.days),
});

/**
 * Site settings → Frequency cap (docs/product.md, Frequency cap): at most N marketing emails per
 * address in any D days, across every sender's campaigns, newsletter issues and automation emails.
 */
export function FrequencyCapForm({ cap }: { cap: FrequencyCap }) {
  const form = useContractForm(frequencyCapSchema, { initialValues: valuesOf(cap) });
  const save = useEndpointMutation(updateFrequencyCap, { invalidates: [getFrequencyCap] });
  usePageFormGuard(form.dirty);
  const preview = frequencyCapSchema.safeParse(form.values);
  const titleId = useId();

  const submit = formSubmit(
    form,
    async (body) => {
      form.keepSaved(valuesOf(await save.mutateAsync({ body })));
      return 'Frequency cap saved. Messages sent from now on follow it.';
    },
    'The frequency cap could not be saved. Please try again.',
  );

  return (
    <form ref={form.formRef} noValidate onSubmit={submit}>
      <Paper
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'lg' }}
        component="section"
        maw={900}
        aria-labelledby={titleId}
      >
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id={titleId}>
              Frequency cap
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              How many marketing emails one address may get, whoever sends them: campaigns, newsletter issues and
              automation emails all count. Receipts, confirmations and reminders never do. Over the cap a campaign skips
              the person (its results count them as capped) and an automation email waits until it may go.
            </Text>
          </div>
          <Switch label="Cap marketing emails per address" {...form.getInputProps('enabled', { type: 'checkbox' })} />
          {form.values.enabled ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" maw={520}>
              <TextInput
                label="At most (emails)"
                description={`A whole number from ${FREQUENCY_CAP_LIMITS.minMessages} to ${FREQUENCY_CAP_LIMITS.maxMessages}.`}
                inputMode="numeric"
                withAsterisk
                {...form.getInputProps('messages')}
              />
              <TextInput
                label="In any (days)"
                description={`A whole number from ${FREQUENCY_CAP_LIMITS.minDays} to ${FREQUENCY_CAP_LIMITS.maxDays}.`}
                inputMode="numeric"
                withAsterisk
                {...form.getInputProps('days')}
              />
            </SimpleGrid>
          ) : null}
          <SettingCardFooter
            lead="In effect:"
            line={preview.success ? frequencyCapLine(preview.data) : null}
            formError={form.formError}
            busy={save.isPending}
            dirty={form.dirty}
            submitLabel="Save frequency cap"
          />
        </Stack>
      </Paper>
    </form>
  );
}
