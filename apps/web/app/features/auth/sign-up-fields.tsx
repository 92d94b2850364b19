import { Anchor, Checkbox, PasswordInput, SimpleGrid, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import { ROLES } from '@meridian/contracts/roles';
import type { Prices } from '@meridian/contracts/site';
import { CaptchaField } from './captcha-field';
import type { ReactNode } from 'react';
import { PlanSwitch } from './plan-switch';
import { EMAIL_TAKEN_MESSAGE } from './use-sign-up-flow';
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
function emailError(message: string | undefined, onSignInInstead: (() => void) | undefined): ReactNode {
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
  const { values, errors, setField } = form;
  return (
    <Stack gap="sm">
      {roleId === ROLES.Advertiser ? (
        <PlanSwitch
          plan={values.plan}
          prices={prices}
          disabled={disabled}
          onChange={(plan) => setField('plan', plan)}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label="First name"
          autoComplete="given-name"
          data-autofocus
          value={values.firstName}
          error={errors.firstName}
          disabled={disabled}
          onChange={(event) => setField('firstName', event.currentTarget.value)}
        />
        <TextInput
          label="Last name"
          autoComplete="family-name"
          value={values.lastName}
          error={errors.lastName}
          disabled={disabled}
          onChange={(event) => setField('lastName', event.currentTarget.value)}
        />
      </SimpleGrid>
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        error={emailError(errors.email, onSignInInstead)}
        disabled={disabled}
        onChange={(event) => setField('email', event.currentTarget.value)}
      />
      <PasswordInput
        label="Password"
        description="At least 8 characters."
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        disabled={disabled}
        onChange={(event) => setField('password', event.currentTarget.value)}
      />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        value={values.confirmPassword}
        error={errors.confirmPassword}
        disabled={disabled}
        onChange={(event) => setField('confirmPassword', event.currentTarget.value)}
      />
      <CaptchaField
        captcha={form.captcha}
        value={values.captchaAnswer}
        error={errors.captchaAnswer}
        disabled={disabled}
        onChange={(answer) => setField('captchaAnswer', answer)}
        onRefresh={form.refreshCaptcha}
      />
      <Checkbox
        checked={values.termsAgreed}
        error={errors.termsAgreed}
        disabled={disabled}
        onChange={(event) => setField('termsAgreed', event.currentTarget.checked)}
        label={
          <>
            I agree to the{' '}
            <Anchor href="/terms" target="_blank" rel="noopener">
              Terms &amp; Conditions
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Anchor>
          </>
        }
      />
    </Stack>
  );
}
