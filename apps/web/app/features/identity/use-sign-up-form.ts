import { ROLES } from '@meridian/contracts/roles';
import { signUpFormSchema, type AdvertisingPlan } from '@meridian/contracts/users';
import { useCallback, useState } from 'react';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { drawCaptcha, type Captcha } from './captcha';
import { crossFieldErrors, type SignUpInput } from './validate-sign-up';

export type SignUpValues = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  captchaAnswer: string;
  termsAgreed: boolean;
  plan: AdvertisingPlan;
};

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

/** The sign-up form on the shared schema, with its CAPTCHA. Values survive every error. */
export function useSignUpForm(roleId: number | null) {
  const [captcha, setCaptcha] = useState<Captcha>(() => drawCaptcha());
  const input = (values: SignUpValues): SignUpInput => ({
    ...values,
    roleId,
    plan: roleId === ROLES.Advertiser ? values.plan : null,
    captchaA: captcha.a,
    captchaB: captcha.b,
  });
  const form = useContractForm(signUpFormSchema, {
    initialValues: EMPTY,
    toInput: input,
    extraRules: (values, errors) => crossFieldErrors(input(values), errors),
  });
  const { setFieldValue } = form;

  /** Refresh: new digits and the answer (and its message) cleared. */
  const refreshCaptcha = useCallback(() => {
    setCaptcha((current) => drawCaptcha(current));
    setFieldValue('captchaAnswer', '');
  }, [setFieldValue]);

  return { ...form, captcha, refreshCaptcha };
}

export type SignUpFormState = ReturnType<typeof useSignUpForm>;
