import { Button, PasswordInput, Stack } from '@mantine/core';
import { changePasswordFormSchema } from '@meridian/contracts/identity-account';
import { useState, type FormEvent } from 'react';
import { usePageFormGuard } from '../../components/discard-changes/use-discard-guard';
import { FormError } from '../../components/form-error';
import { loadIdentity } from '../../lib/auth/amplify';
import { identityErrorName, signInErrorMessage } from '../../lib/auth/identity-errors';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { notify } from '../../lib/notify';
import { AccountSection } from './account-section';
import { NewPasswordFields } from './new-password-fields';

export const WRONG_CURRENT_PASSWORD = 'That is not your current password.';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/** Where a refused change belongs: the current password, the new one, or the form. */
function refusal(error: unknown): { field: 'currentPassword' | 'password' | null; message: string } {
  const name = identityErrorName(error);
  const message = signInErrorMessage(error);
  if (name === 'InvalidPasswordException') return { field: 'password', message };
  if (name === 'NotAuthorizedException' && /incorrect/i.test(error instanceof Error ? error.message : '')) {
    return { field: 'currentPassword', message: WRONG_CURRENT_PASSWORD };
  }
  return { field: null, message };
}

/** Change password (the pool's ChangePassword, through Amplify's updatePassword). */
export function AccountPasswordSection() {
  const form = useContractForm(changePasswordFormSchema, { initialValues: EMPTY });
  const [busy, setBusy] = useState(false);
  usePageFormGuard(form.dirty);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = form.check();
    if (!checked) return;
    setBusy(true);
    try {
      const identity = await loadIdentity();
      await identity.updatePassword({ oldPassword: checked.currentPassword, newPassword: checked.password });
      form.reset();
      notify.success({ message: 'Your password was changed.' });
    } catch (error) {
      const { field, message } = refusal(error);
      if (field) form.showErrors({ [field]: message });
      else form.showErrors({}, message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountSection
      title="Password"
      summary="Choose a new password of at least 8 characters. Other devices signed in with the old one are signed out."
    >
      <form ref={form.formRef} noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="sm" maw={420}>
          <FormError message={form.formError} />
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            disabled={busy}
            {...form.getInputProps('currentPassword')}
          />
          <NewPasswordFields getInputProps={form.getInputProps} disabled={busy} />
          <Button type="submit" loading={busy} w="fit-content">
            Change password
          </Button>
        </Stack>
      </form>
    </AccountSection>
  );
}
