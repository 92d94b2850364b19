import { PasswordInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

interface NewPasswordFieldsProps {
  /** The form's getInputProps: the fields are `password` and `confirmPassword`. */
  getInputProps: (path: 'password' | 'confirmPassword') => GetInputPropsReturnType;
  disabled: boolean;
  /** A hint under "New password" (the password rule), where the form does not say it elsewhere. */
  description?: string;
}

/** "New password" and "Confirm new password": the password change and the reset ask the same way. */
export function NewPasswordFields({ getInputProps, disabled, description }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        label="New password"
        description={description}
        autoComplete="new-password"
        disabled={disabled}
        {...getInputProps('password')}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        disabled={disabled}
        {...getInputProps('confirmPassword')}
      />
    </>
  );
}
