import {
  ATTENDANCE_TRIGGER_HINTS,
  AUTOMATION_LIMITS,
  SYSTEM_TRIGGERS,
  isAttendanceTrigger,
  type AutomationTriggerType,
} from '@meridian/contracts/automation';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { ContractForm } from '../../lib/forms/use-contract-form';
import { TRIGGER_OPTIONS } from './automation-labels';
import type { AutomationValues } from './automation-values';
import { ownMessage } from './use-automation-builder';

interface TriggerFieldsProps {
  form: ContractForm<AutomationValues, unknown>;
  lists: readonly { id: number; name: string }[];
  /** The sessions an attendance trigger may be narrowed to ("Title · start"), soonest first. */
  sessions: readonly { value: string; label: string }[];
  /** Newsletter, RSVP and attendance triggers are an administrator's (docs/product.md, Automation). */
  isAdmin: boolean;
}

/** What starts the sequence, with the option that trigger needs: a list, a tag, hours before, or a session. */
export function TriggerFields({ form, lists, sessions, isAdmin }: TriggerFieldsProps) {
  const type = form.getValues().trigger.type;
  const options = TRIGGER_OPTIONS.filter(
    (option) => isAdmin || !SYSTEM_TRIGGERS.includes(option.value as AutomationTriggerType),
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        label="Starts when"
        withAsterisk
        data={options}
        allowDeselect={false}
        value={type}
        description={isAttendanceTrigger(type) ? ATTENDANCE_TRIGGER_HINTS[type] : undefined}
        onChange={(value) => value && form.setFieldValue('trigger.type', value as AutomationTriggerType)}
        error={ownMessage(form.errors, 'trigger')}
      />
      {type === 'contact.list_added' ? (
        <Select
          label="List"
          withAsterisk
          placeholder={lists.length === 0 ? 'You have no lists yet' : 'Choose a list'}
          data={lists.map((list) => ({ value: String(list.id), label: list.name }))}
          {...form.getInputProps('trigger.listId')}
        />
      ) : null}
      {type === 'contact.tag_added' ? (
        <TextInput
          label="Tag"
          withAsterisk
          description="Starts when this tag is added to one of your contacts."
          maxLength={AUTOMATION_LIMITS.tag}
          {...form.getInputProps('trigger.tag')}
        />
      ) : null}
      {type === 'session.before' ? (
        <TextInput
          label="Hours before the session"
          withAsterisk
          inputMode="numeric"
          {...form.getInputProps('trigger.hours')}
        />
      ) : null}
      {type === 'rsvp.registered' || type === 'rsvp.paid' ? (
        <>
          <TextInput
            label="Only when the question"
            description="A registration question, as the session asks it. Leave both empty for everyone."
            maxLength={200}
            {...form.getInputProps('trigger.answer.question')}
          />
          <TextInput
            label="was answered"
            description="One of the answers; case does not matter."
            maxLength={200}
            {...form.getInputProps('trigger.answer.answer')}
          />
        </>
      ) : null}
      {isAttendanceTrigger(type) ? (
        <Select
          label="Session"
          description="Once per person and session, however often it is reported."
          data={[{ value: '', label: 'Any session' }, ...sessions]}
          allowDeselect={false}
          searchable
          nothingFoundMessage="No session matches"
          {...form.getInputProps('trigger.sessionId')}
        />
      ) : null}
    </SimpleGrid>
  );
}
