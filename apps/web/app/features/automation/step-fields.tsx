import { AUTOMATION_LIMITS, type AutomationStep } from '@meridian/contracts/automation';
import { CAMPAIGN_LIMITS } from '@meridian/contracts/campaigns';
import { Loader, Select, SimpleGrid, TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ContractForm } from '../../lib/forms/use-contract-form';
import { WEEKDAYS } from './automation-labels';
import type { AutomationValues, StepValues } from './automation-values';

interface StepFieldsProps {
  form: ContractForm<AutomationValues, unknown>;
  index: number;
  step: StepValues;
  count: number;
}

/** The campaigns' email editor (rich text, images, merge fields), a lazy chunk of its own. */
const EmailEditor = lazy(() => import('../../components/email-editor/email-editor'));

const UNITS = [
  { value: 'minutes', label: 'Minutes' },
  { value: 'hours', label: 'Hours' },
  { value: 'days', label: 'Days' },
];

/** The fields of one step's kind (a stop has none). */
export function StepFields({ form, index, step, count }: StepFieldsProps) {
  const path = (field: keyof StepValues & string) => `steps.${index}.${field}`;
  const input = (field: keyof StepValues & string) => form.getInputProps(path(field));
  const kind: AutomationStep['kind'] = step.kind;
  switch (kind) {
    case 'wait':
      return (
        <SimpleGrid cols={2} spacing="sm">
          <TextInput label="Wait for" withAsterisk inputMode="numeric" {...input('amount')} />
          <Select label="Unit" data={UNITS} allowDeselect={false} {...input('unit')} />
        </SimpleGrid>
      );
    case 'waitUntil':
      return (
        <SimpleGrid cols={2} spacing="sm">
          <Select
            label="Day"
            data={WEEKDAYS.map((day, value) => ({ value: String(value), label: day }))}
            allowDeselect={false}
            {...input('weekday')}
          />
          <TextInput label="Time (UTC, HH:MM)" withAsterisk maxLength={5} {...input('time')} />
        </SimpleGrid>
      );
    case 'email':
      return (
        <>
          <TextInput label="Subject" withAsterisk maxLength={CAMPAIGN_LIMITS.subject} {...input('subject')} />
          <Suspense fallback={<Loader size="sm" aria-label="Loading the editor" />}>
            <EmailEditor
              value={step.body}
              onChange={(html) => form.setFieldValue(path('body'), html)}
              error={input('body').error ? String(input('body').error) : null}
            />
          </Suspense>
        </>
      );
    case 'addTag':
    case 'removeTag':
      return (
        <TextInput
          label={kind === 'addTag' ? 'Tag to add' : 'Tag to remove'}
          withAsterisk
          maxLength={AUTOMATION_LIMITS.tag}
          {...input('tag')}
        />
      );
    case 'branch':
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="Continue if the previous email was"
            data={[
              { value: 'opened', label: 'Opened' },
              { value: 'clicked', label: 'Clicked' },
            ]}
            allowDeselect={false}
            {...input('condition')}
          />
          <Select
            label="Otherwise"
            data={[
              { value: '', label: 'Leave the sequence' },
              ...Array.from({ length: count - index - 1 }, (_, later) => {
                const number = index + later + 2;
                return { value: String(number), label: `Skip to step ${number}` };
              }),
            ]}
            allowDeselect={false}
            {...input('elseStep')}
          />
        </SimpleGrid>
      );
    case 'stop':
      return null;
  }
}
