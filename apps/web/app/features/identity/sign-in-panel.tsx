import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useSiteConfig } from '../../lib/use-site-config';
import { ConfirmCodeForm } from './confirm-code-form';
import { SignInForm } from './sign-in-form';
import { useSignIn, type SignInDestination } from './use-sign-in';

// The MFA steps load after the password, only for the accounts that have one; the password reset
// when asked for. The sign-in page's first load carries the sign-in form alone (its size budget).
const TotpCodeForm = lazy(() => import('./totp-code-form').then((m) => ({ default: m.TotpCodeForm })));
const TotpSetupForm = lazy(() => import('./totp-setup-form').then((m) => ({ default: m.TotpSetupForm })));
const ForgotPasswordForm = lazy(() =>
  import('./forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })),
);

const HEADINGS = {
  'sign-in': 'Sign in to your account',
  confirm: 'Confirm your email',
  forgot: 'Reset your password',
  'totp-setup': 'Set up two-step sign-in',
  'totp-code': 'Enter your sign-in code',
} as const;

interface SignInPanelProps {
  /** The email to start with (carried over from the sign-up form). */
  initialEmail?: string;
  /** Where to go once signed in (the page asked for, else the landing page). */
  destinationFor?: SignInDestination;
}

/** The sign-in card of /login: sign in, confirm an unconfirmed email, or reset a forgotten password. */
export function SignInPanel({ initialEmail = '', destinationFor }: SignInPanelProps) {
  const signIn = useSignIn(initialEmail, destinationFor);
  const { siteName } = useSiteConfig();
  const errorAlert = signIn.error ? (
    <Alert color="red" variant="light" role="alert">
      {signIn.error}
    </Alert>
  ) : null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} style={{ alignSelf: 'start' }}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {HEADINGS[signIn.step]}
        </Title>
        {signIn.step === 'sign-in' ? (
          <SignInForm
            initialEmail={signIn.email}
            busy={signIn.busy}
            error={signIn.error}
            info={signIn.info}
            onSubmit={signIn.signIn}
            onPasskey={signIn.signInPasskey}
            onForgot={signIn.showForgot}
          />
        ) : null}
        {signIn.step === 'confirm' ? (
          <>
            {errorAlert}
            <ConfirmCodeForm
              destination={signIn.email}
              busy={signIn.busy}
              onConfirm={signIn.confirm}
              onResend={signIn.resend}
              onBack={() => signIn.backToSignIn()}
            />
          </>
        ) : null}
        {signIn.step === 'totp-setup' && signIn.totpSecret ? (
          <Suspense fallback={null}>
            {errorAlert}
            <Text>
              Your role signs in with a password and a code from an authenticator app. Set the app up now; it takes a
              minute.
            </Text>
            <TotpSetupForm
              issuer={siteName}
              account={signIn.email}
              secret={signIn.totpSecret}
              busy={signIn.busy}
              onConfirm={signIn.confirmTotp}
              onBack={() => signIn.backToSignIn()}
              backLabel="Cancel"
              submitLabel="Verify and sign in"
            />
          </Suspense>
        ) : null}
        {signIn.step === 'totp-code' ? (
          <Suspense fallback={null}>
            {errorAlert}
            <TotpCodeForm
              busy={signIn.busy}
              onConfirm={signIn.confirmTotp}
              onBack={() => signIn.backToSignIn()}
              submitLabel="Sign in"
            >
              <Text>Open your authenticator app and enter the 6-digit code it shows for {siteName}.</Text>
            </TotpCodeForm>
          </Suspense>
        ) : null}
        {signIn.step === 'forgot' ? (
          <Suspense fallback={null}>
            <ForgotPasswordForm
              initialEmail={signIn.email}
              info={signIn.info}
              onDone={(message, email) => signIn.backToSignIn(message, email)}
              onCancel={() => signIn.backToSignIn()}
            />
          </Suspense>
        ) : null}
      </Stack>
    </Paper>
  );
}
