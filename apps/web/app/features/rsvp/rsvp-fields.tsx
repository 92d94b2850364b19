import { Anchor, Checkbox, Select, SimpleGrid, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import type { ComboboxItem } from '@mantine/core';
import type { RsvpFormState } from './use-rsvp-form';

interface RsvpFieldsProps {
  form: RsvpFormState;
  /** The Date dropdown's options: session ids and their labels. */
  dateOptions: ComboboxItem[];
  datesLoading: boolean;
  /** Under the Date field: the chosen session's title, length and seats. */
  dateDescription?: string;
  disabled: boolean;
}

type TextField = 'firstName' | 'lastName' | 'phone' | 'email';

/** The text fields as docs/product.md names them, with what browsers need to fill them in. */
const TEXT_FIELDS: Record<TextField, { label: string; autoComplete: string; type?: string }> = {
  firstName: { label: 'First Name', autoComplete: 'given-name' },
  lastName: { label: 'Last Name', autoComplete: 'family-name' },
  phone: { label: 'Phone Number', autoComplete: 'tel', type: 'tel' },
  email: { label: 'Email', autoComplete: 'email', type: 'email' },
};

function NewTabLink({ href, children }: { href: string; children: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener">
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}

/** The RSVP fields (docs/product.md, Webinar seats), in that order, each with its message underneath. */
export function RsvpFields({ form, dateOptions, datesLoading, dateDescription, disabled }: RsvpFieldsProps) {
  const { values, errors, getInputProps, setFieldValue } = form;
  const text = (field: TextField) => (
    <TextInput
      {...TEXT_FIELDS[field]}
      data-autofocus={field === 'firstName' ? true : undefined}
      disabled={disabled}
      {...getInputProps(field)}
    />
  );
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {text('firstName')}
        {text('lastName')}
      </SimpleGrid>
      {text('phone')}
      {text('email')}
      <Select
        label="Date"
        placeholder={datesLoading && dateOptions.length === 0 ? 'Loading dates…' : 'Choose a session'}
        data={dateOptions}
        nothingFoundMessage={datesLoading ? 'Loading dates…' : 'No dates are open for booking'}
        value={values.date || null}
        onChange={(value) => setFieldValue('date', value ?? '')}
        allowDeselect={false}
        description={dateDescription}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={errors.date}
        disabled={disabled}
        comboboxProps={{ zIndex: 1000 }}
        maxDropdownHeight={280}
      />
      <Checkbox
        disabled={disabled}
        {...getInputProps('agreed', { type: 'checkbox' })}
        label={
          <>
            I agree to the <NewTabLink href="/terms">Terms &amp; Conditions</NewTabLink> and the{' '}
            <NewTabLink href="/privacy">Privacy Policy</NewTabLink>
          </>
        }
      />
    </Stack>
  );
}
