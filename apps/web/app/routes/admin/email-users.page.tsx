import { ROLES, roleLabels, roleNameById, type RoleId } from '@meridian/contracts/roles';
import { Alert, Button, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconSearch, IconUserCog } from '@tabler/icons-react';
import { useState } from 'react';
import { UserRow } from '../../features/users/user-row';
import { useUserDirectory } from '../../features/users/use-user-directory';
import { EmptyState } from '../../features/site/empty-state';

const roleOptions = [
  { value: '', label: 'All users' },
  ...Object.values(ROLES).map((id) => ({ value: String(id), label: roleLabels[roleNameById[id as RoleId]] })),
];

/** Admin "Email Users": find people, grant or remove Sales and Email Marketing, disable accounts. */
export default function EmailUsersPage() {
  const [search, setSearch] = useState('');
  const [role, setRole] = useState('');
  const directory = useUserDirectory({ search, roleId: role ? Number(role) : null });

  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1}>Email Users</Title>
        <Text c="dimmed" mt={4}>
          Grant the Sales or Email Marketing role to people who have signed up, or disable an account. Changes apply at
          once.
        </Text>
      </div>
      <Group align="flex-end">
        <TextInput
          label="Search"
          placeholder="Name or email"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={320}
        />
        <Select
          label="Role"
          data={roleOptions}
          value={role}
          onChange={(value) => setRole(value ?? '')}
          allowDeselect={false}
          w={220}
        />
      </Group>
      {directory.error ? (
        <Alert color="red.9" title="Email Users" role="alert">
          {directory.error}{' '}
          <Button variant="subtle" size="xs" onClick={() => void directory.reload()}>
            Try Again
          </Button>
        </Alert>
      ) : null}
      {!directory.loading && directory.items.length === 0 && !directory.error ? (
        <EmptyState icon={<IconUserCog size={28} />} title="No users match">
          {search || role ? 'Try another name, email or role.' : 'People appear here once they sign up.'}
        </EmptyState>
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" horizontalSpacing="md" aria-busy={directory.loading}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>User</Table.Th>
                  <Table.Th>Sales</Table.Th>
                  <Table.Th>Email Marketing</Table.Th>
                  <Table.Th>Other roles</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {directory.items.map((user) => (
                  <UserRow key={user.id} user={user} onChange={directory.replace} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {directory.nextCursor ? (
        <Button variant="default" loading={directory.loading} onClick={() => void directory.loadMore()} w="fit-content">
          Load more
        </Button>
      ) : null}
    </Stack>
  );
}
