import { roleLabels, ROLES } from '@meridian/contracts/roles';
import { disableUser, enableUser, setUserRoles, type AdminUser } from '@meridian/contracts/users';
import { Badge, Button, Checkbox, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ApiError, callEndpoint } from '../../lib/api-client';
import { notify } from '../../lib/notify';

const GRANTABLE = [ROLES.Sales, ROLES.EmailMarketing] as const;

/** One user: the staff roles an admin grants here, the other roles as badges, and disable/enable. */
export function UserRow({ user, onChange }: { user: AdminUser; onChange: (user: AdminUser) => void }) {
  const [busy, setBusy] = useState(false);
  /** The roles being saved: the boxes show the choice at once and fall back if saving fails. */
  const [pendingRoles, setPendingRoles] = useState<number[] | null>(null);
  const shownRoles = pendingRoles ?? user.roleIds;
  const name = `${user.firstName} ${user.lastName}`.trim();

  async function run(action: () => Promise<AdminUser>, done: string) {
    setBusy(true);
    try {
      onChange(await action());
      notify.success({ message: done });
    } catch (error) {
      notify.error({
        title: 'Email Users',
        message: error instanceof ApiError ? error.message : 'The change could not be saved.',
      });
    } finally {
      setBusy(false);
      setPendingRoles(null);
    }
  }

  const toggleRole = (roleId: (typeof GRANTABLE)[number], granted: boolean) => {
    const roleIds = granted ? [...user.roleIds, roleId] : user.roleIds.filter((id) => id !== roleId);
    setPendingRoles(roleIds);
    const label = roleId === ROLES.Sales ? 'Sales' : 'Email Marketing';
    void run(
      () => callEndpoint(setUserRoles, { params: { id: user.id }, body: { roleIds } }),
      `${label} ${granted ? 'granted to' : 'removed from'} ${user.email}.`,
    );
  };

  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600}>{name}</Text>
        <Text size="sm" c="dimmed">
          {user.email}
        </Text>
      </Table.Td>
      {GRANTABLE.map((roleId) => (
        <Table.Td key={roleId}>
          <Checkbox
            aria-label={`${roleId === ROLES.Sales ? 'Sales' : 'Email Marketing'} role for ${user.email}`}
            checked={shownRoles.includes(roleId)}
            disabled={busy}
            onChange={(event) => toggleRole(roleId, event.currentTarget.checked)}
          />
        </Table.Td>
      ))}
      <Table.Td>
        <Group gap={4}>
          {user.roles
            .filter((role) => role !== 'Sales' && role !== 'EmailMarketing')
            .map((role) => (
              <Badge key={role} variant="light">
                {roleLabels[role]}
              </Badge>
            ))}
        </Group>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Badge color={user.disabled ? 'red.9' : 'teal.9'} variant="filled">
            {user.disabled ? 'Disabled' : 'Active'}
          </Badge>
          <Button
            size="xs"
            variant="default"
            loading={busy}
            aria-label={`${user.disabled ? 'Enable' : 'Disable'} ${user.email}`}
            onClick={() =>
              void run(
                () => callEndpoint(user.disabled ? enableUser : disableUser, { params: { id: user.id } }),
                `${user.email} is ${user.disabled ? 'enabled again' : 'disabled; their sessions have ended'}.`,
              )
            }
          >
            {user.disabled ? 'Enable' : 'Disable'}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
