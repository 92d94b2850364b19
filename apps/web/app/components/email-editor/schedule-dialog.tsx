import { CAMPAIGN_MESSAGES } from '@meridian/contracts/campaigns';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { browserTimeZone, fromLocalInputValue, toLocalInputValue } from '../../lib/datetime';
import { BusyModal } from '../admin/busy-modal';

interface ScheduleDialogProps {
  opened: boolean;
  busy: boolean;
  /** The server's refusal of the time, shown under it. */
  error: string | null;
  onSchedule: (sendAt: string) => void;
  onClose: () => void;
  /** "Schedule this campaign", "Schedule this issue". */
  title: string;
  /** What happens until then, under the time. */
  note: string;
}

const SEND_AT_REQUIRED = 'Choose the date and time to send';

/** Picks when to send, on the browser's clock (its zone named), as an ISO time for `sendAt`. */
export function ScheduleDialog({ opened, busy, error, onSchedule, onClose, title, note }: ScheduleDialogProps) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const soonest = toLocalInputValue(new Date(Date.now() + 5 * 60_000).toISOString());

  function submit() {
    const sendAt = fromLocalInputValue(value);
    if (!sendAt) return setProblem(SEND_AT_REQUIRED);
    if (Date.parse(sendAt) <= Date.now()) return setProblem(CAMPAIGN_MESSAGES.sendAtInPast);
    setProblem(null);
    onSchedule(sendAt);
  }

  return (
    <BusyModal opened={opened} onClose={onClose} title={title} busy={busy}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <TextInput
          type="datetime-local"
          label="Send at"
          description={`Your time zone: ${browserTimeZone()}`}
          min={soonest}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setProblem(null);
          }}
          error={problem ?? error}
          data-autofocus
        />
        <Text size="sm" c="dimmed" mt="sm">
          {note}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Go back
          </Button>
          <Button type="submit" loading={busy}>
            Schedule
          </Button>
        </Group>
      </form>
    </BusyModal>
  );
}
