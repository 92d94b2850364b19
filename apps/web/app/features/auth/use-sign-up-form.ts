import { ROLES } from '@meridian/contracts/roles';
import type { AdvertisingPlan, SignUpForm } from '@meridian/contracts/users';
import { useCallback, useState } from 'react';
import { drawCaptcha, type Captcha } from './captcha';
import { validateSignUp, type SignUpErrors } from './validate-sign-up';

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  captchaAnswer: string;
  termsAgreed: boolean;
  plan: AdvertisingPlan;
}

const EMPTY: SignUpValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  captchaAnswer: '',
  termsAgreed: false,
  plan: 'monthly',
};

function without(errors: SignUpErrors, field: keyof SignUpErrors): SignUpErrors {
  if (!(field in errors)) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}

/** The sign-up form's values, CAPTCHA and field errors. Values survive every error. */
export function useSignUpForm(roleId: number | null) {
  const [values, setValues] = useState<SignUpValues>(EMPTY);
  const [captcha, setCaptcha] = useState<Captcha>(() => drawCaptcha());
  const [errors, setErrors] = useState<SignUpErrors>({});

  /** Changing a field clears its error (and a password change re-opens the match check). */
  const setField = useCallback(<K extends keyof SignUpValues>(field: K, value: SignUpValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => without(current, field));
  }, []);

  /** Refresh: new digits and the answer cleared. */
  const refreshCaptcha = useCallback(() => {
    setCaptcha((current) => drawCaptcha(current));
    setValues((current) => ({ ...current, captchaAnswer: '' }));
    setErrors((current) => without(current, 'captchaAnswer'));
  }, []);

  /** The checked form, or null after showing every field's error. */
  const validate = useCallback((): SignUpForm | null => {
    const result = validateSignUp({
      ...values,
      roleId,
      plan: roleId === ROLES.Advertiser ? values.plan : null,
      captchaA: captcha.a,
      captchaB: captcha.b,
    });
    if ('errors' in result) {
      setErrors(result.errors);
      return null;
    }
    setErrors({});
    return result.data;
  }, [values, roleId, captcha]);

  return { values, captcha, errors, setField, setErrors, refreshCaptcha, validate };
}

export type SignUpFormState = ReturnType<typeof useSignUpForm>;
