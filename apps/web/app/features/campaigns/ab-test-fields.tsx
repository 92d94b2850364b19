import { AB_TEST_LIMITS, abTestPreview, type AbTestMetric } from '@meridian/contracts/campaigns-ab-test';
import { CAMPAIGN_LIMITS } from '@meridian/contracts/campaigns';
import { Fieldset, Radio, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { ContractForm } from '../../lib/forms/use-contract-form';
import type { ComposeValues } from './use-campaign-compose';

/**
 * "Test two subject lines" (docs/product.md, Subject-line A/B tests): subject and preheader B, the
 * test share, what picks the winner and how long to wait. Off, the campaign has one subject.
 */
export function AbTestFields({ form }: { form: ContractForm<ComposeValues, unknown> }) {
  const values = form.getValues();
  return (
    <Stack gap="sm">
      <Switch
        label="Test two subject lines"
        description="Part of the audience gets subject A, as much gets subject B; after the wait the rest gets the winner."
        {...form.getInputProps('abEnabled', { type: 'checkbox' })}
      />
      {values.abEnabled ? (
        <Fieldset legend="Subject-line test" variant="filled">
          <Stack gap="sm">
            <TextInput
              label="Subject B"
              withAsterisk
              maxLength={CAMPAIGN_LIMITS.subject}
              {...form.getInputProps('subjectB')}
            />
            <TextInput
              label="Preheader B"
              maxLength={CAMPAIGN_LIMITS.preheader}
              {...form.getInputProps('preheaderB')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="Test share (%)"
                description={`${AB_TEST_LIMITS.minPercent} to ${AB_TEST_LIMITS.maxPercent}; half gets A, half gets B.`}
                inputMode="numeric"
                withAsterisk
                {...form.getInputProps('testPercent')}
              />
              <TextInput
                label="Wait (hours)"
                description={`${AB_TEST_LIMITS.minWaitHours} to ${AB_TEST_LIMITS.maxWaitHours} hours before the winner is picked.`}
                inputMode="numeric"
                withAsterisk
                {...form.getInputProps('waitHours')}
              />
            </SimpleGrid>
            <Radio.Group label="The winner has more" withAsterisk {...form.getInputProps('metric')}>
              <Stack gap={6} mt={4}>
                <Radio value="opens" label="Opens" />
                <Radio value="clicks" label="Clicks" />
              </Stack>
            </Radio.Group>
            <Text size="sm" c="dimmed">
              {abTestPreview(values.testPercent, values.metric as AbTestMetric, values.waitHours)}
            </Text>
          </Stack>
        </Fieldset>
      ) : null}
    </Stack>
  );
}
