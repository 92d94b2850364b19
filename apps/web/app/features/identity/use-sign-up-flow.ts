import { landingPath, type RoleName } from '@meridian/contracts/roles';
import {
  getMe,
  registerUser,
  roleNameSchema,
  SIGN_UP_MESSAGES,
  type CurrentUser,
  type SignUpForm,
} from '@meridian/contracts/users';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { loadIdentity } from '../../lib/auth/amplify';
import { getAuthState } from '../../lib/auth/auth-state';
import { establishSession } from '../../lib/auth/establish-session';
import { accountNoticeMessage, codeErrorMessage, identityErrorName } from '../../lib/auth/identity-errors';
import { signInWithPassword } from '../../lib/auth/sign-in-with-password';
import { signOut } from '../../lib/auth/sign-out';
import { failureErrors } from '../../lib/forms/failure-errors';
import type { FieldMap } from '../../lib/forms/place-errors';
import { notify } from '../../lib/notify';
import { readStoredRoles } from '../../lib/stored-session';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import type { SignUpErrors } from './validate-sign-up';

export const EMAIL_TAKEN_MESSAGE = 'This email is already registered. Sign in instead, or reset your password.';

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

function cachedRoles(): RoleName[] {
  return readStoredRoles().filter((role): role is RoleName => roleNameSchema.safeParse(role).success);
}

/**
 * Sign-up (docs/product.md, Sign-up): pool sign-up (username = email) → sign-in → the subject id →
 * POST /api/v1/user → the caches from /me → the landing page for the user's roles. When the pool
 * asks for email verification, a code step comes between sign-up and sign-in. An email that already
 * has an account gets EMAIL_TAKEN_MESSAGE under the field, whatever password was typed.
 */
export function useSignUpFlow(): SignUpFlow {
  const navigate = useNavigate();
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [busy, setBusy] = useState(false);
  const [codeDestination, setCodeDestination] = useState<string | null>(null);
  const pending = useRef<SignUpForm | null>(null);
  const { mutateAsync: postProfile } = useEndpointMutation(registerUser);
  const { mutateAsync: readProfile } = useEndpointMutation(getMe);

  const askForCode = useCallback((destination: string) => {
    setCodeDestination(destination);
    setStep('confirm');
  }, []);

  /** Already signed in → red "User Error" notice and on to the user's dashboard. */
  const routeSignedInUser = useCallback(async (): Promise<boolean> => {
    let roles: RoleName[];
    try {
      roles = (await establishSession()).roles;
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 404)) {
        // The cached session is stale: clear it and sign up afresh.
        await signOut({ keepReferral: true });
        return false;
      }
      roles = cachedRoles();
    }
    notify.error({ title: 'User Error', message: SIGN_UP_MESSAGES.alreadyLoggedIn });
    await navigate(landingPath(roles));
    return true;
  }, [navigate]);

  /** Creates the profile of the user signed in just now on our server, then on to their landing page. */
  const createProfile = useCallback(
    async (form: SignUpForm): Promise<SignUpErrors> => {
      const identity = await loadIdentity();
      const { userId: sub } = await identity.getCurrentUser();
      try {
        await postProfile({
          body: {
            sub,
            firstName: form.firstName,
            lastName: form.lastName,
            email: form.email,
            roleId: form.roleId,
            plan: form.plan,
            termsAgreed: true,
          },
        });
      } catch (error) {
        // 409: the profile exists already (an earlier attempt got this far); carry on.
        if (!(error instanceof ApiError && error.status === 409)) throw error;
      }
      const user: CurrentUser = await establishSession();
      pending.current = null;
      notify.success({ title: 'Welcome', message: `Your account is ready, ${user.firstName}.` });
      await navigate(landingPath(user.roles));
      return {};
    },
    [navigate, postProfile],
  );

  /** Signs in with the new credentials and creates the user's profile on our server. */
  const register = useCallback(
    async (form: SignUpForm): Promise<SignUpErrors> => {
      const signIn = await signInWithPassword(form.email, form.password);
      if (signIn.nextStep.signInStep === 'CONFIRM_SIGN_UP') {
        askForCode(form.email);
        return {};
      }
      if (!signIn.isSignedIn) throw new Error('Your account was created. Please sign in from the sign-in page.');
      return createProfile(form);
    },
    [askForCode, createProfile],
  );

  /**
   * The pool already holds this email. An account with a profile on our server is someone else's
   * sign-up, or the visitor's own finished one: the form says so and never signs in. Only a pool
   * account whose sign-up never reached our server (the same email and password, no profile yet)
   * is finished here.
   */
  const finishOrRefuse = useCallback(
    async (form: SignUpForm): Promise<SignUpErrors> => {
      let signIn: Awaited<ReturnType<typeof signInWithPassword>>;
      try {
        signIn = await signInWithPassword(form.email, form.password);
      } catch (error) {
        const name = identityErrorName(error);
        if (name === 'NotAuthorizedException' || name === 'UserNotFoundException')
          return { email: EMAIL_TAKEN_MESSAGE };
        throw error;
      }
      if (signIn.nextStep.signInStep === 'CONFIRM_SIGN_UP') {
        askForCode(form.email);
        return {};
      }
      if (!signIn.isSignedIn) return { email: EMAIL_TAKEN_MESSAGE };
      try {
        await readProfile({ keepNotifications: true });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return createProfile(form);
        await signOut({ keepReferral: true });
        throw error;
      }
      await signOut({ keepReferral: true });
      return { email: EMAIL_TAKEN_MESSAGE };
    },
    [askForCode, createProfile, readProfile],
  );

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
