import { ROLES, roleLabels, roleNameById, type RoleId } from '@meridian/contracts/roles';
import {
  getSecuritySettings,
  securitySettingsSchema,
  updateSecuritySettings,
  type SecuritySettings,
} from '@meridian/contracts/settings-security';
import { Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { usePageFormGuard } from '../../components/discard-changes/use-discard-guard';
import { FormError } from '../../components/form-error';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';

const ROLE_IDS = Object.values(ROLES) as RoleId[];

/**
 * Site settings → Security (docs/decisions/2026-11-27-totp-mfa.md): the roles whose holders must sign
 * in with a code from an authenticator app. Applies from each person's next sign-in.
 */
export function SecuritySettingsForm({ settings }: { settings: SecuritySettings }) {
  const form = useContractForm(securitySettingsSchema, {
    initialValues: { mfaRequiredRoleIds: settings.mfaRequiredRoleIds as RoleId[] },
  });
  const save = useEndpointMutation(updateSecuritySettings, {
    invalidates: [getSecuritySettings],
    success: () => 'Security settings saved. They apply from each person’s next sign-in.',
    failure: { title: 'Site settings', fallback: 'The security settings could not be saved.' },
  });
  usePageFormGuard(form.dirty);
  const chosen = form.values.mfaRequiredRoleIds;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.check();
    if (!body) return;
    const saved = await save.run({ body });
    if (!saved) return;
    form.keepSaved({ mfaRequiredRoleIds: saved.mfaRequiredRoleIds as RoleId[] });
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={(event) => void submit(event)}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" maw={720}>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4">
              Two-step sign-in
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              People holding a role checked here must sign in with a code from an authenticator app after their
              password. Whoever has not set one up is shown a QR code at their next sign-in. Everyone else may turn it
              on from their Account page.
            </Text>
          </div>
          <Checkbox.Group
            label="Roles that must use two-step sign-in"
            value={chosen.map(String)}
            onChange={(values) => form.setFieldValue('mfaRequiredRoleIds', values.map(Number) as RoleId[])}
          >
            <Stack gap={8} mt="xs">
              {ROLE_IDS.map((id) => (
                <Checkbox key={id} value={String(id)} label={roleLabels[roleNameById[id]]} />
              ))}
            </Stack>
          </Checkbox.Group>
          <FormError message={form.formError} />
          <Group>
            <Button type="submit" loading={save.isPending} disabled={!form.dirty}>
              Save
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}
