import type { ContactList, ContactStatus } from '@meridian/contracts/contacts';
import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { STATUS_OPTIONS } from './contact-status';
import type { ContactFilter } from './use-contacts';

interface ContactFiltersProps {
  filter: ContactFilter;
  lists: readonly ContactList[];
  onChange: (filter: ContactFilter) => void;
}

/** Search (email, name, tag), list, tag and status filters above the contacts table. */
export function ContactFilters({ filter, lists, onChange }: ContactFiltersProps) {
  return (
    <Group gap="sm" align="flex-end" grow preventGrowOverflow={false} wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Email, name or tag"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filter.search}
        onChange={(event) => onChange({ ...filter, search: event.currentTarget.value })}
        miw={220}
      />
      <Select
        label="List"
        placeholder="All lists"
        clearable
        data={lists.map((list) => ({ value: String(list.id), label: list.name }))}
        value={filter.listId ? String(filter.listId) : null}
        onChange={(value) => onChange({ ...filter, listId: value ? Number(value) : null })}
        miw={160}
      />
      <TextInput
        label="Tag"
        placeholder="Any tag"
        value={filter.tag}
        onChange={(event) => onChange({ ...filter, tag: event.currentTarget.value })}
        miw={140}
      />
      <Select
        label="Status"
        placeholder="Any status"
        clearable
        data={STATUS_OPTIONS}
        value={filter.status}
        onChange={(value) => onChange({ ...filter, status: (value as ContactStatus | null) ?? null })}
        miw={150}
      />
    </Group>
  );
}
