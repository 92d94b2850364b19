import { Button, Group, Text } from '@mantine/core';
import { FormError } from '../../components/form-error';

interface SettingCardFooterProps {
  /** What the preview line is ("In effect:", "Attendees read:"). */
  lead: string;
  /** The setting as it reads now, or null while what is typed is not valid. */
  line: string | null;
  formError: string | null;
  busy: boolean;
  dirty: boolean;
  submitLabel: string;
}

/** The end of a one-setting card in Site settings: the setting in words as typed, the form's error, Save. */
export function SettingCardFooter({ lead, line, formError, busy, dirty, submitLabel }: SettingCardFooterProps) {
  return (
    <>
      <Text size="sm">
        {lead}{' '}
        <Text span fw={600} inherit>
          {line ?? '—'}
        </Text>
      </Text>
      <FormError message={formError} title="Not saved" />
      <Group>
        <Button type="submit" loading={busy} disabled={!dirty}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
