import { Select } from '@mantine/core';

interface SenderSelectProps {
  senders: { value: string; label: string }[];
  value: number | null;
  onChange: (ownerId: number | null) => void;
}

/** Admins: one sender's campaigns or figures, or everyone's. */
export function SenderSelect({ senders, value, onChange }: SenderSelectProps) {
  return (
    <Select
      label="Sender"
      placeholder="Every sender"
      data={senders}
      value={value ? String(value) : null}
      onChange={(picked) => onChange(picked ? Number(picked) : null)}
      searchable
      clearable
      nothingFoundMessage="No sender matches"
      w={{ base: '100%', xs: 320 }}
    />
  );
}
