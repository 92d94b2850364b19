import { AUTOMATION_LIMITS, type AutomationStep } from '@meridian/contracts/automation';
import { ActionIcon, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ContractForm } from '../../lib/forms/use-contract-form';
import { STEP_KIND_OPTIONS } from './automation-labels';
import { newStep, type AutomationValues } from './automation-values';
import { StepFields } from './step-fields';
import { ownMessage } from './use-automation-builder';

/** The ordered steps: each with its kind and fields; add, remove and move up or down. */
export function StepList({ form }: { form: ContractForm<AutomationValues, unknown> }) {
  const steps = form.getValues().steps;
  const listMessage = ownMessage(form.errors, 'steps');
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Steps
      </Title>
      {steps.map((step, index) => {
        const number = index + 1;
        return (
          <Paper key={step.key} withBorder radius="md" p="md" component="section" aria-label={`Step ${number}`}>
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-end">
                <Select
                  label={`Step ${number}`}
                  data={STEP_KIND_OPTIONS}
                  allowDeselect={false}
                  value={step.kind}
                  onChange={(kind) => kind && form.setFieldValue(`steps.${index}.kind`, kind as AutomationStep['kind'])}
                  style={{ flex: 1, maxWidth: 320 }}
                />
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={`Move step ${number} up`}
                    disabled={index === 0}
                    onClick={() => form.reorderListItem('steps', { from: index, to: index - 1 })}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={`Move step ${number} down`}
                    disabled={index === steps.length - 1}
                    onClick={() => form.reorderListItem('steps', { from: index, to: index + 1 })}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    color="red.9"
                    aria-label={`Remove step ${number}`}
                    onClick={() => form.removeListItem('steps', index)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
              <StepFields form={form} index={index} step={step} count={steps.length} />
            </Stack>
          </Paper>
        );
      })}
      {listMessage ? (
        <Text c="red.9" size="sm" role="alert">
          {listMessage}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={steps.length >= AUTOMATION_LIMITS.steps}
          onClick={() => form.insertListItem('steps', newStep('wait'))}
        >
          Add a step
        </Button>
      </Group>
    </Stack>
  );
}
