import { AUDIT_ACTIONS, AUDIT_SUBJECT_TYPES, auditFilterSchema } from '@meridian/contracts/audit';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { DateRangeFields } from '../../components/admin/date-range-fields';
import { isFiltered, NO_FILTER, type AuditFilterValues } from './audit-filter';
import { useAuditActors } from './use-audit-log';

const ACTIONS = [
  { value: '', label: 'Any action' },
  ...Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label })),
];
const SUBJECTS = [
  { value: '', label: 'Anything' },
  ...Object.entries(AUDIT_SUBJECT_TYPES).map(([value, label]) => ({ value, label })),
];

interface AuditFiltersProps {
  filter: AuditFilterValues;
  /** The fields that changed; the page applies them to the filters in the address as they are then. */
  onChange: (patch: Partial<AuditFilterValues>) => void;
}

/** Who acted, what they did, what it was about (and which one), and in which days (UTC). */
export function AuditFilters({ filter, onChange }: AuditFiltersProps) {
  const actors = useAuditActors();
  const set = (field: keyof AuditFilterValues) => (value: string | null) => onChange({ [field]: value ?? '' });
  return (
    <Group align="flex-end" gap="sm">
      <Select
        label="Who"
        data={[{ value: '', label: 'Anyone' }, { value: 'system', label: 'The site itself' }, ...actors]}
        value={filter.actor}
        onChange={set('actor')}
        allowDeselect={false}
        searchable
        nothingFoundMessage="Nobody by that name has acted"
        w={{ base: '100%', xs: 200 }}
      />
      <Select
        label="Action"
        data={ACTIONS}
        value={filter.action}
        onChange={set('action')}
        allowDeselect={false}
        searchable
        nothingFoundMessage="No action by that name"
        w={{ base: '100%', xs: 230 }}
      />
      <Select
        label="Subject"
        data={SUBJECTS}
        value={filter.subjectType}
        onChange={(value) => onChange(value ? { subjectType: value } : { subjectType: '', subjectId: '' })}
        allowDeselect={false}
        w={{ base: '100%', xs: 170 }}
      />
      <TextInput
        label="Subject ID"
        placeholder={!filter.subjectType ? 'Subject first' : filter.subjectType === 'legal-document' ? 'terms' : '42'}
        disabled={!filter.subjectType}
        value={filter.subjectId}
        onChange={(event) => set('subjectId')(event.currentTarget.value)}
        w={{ base: '100%', xs: 120 }}
      />
      <DateRangeFields
        schema={auditFilterSchema}
        initial={{ from: filter.from, to: filter.to }}
        onRange={(range) => onChange({ from: range.from ?? '', to: range.to ?? '' })}
      />
      {isFiltered(filter) ? (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={() => onChange(NO_FILTER)}
        >
          Clear filters
        </Button>
      ) : null}
    </Group>
  );
}
