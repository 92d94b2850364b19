import { getMe, registerUser, type CurrentUser, type SignUpForm } from '@meridian/contracts/users';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as apiClient from '../../lib/api-client';
import { ApiError, callEndpoint } from '../../lib/api-client';
import { loadIdentity } from '../../lib/auth/amplify';
import { establishSession } from '../../lib/auth/establish-session';
import { signInWithPassword } from '../../lib/auth/sign-in-with-password';
import { signOut } from '../../lib/auth/sign-out';
import { notify } from '../../lib/notify';
import { queryTestWrapper } from '../../lib/query-test-wrapper';
import { EMAIL_TAKEN_MESSAGE } from './use-sign-up-account';
import { useSignUpFlow } from './use-sign-up-flow';

const navigate = vi.fn(async () => undefined);
vi.mock('react-router', () => ({ useNavigate: () => navigate }));
vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  callEndpoint: vi.fn(),
}));
vi.mock('../../lib/auth/amplify', () => ({ loadIdentity: vi.fn() }));
vi.mock('../../lib/auth/auth-state', () => ({ getAuthState: () => ({ status: 'signed-out' }) }));
vi.mock('../../lib/auth/establish-session', () => ({ establishSession: vi.fn() }));
vi.mock('../../lib/auth/sign-in-with-password', () => ({ signInWithPassword: vi.fn() }));
vi.mock('../../lib/auth/sign-out', () => ({ signOut: vi.fn(async () => undefined) }));
vi.mock('../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const form: SignUpForm = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'correct horse',
  confirmPassword: 'correct horse',
  captchaAnswer: '7',
  captchaA: 3,
  captchaB: 4,
  termsAgreed: true,
  roleId: null,
  plan: null,
} as SignUpForm;

function identityError(name: string, message: string): Error {
  return Object.assign(new Error(message), { name });
}

const signedIn = { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
const user: CurrentUser = {
  id: 5,
  sub: 'sub-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: form.email,
  roles: [],
  roleIds: [],
  roleId: null,
  disabled: false,
};

/** The pool already holds the email; `me` is what GET /me does for the right password. */
function existingPoolAccount(me: () => unknown) {
  vi.mocked(loadIdentity).mockResolvedValue({
    signUp: vi.fn(async () => {
      throw identityError('UsernameExistsException', 'User already exists');
    }),
    getCurrentUser: vi.fn(async () => ({ userId: 'sub-1' })),
  } as unknown as Awaited<ReturnType<typeof loadIdentity>>);
  vi.mocked(callEndpoint).mockImplementation((async (endpoint: unknown) => {
    if (endpoint === getMe) return me();
    if (endpoint === registerUser) return user;
    throw new Error('unexpected call');
  }) as typeof callEndpoint);
}

async function submit() {
  const { result } = renderHook(() => useSignUpFlow(), queryTestWrapper());
  let errors = {};
  await act(async () => {
    errors = await result.current.submit(form);
  });
  return errors;
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(establishSession).mockResolvedValue(user);
});

describe('sign-up with an email that already has an account', () => {
  it('with its right password: the "already registered" message, signed out again, no welcome', async () => {
    existingPoolAccount(() => user);
    vi.mocked(signInWithPassword).mockResolvedValue(signedIn as Awaited<ReturnType<typeof signInWithPassword>>);
    expect(await submit()).toEqual({ email: EMAIL_TAKEN_MESSAGE });
    expect(signOut).toHaveBeenCalledWith({ keepReferral: true });
    expect(vi.mocked(callEndpoint).mock.calls.some(([endpoint]) => endpoint === registerUser)).toBe(false);
    expect(establishSession).not.toHaveBeenCalled();
    expect(notify.success).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('with a wrong password: the same message, and nothing signed in', async () => {
    existingPoolAccount(() => user);
    vi.mocked(signInWithPassword).mockRejectedValue(
      identityError('NotAuthorizedException', 'Incorrect username or password.'),
    );
    expect(await submit()).toEqual({ email: EMAIL_TAKEN_MESSAGE });
    expect(callEndpoint).not.toHaveBeenCalled();
    expect(notify.success).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a pool account with no profile yet (its sign-up never reached our server) is finished', async () => {
    existingPoolAccount(() => {
      throw new ApiError('Not found', 404, []);
    });
    vi.mocked(signInWithPassword).mockResolvedValue(signedIn as Awaited<ReturnType<typeof signInWithPassword>>);
    expect(await submit()).toEqual({});
    expect(vi.mocked(callEndpoint).mock.calls.filter(([endpoint]) => endpoint === registerUser)).toHaveLength(1);
    expect(signOut).not.toHaveBeenCalled();
    expect(notify.success).toHaveBeenCalledWith({ title: 'Welcome', message: 'Your account is ready, Ada.' });
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
