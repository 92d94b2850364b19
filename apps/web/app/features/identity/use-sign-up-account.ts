import { landingPath, type RoleName } from '@meridian/contracts/roles';
import {
  getMe,
  registerUser,
  roleNameSchema,
  SIGN_UP_MESSAGES,
  type CurrentUser,
  type SignUpForm,
} from '@meridian/contracts/users';
import { useCallback, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { loadIdentity } from '../../lib/auth/amplify';
import { establishSession } from '../../lib/auth/establish-session';
import { identityErrorName } from '../../lib/auth/identity-errors';
import { signInWithPassword } from '../../lib/auth/sign-in-with-password';
import { signOut } from '../../lib/auth/sign-out';
import { notify } from '../../lib/notify';
import { readStoredRoles } from '../../lib/stored-session';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import type { SignUpErrors } from './validate-sign-up';

export const EMAIL_TAKEN_MESSAGE = 'This email is already registered. Sign in instead, or reset your password.';

function cachedRoles(): RoleName[] {
  return readStoredRoles().filter((role): role is RoleName => roleNameSchema.safeParse(role).success);
}

/**
 * Sign-up after the pool (docs/product.md, Sign-up): sign in with the new credentials, create the
 * profile on our server and go to the user's landing page; for an email the pool already holds,
 * finish a sign-up that never reached our server or refuse it with EMAIL_TAKEN_MESSAGE.
 * `pending` is the form being signed up, cleared once the profile exists.
 */
export function useSignUpAccount(askForCode: (destination: string) => void, pending: RefObject<SignUpForm | null>) {
  const navigate = useNavigate();
  const { mutateAsync: postProfile } = useEndpointMutation(registerUser);
  const { mutateAsync: readProfile } = useEndpointMutation(getMe);

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
    [navigate, pending, postProfile],
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

  return { routeSignedInUser, register, finishOrRefuse };
}
