import { roleLabels, ROLES } from '@meridian/contracts/roles';
import { disableUser, enableUser, setUserRoles, userRolesSchema, type AdminUser } from '@meridian/contracts/users';
import { Badge, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { DataColumn } from '../../components/admin/data-table';
import { StatusBadge } from '../../components/admin/status-badge';
import { formatDate } from '../../lib/format';
import { failureErrors } from '../../lib/forms/failure-errors';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { notify } from '../../lib/notify';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { MfaResetAction } from './mfa-reset-action';

const GRANTABLE = [ROLES.Sales, ROLES.EmailMarketing] as const;
const NOT_SAVED = 'The change could not be saved.';
const ROLE_NAME = { [ROLES.Sales]: 'Sales', [ROLES.EmailMarketing]: 'Email Marketing' } as const;

type OnChange = (user: AdminUser) => void;

/** Runs an admin change to a user, then shows the answer in the list and says so (or what failed). */
async function change(action: () => Promise<AdminUser>, done: string, onChange: OnChange): Promise<boolean> {
  try {
    onChange(await action());
    notify.success({ message: done });
    return true;
  } catch (error) {
    const message = failureErrors(error, { fields: {}, describe: () => NOT_SAVED }).form;
    notify.error({ title: 'Email Users', message: message ?? NOT_SAVED });
    return false;
  }
}

/** The staff roles an admin grants here: a choice shows at once and falls back if saving it fails. */
function StaffRoles({ user, onChange }: { user: AdminUser; onChange: OnChange }) {
  const save = useEndpointMutation(setUserRoles);
  const roles = useContractForm(userRolesSchema, { initialValues: { roleIds: user.roleIds }, fields: {} });
  const { setValues } = roles;
  const stored = useRef(user.roleIds);

  // The list was refreshed (or a save answered): the boxes follow the user's roles as stored.
  useEffect(() => {
    if (stored.current === user.roleIds) return;
    stored.current = user.roleIds;
    setValues({ roleIds: user.roleIds });
  }, [user.roleIds, setValues]);

  const toggle = async (roleId: (typeof GRANTABLE)[number], granted: boolean) => {
    roles.setFieldValue('roleIds', granted ? [...user.roleIds, roleId] : user.roleIds.filter((id) => id !== roleId));
    const body = roles.check();
    if (!body) {
      setValues({ roleIds: user.roleIds });
      notify.error({ title: 'Email Users', message: NOT_SAVED });
      return;
    }
    const saved = await change(
      () => save.mutateAsync({ params: { id: user.id }, body }),
      `${ROLE_NAME[roleId]} ${granted ? 'granted to' : 'removed from'} ${user.email}.`,
      onChange,
    );
    if (!saved) setValues({ roleIds: user.roleIds });
  };

  return (
    <Stack gap={6}>
      {GRANTABLE.map((roleId) => (
        <Checkbox
          key={roleId}
          label={ROLE_NAME[roleId]}
          aria-label={`${ROLE_NAME[roleId]} role for ${user.email}`}
          checked={roles.values.roleIds.includes(roleId)}
          disabled={save.isPending}
          onChange={(event) => void toggle(roleId, event.currentTarget.checked)}
        />
      ))}
    </Stack>
  );
}

/** Disable or enable an account; never offered on the admin's own row (the server refuses it too). */
function AccountAction({ user, own, onChange }: { user: AdminUser; own: boolean; onChange: OnChange }) {
  const enable = useEndpointMutation(enableUser);
  const disable = useEndpointMutation(disableUser);
  if (own) {
    return (
      <Text size="sm" c="dimmed">
        Your account
      </Text>
    );
  }
  const run = () =>
    change(
      () => (user.disabled ? enable : disable).mutateAsync({ params: { id: user.id } }),
      `${user.email} is ${user.disabled ? 'enabled again' : 'disabled; their sessions have ended'}.`,
      onChange,
    );
  return (
    <Button
      size="xs"
      variant="default"
      loading={enable.isPending || disable.isPending}
      aria-label={`${user.disabled ? 'Enable' : 'Disable'} ${user.email}`}
      onClick={() => void run()}
    >
      {user.disabled ? 'Enable' : 'Disable'}
    </Button>
  );
}

/**
 * Email Users: who, the staff roles granted here, their other roles, since when, status, disable or
 * enable, and resetting their two-step sign-in.
 */
export function userColumns({
  ownId,
  onChange,
}: {
  ownId: string | null;
  onChange: OnChange;
}): DataColumn<AdminUser>[] {
  return [
    {
      title: 'User',
      kind: 'main',
      maxWidth: 280,
      cell: (user) => (
        <>
          <Text fw={600}>{`${user.firstName} ${user.lastName}`.trim()}</Text>
          <Text size="sm" c="dimmed">
            {user.email}
          </Text>
        </>
      ),
    },
    { title: 'Staff roles', cell: (user) => <StaffRoles user={user} onChange={onChange} /> },
    {
      title: 'Other roles',
      cell: (user) => {
        const other = user.roles.filter((role) => role !== 'Sales' && role !== 'EmailMarketing');
        if (other.length === 0) return '—';
        return (
          <Group gap={4}>
            {other.map((role) => (
              <Badge key={role} variant="light" tt="none">
                {roleLabels[role]}
              </Badge>
            ))}
          </Group>
        );
      },
    },
    { title: 'Signed up', cell: (user) => formatDate(user.createdAt) },
    {
      title: 'Status',
      cell: (user) => (
        <StatusBadge label={user.disabled ? 'Disabled' : 'Active'} color={user.disabled ? 'red.9' : 'teal.9'} />
      ),
    },
    {
      title: 'Actions',
      kind: 'actions',
      cell: (user) => {
        const own = String(user.id) === ownId;
        return (
          <Group gap={4} wrap="nowrap">
            <AccountAction user={user} own={own} onChange={onChange} />
            {own ? null : <MfaResetAction user={user} />}
          </Group>
        );
      },
    },
  ];
}
