import { Alert, Paper, Stack, Title } from '@mantine/core';
import { ConfirmCodeForm } from './confirm-code-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';
import { useSignIn, type SignInDestination } from './use-sign-in';

const HEADINGS = {
  'sign-in': 'Sign in to your account',
  confirm: 'Confirm your email',
  forgot: 'Reset your password',
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
            onForgot={signIn.showForgot}
          />
        ) : null}
        {signIn.step === 'confirm' ? (
          <>
            {signIn.error ? (
              <Alert color="red" variant="light" role="alert">
                {signIn.error}
              </Alert>
            ) : null}
            <ConfirmCodeForm
              destination={signIn.email}
              busy={signIn.busy}
              onConfirm={signIn.confirm}
              onResend={signIn.resend}
              onBack={() => signIn.backToSignIn()}
            />
          </>
        ) : null}
        {signIn.step === 'forgot' ? (
          <ForgotPasswordForm
            initialEmail={signIn.email}
            info={signIn.info}
            onDone={(message, email) => signIn.backToSignIn(message, email)}
            onCancel={() => signIn.backToSignIn()}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
