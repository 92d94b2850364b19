import type { SignUpForm } from '@meridian/contracts/users';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { loadIdentity } from '../../lib/auth/amplify';
import { getAuthState } from '../../lib/auth/auth-state';
import { accountNoticeMessage, codeErrorMessage, identityErrorName } from '../../lib/auth/identity-errors';
import { failureErrors } from '../../lib/forms/failure-errors';
import type { FieldMap } from '../../lib/forms/place-errors';
import { notify } from '../../lib/notify';
import { useSignUpAccount } from './use-sign-up-account';
import type { SignUpErrors } from './validate-sign-up';

/** What the sign-up modal needs from the flow behind it (a fake one in tests). */
export interface SignUpFlow {
  step: 'form' | 'confirm';
  busy: boolean;
  /** Where the confirmation code went, during the confirm step. */
  codeDestination: string | null;
  /** Resolves with field errors to show (from the server or the pool); {} when handled. */
  submit: (form: SignUpForm) => Promise<SignUpErrors>;
  /** Resolves with a message for the code field, or null. */
  confirmCode: (code: string) => Promise<string | null>;
  resendCode: () => Promise<void>;
  backToForm: () => void;
}

/** The fields of POST /api/v1/user the form has (and the password the pool may refuse). */
const FORM_FIELDS: FieldMap = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  password: 'password',
  plan: 'plan',
  termsAgreed: 'termsAgreed',
};

/**
 * Sign-up (docs/product.md, Sign-up): pool sign-up (username = email) → sign-in → the subject id →
 * POST /api/v1/user → the caches from /me → the landing page for the user's roles. When the pool
 * asks for email verification, a code step comes between sign-up and sign-in. An email that already
 * has an account gets EMAIL_TAKEN_MESSAGE under the field, whatever password was typed (the steps
 * after the pool's sign-up are use-sign-up-account.ts).
 */
export function useSignUpFlow(): SignUpFlow {
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [busy, setBusy] = useState(false);
  const [codeDestination, setCodeDestination] = useState<string | null>(null);
  const pending = useRef<SignUpForm | null>(null);

  const askForCode = useCallback((destination: string) => {
    setCodeDestination(destination);
    setStep('confirm');
  }, []);

  const { routeSignedInUser, register, finishOrRefuse } = useSignUpAccount(askForCode, pending);

  const report = useCallback((error: unknown): SignUpErrors => {
    if (error instanceof ApiError) {
      // A 200 with success false has shown its own notice already (api-client).
      if (error.status !== 200) notify.error({ title: 'Error', message: error.message });
    } else {
      notify.error({ title: 'Account', message: accountNoticeMessage(error) });
    }
    return failureErrors(error, { fields: FORM_FIELDS, identityFields: { InvalidPasswordException: 'password' } })
      .fields;
  }, []);

  const submit = useCallback(
    async (form: SignUpForm): Promise<SignUpErrors> => {
      setBusy(true);
      try {
        if (getAuthState().status === 'signed-in' && (await routeSignedInUser())) return {};
        const identity = await loadIdentity();
        pending.current = form;
        try {
          const result = await identity.signUp({
            username: form.email,
            password: form.password,
            options: { userAttributes: { email: form.email } },
          });
          if (result.nextStep.signUpStep === 'CONFIRM_SIGN_UP') {
            askForCode(result.nextStep.codeDeliveryDetails.destination ?? form.email);
            return {};
          }
        } catch (error) {
          if (identityErrorName(error) !== 'UsernameExistsException') throw error;
          return await finishOrRefuse(form);
        }
        return await register(form);
      } catch (error) {
        return report(error);
      } finally {
        setBusy(false);
      }
    },
    [askForCode, finishOrRefuse, register, report, routeSignedInUser],
  );

  const confirmCode = useCallback(
    async (code: string): Promise<string | null> => {
      const form = pending.current;
      if (!form) {
        setStep('form');
        return null;
      }
      setBusy(true);
      try {
        const identity = await loadIdentity();
        try {
          await identity.confirmSignUp({ username: form.email, confirmationCode: code });
        } catch (error) {
          const name = identityErrorName(error);
          if (name === 'CodeMismatchException' || name === 'ExpiredCodeException') return codeErrorMessage(error);
          // Already confirmed (a second tab, a double click): go on and sign in.
          if (!(name === 'NotAuthorizedException' && /CONFIRMED/.test(accountNoticeMessage(error)))) throw error;
        }
        const errors = await register(form);
        if (Object.keys(errors).length > 0) setStep('form');
        return null;
      } catch (error) {
        report(error);
        // Our server refused the profile: back to the form, still filled in, to correct and retry.
        if (error instanceof ApiError) setStep('form');
        return null;
      } finally {
        setBusy(false);
      }
    },
    [register, report],
  );

  const resendCode = useCallback(async () => {
    const form = pending.current;
    if (!form) return;
    setBusy(true);
    try {
      const identity = await loadIdentity();
      const result = await identity.resendSignUpCode({ username: form.email });
      notify.info({ title: 'Code sent', message: `We sent a new code to ${result.destination ?? form.email}.` });
    } catch (error) {
      notify.error({ title: 'Account', message: accountNoticeMessage(error) });
    } finally {
      setBusy(false);
    }
  }, []);

  const backToForm = useCallback(() => setStep('form'), []);

  return { step, busy, codeDestination, submit, confirmCode, resendCode, backToForm };
}
