import { ROLES, roleLabels, roleNameById, type RoleId } from '@meridian/contracts/roles';
import { Group, Select, Stack, TextInput } from '@mantine/core';
import { IconSearch, IconUserCog } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable } from '../../components/admin/data-table';
import { LoadError } from '../../components/admin/load-error';
import { LoadMore } from '../../components/admin/load-more';
import { SectionHeader } from '../../components/admin/section-header';
import { userColumns } from '../../features/users/user-columns';
import { useUserDirectory } from '../../features/users/use-user-directory';
import { EmptyState } from '../../components/site/empty-state';
import { useAuthState } from '../../lib/auth/auth-state';

const roleOptions = [
  { value: '', label: 'All users' },
  ...Object.values(ROLES).map((id) => ({ value: String(id), label: roleLabels[roleNameById[id as RoleId]] })),
];

/** Admin "Email Users": find people, grant or remove Sales and Email Marketing, disable accounts, reset two-step sign-in. */
export default function EmailUsersPage() {
  const [search, setSearch] = useState('');
  const [role, setRole] = useState('');
  const directory = useUserDirectory({ search, roleId: role ? Number(role) : null });
  const ownId = useAuthState().userId;

  return (
    <Stack gap="lg" maw={1100}>
      <SectionHeader
        title="Email Users"
        summary="Grant the Sales or Email Marketing role to people who have signed up, disable an account, or reset someone’s two-step sign-in. Changes apply at once."
        action={null}
      />
      <Group align="flex-end">
        <TextInput
          label="Search"
          placeholder="Name or email"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', xs: 320 }}
        />
        <Select
          label="Role"
          data={roleOptions}
          value={role}
          onChange={(value) => setRole(value ?? '')}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
        />
      </Group>
      {directory.error ? <LoadError title="Email Users" message={directory.error} onRetry={directory.retry} /> : null}
      <DataTable
        label="Users"
        columns={userColumns({ ownId, onChange: directory.replace })}
        rowKey={(user) => user.id}
        sort={{ column: 'Signed up', direction: 'ascending', caption: 'Earliest sign-ups first' }}
        minWidth={820}
        rows={directory.items}
        loading={directory.loading}
        empty={
          <EmptyState icon={<IconUserCog size={28} />} title="No users match">
            {search || role ? 'Try another name, email or role.' : 'People appear here once they sign up.'}
          </EmptyState>
        }
      />
      <LoadMore pages={directory} />
    </Stack>
  );
}
