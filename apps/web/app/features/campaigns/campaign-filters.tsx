import type { CampaignStatus } from '@meridian/contracts/campaigns';
import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { CAMPAIGN_STATUS_OPTIONS } from './campaign-status';
import { SenderSelect } from './sender-select';
import type { CampaignFilter } from './use-campaign-list';

interface CampaignFiltersProps {
  filter: CampaignFilter;
  onChange: (filter: CampaignFilter) => void;
  /** Admins: every sender, to filter by one. Absent for staff, who see only their own. */
  senders?: { value: string; label: string }[];
}

/** Status, a search of subjects and, for admins, the sender. */
export function CampaignFilters({ filter, onChange, senders }: CampaignFiltersProps) {
  return (
    <Group align="flex-end" gap="md">
      <TextInput
        label="Search"
        placeholder="Subject"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filter.search}
        onChange={(event) => onChange({ ...filter, search: event.currentTarget.value })}
        w={{ base: '100%', xs: 260 }}
      />
      <Select
        label="Status"
        placeholder="Every status"
        data={CAMPAIGN_STATUS_OPTIONS}
        value={filter.status}
        onChange={(value) => onChange({ ...filter, status: value as CampaignStatus | null })}
        clearable
        w={{ base: '100%', xs: 180 }}
      />
      {senders ? (
        <SenderSelect
          senders={senders}
          value={filter.ownerId}
          onChange={(ownerId) => onChange({ ...filter, ownerId })}
        />
      ) : null}
    </Group>
  );
}
