import { roleLabels, ROLES } from '@meridian/contracts/roles';
import { disableUser, enableUser, setUserRoles, userRolesSchema, type AdminUser } from '@meridian/contracts/users';
import { Badge, Button, Checkbox, Group, Table, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { failureErrors } from '../../lib/forms/failure-errors';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { notify } from '../../lib/notify';

const GRANTABLE = [ROLES.Sales, ROLES.EmailMarketing] as const;
const NOT_SAVED = 'The change could not be saved.';

/** One user: the staff roles an admin grants here, the other roles as badges, and disable/enable. */
export function UserRow({ user, onChange }: { user: AdminUser; onChange: (user: AdminUser) => void }) {
  const [busy, setBusy] = useState(false);
  /** The roles as the boxes show them: a choice shows at once and falls back if saving it fails. */
  const roles = useContractForm(userRolesSchema, { initialValues: { roleIds: user.roleIds }, fields: {} });
  const { setValues } = roles;
  const stored = useRef(user.roleIds);
  const name = `${user.firstName} ${user.lastName}`.trim();

  // The list was refreshed (or a save answered): the boxes follow the user's roles as stored.
  useEffect(() => {
    if (stored.current === user.roleIds) return;
    stored.current = user.roleIds;
    setValues({ roleIds: user.roleIds });
  }, [user.roleIds, setValues]);

  const failed = (message: string | null) => {
    setValues({ roleIds: user.roleIds });
    notify.error({ title: 'Email Users', message: message ?? NOT_SAVED });
  };

  async function run(action: () => Promise<AdminUser>, done: string) {
    setBusy(true);
    try {
      onChange(await action());
      notify.success({ message: done });
    } catch (error) {
      failed(failureErrors(error, { fields: {}, describe: () => NOT_SAVED }).form);
    } finally {
      setBusy(false);
    }
  }

  const toggleRole = (roleId: (typeof GRANTABLE)[number], granted: boolean) => {
    roles.setFieldValue('roleIds', granted ? [...user.roleIds, roleId] : user.roleIds.filter((id) => id !== roleId));
    const body = roles.check();
    if (!body) return failed(null);
    const label = roleId === ROLES.Sales ? 'Sales' : 'Email Marketing';
    void run(
      () => callEndpoint(setUserRoles, { params: { id: user.id }, body }),
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
            checked={roles.values.roleIds.includes(roleId)}
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
