import type { RegistrationStatus } from '@meridian/contracts/rsvp';
import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { RSVP_STATUS_OPTIONS } from './rsvp-status';
import type { RsvpFilter } from './use-rsvp-list';

interface RsvpFiltersProps {
  filter: RsvpFilter;
  sessions: { value: string; label: string }[];
  onChange: (filter: RsvpFilter) => void;
  /** The waitlist view filters by session alone. */
  sessionOnly?: boolean;
}

/** Session, status and a search over name, email and phone. */
export function RsvpFilters({ filter, sessions, onChange, sessionOnly = false }: RsvpFiltersProps) {
  return (
    <Group align="flex-end" gap="sm">
      <Select
        label="Session"
        data={sessionOnly ? sessions : [{ value: '', label: 'All sessions' }, ...sessions]}
        placeholder={sessionOnly ? 'Choose a session' : undefined}
        value={filter.sessionId ? String(filter.sessionId) : sessionOnly ? null : ''}
        onChange={(value) => onChange({ ...filter, sessionId: value ? Number(value) : null })}
        allowDeselect={false}
        searchable
        nothingFoundMessage="No session matches"
        w={{ base: '100%', sm: 300 }}
      />
      {sessionOnly ? null : (
        <>
          <Select
            label="Status"
            data={[{ value: '', label: 'Any status' }, ...RSVP_STATUS_OPTIONS]}
            value={filter.status ?? ''}
            onChange={(value) => onChange({ ...filter, status: (value || null) as RegistrationStatus | null })}
            allowDeselect={false}
            w={{ base: '100%', sm: 180 }}
          />
          <TextInput
            label="Search"
            placeholder="Name, email or phone"
            type="search"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={filter.search}
            onChange={(event) => onChange({ ...filter, search: event.currentTarget.value })}
            w={{ base: '100%', sm: 260 }}
          />
        </>
      )}
    </Group>
  );
}
