import { Anchor, Checkbox, PasswordInput, SimpleGrid, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import { ROLES } from '@meridian/contracts/roles';
import type { Prices } from '@meridian/contracts/settings';
import { CaptchaField } from './captcha-field';
import type { ReactNode } from 'react';
import { PlanSwitch } from './plan-switch';
import { EMAIL_TAKEN_MESSAGE } from './use-sign-up-account';
import type { SignUpFormState } from './use-sign-up-form';

interface SignUpFieldsProps {
  form: SignUpFormState;
  roleId: number | null;
  prices: Prices;
  disabled: boolean;
  /** Offered beside the "already registered" message: leave sign-up for the sign-in form. */
  onSignInInstead?: () => void;
}

/** The email's error; an email that has an account gets a way to sign in with it. */
function emailError(message: ReactNode, onSignInInstead: (() => void) | undefined): ReactNode {
  if (message !== EMAIL_TAKEN_MESSAGE || !onSignInInstead) return message;
  return (
    <>
      {message}{' '}
      <Anchor
        component="button"
        type="button"
        size="xs"
        c="inherit"
        fw={700}
        underline="always"
        onClick={onSignInInstead}
      >
        Sign in with this email
      </Anchor>
    </>
  );
}

/** The sign-up fields (docs/product.md, Sign-up), in that order, each with its error underneath. */
export function SignUpFields({ form, roleId, prices, disabled, onSignInInstead }: SignUpFieldsProps) {
  const { values, errors, getInputProps, setFieldValue } = form;
  return (
    <Stack gap="sm">
      {roleId === ROLES.Advertiser ? (
        <PlanSwitch
          plan={values.plan}
          prices={prices}
          disabled={disabled}
          onChange={(plan) => setFieldValue('plan', plan)}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label="First name"
          autoComplete="given-name"
          data-autofocus
          disabled={disabled}
          {...getInputProps('firstName')}
        />
        <TextInput label="Last name" autoComplete="family-name" disabled={disabled} {...getInputProps('lastName')} />
      </SimpleGrid>
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        disabled={disabled}
        {...getInputProps('email')}
        error={emailError(errors.email, onSignInInstead)}
      />
      <PasswordInput
        label="Password"
        description="At least 8 characters."
        autoComplete="new-password"
        disabled={disabled}
        {...getInputProps('password')}
      />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        disabled={disabled}
        {...getInputProps('confirmPassword')}
      />
      <CaptchaField
        captcha={form.captcha}
        value={values.captchaAnswer}
        error={errors.captchaAnswer}
        disabled={disabled}
        onChange={(answer) => setFieldValue('captchaAnswer', answer)}
        onRefresh={form.refreshCaptcha}
      />
      <Checkbox
        disabled={disabled}
        {...getInputProps('termsAgreed', { type: 'checkbox' })}
        label={
          <>
            I agree to the{' '}
            <Anchor href="/terms" target="_blank" rel="noopener">
              Terms &amp; Conditions
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Anchor>
            {roleId === ROLES.Affiliate ? (
              <>
                {' '}
                and the{' '}
                <Anchor href="/affiliateagreement" target="_blank" rel="noopener">
                  Affiliate Agreement
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </Anchor>
              </>
            ) : null}
          </>
        }
      />
    </Stack>
  );
}
