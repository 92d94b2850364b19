import { SESSION_LIMITS } from '@meridian/contracts/webinars';
import { NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { memo, useCallback, useMemo, type ReactNode } from 'react';
import { formatMoneyExact } from '../../lib/format';
import { timeZoneOptions } from './time-zone-options';
import type { SessionFormState } from './use-session-form';

interface SessionFormFieldsProps {
  form: SessionFormState;
  /** The site's RSVP price, shown as the default. */
  defaultPriceCents: number;
  /** The zone the admin's browser is in. */
  ownZone: string;
}

type TextField = 'title' | 'date' | 'time' | 'joinUrl';
type NumberField = 'durationMinutes' | 'capacity' | 'price' | 'doorsOpenMinutes';

/** The session fields, each with its message underneath. */
export function SessionFormFields({ form, defaultPriceCents, ownZone }: SessionFormFieldsProps) {
  const { values, errors, busy, getInputProps, setFieldValue } = form;
  const setTimezone = useCallback((zone: string) => setFieldValue('timezone', zone), [setFieldValue]);
  const text = (field: TextField) => ({ disabled: busy, ...getInputProps(field) });
  // Out-of-range numbers stay as typed, so the schema can say what is wrong with them.
  const number = (field: NumberField) => ({
    disabled: busy,
    allowNegative: false,
    clampBehavior: 'none' as const,
    ...getInputProps(field),
  });
  return (
    <Stack gap="sm">
      <TextInput label="Title" data-autofocus maxLength={SESSION_LIMITS.titleMax} {...text('title')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label="Date" type="date" {...text('date')} />
        <TextInput label="Start time" type="time" {...text('time')} />
      </SimpleGrid>
      <TimeZoneSelect
        value={values.timezone}
        ownZone={ownZone}
        error={errors.timezone}
        disabled={busy}
        onChange={setTimezone}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <NumberInput
          label="Duration (minutes)"
          allowDecimal={false}
          min={SESSION_LIMITS.durationMin}
          max={SESSION_LIMITS.durationMax}
          step={15}
          {...number('durationMinutes')}
        />
        <NumberInput
          label="Capacity (seats)"
          allowDecimal={false}
          min={SESSION_LIMITS.capacityMin}
          max={SESSION_LIMITS.capacityMax}
          {...number('capacity')}
        />
        <NumberInput
          label="Price (USD)"
          description={`Site price ${formatMoneyExact(defaultPriceCents)}`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          prefix="$"
          decimalScale={2}
          thousandSeparator=","
          hideControls
          {...number('price')}
        />
      </SimpleGrid>
      <TextInput
        label="Meeting link"
        description="The webinar room (Zoom, Meet, Teams, YouTube Live…). Never shown to attendees: each paid seat gets a personal join link that leads here."
        type="url"
        inputMode="url"
        {...text('joinUrl')}
      />
      <NumberInput
        label="Doors open (minutes before the start)"
        description="From then until the session ends, attendees' join links lead into the meeting."
        allowDecimal={false}
        min={0}
        max={SESSION_LIMITS.doorsOpenMax}
        step={5}
        {...number('doorsOpenMinutes')}
      />
    </Stack>
  );
}

interface TimeZoneSelectProps {
  value: string;
  ownZone: string;
  error: ReactNode;
  disabled: boolean;
  onChange: (zone: string) => void;
}

/** Every IANA zone, searchable. Memoised: its ~400 options need not re-render on each keystroke elsewhere. */
const TimeZoneSelect = memo(function TimeZoneSelect({
  value,
  ownZone,
  error,
  disabled,
  onChange,
}: TimeZoneSelectProps) {
  const zones = useMemo(() => timeZoneOptions(ownZone, value), [ownZone, value]);
  return (
    <Select
      label="Time zone"
      description={value === ownZone ? 'Your own time zone' : `Your own time zone is ${ownZone}`}
      searchable
      allowDeselect={false}
      nothingFoundMessage="No time zone matches"
      data={zones}
      value={value || null}
      error={error}
      disabled={disabled}
      onChange={(zone) => onChange(zone ?? '')}
    />
  );
});
