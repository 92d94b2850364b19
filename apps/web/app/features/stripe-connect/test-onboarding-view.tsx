import { Alert, Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { TEST_ONBOARDING_MESSAGES } from '@meridian/contracts/stripe-connect';
import { IconAlertTriangle, IconCircleCheck, IconClockOff } from '@tabler/icons-react';
import { OutcomePanel } from '../../components/outcome-panel';
import { TestModeFrame } from '../../components/test-mode/test-mode-frame';
import { useTestOnboarding } from './use-test-onboarding';

const backToPanel = (href: string) => (
  <Button component="a" href={href}>
    Back to your dashboard
  </Button>
);

/** The local TEST MODE stand-in for Stripe's Express onboarding: one button finishes it. */
export function TestOnboardingView({ id }: { id: string }) {
  const { state, busy, failure, complete, reload } = useTestOnboarding(id);

  return (
    <TestModeFrame
      state={state}
      banner="No real account is opened and no money moves. This page stands in for Stripe's onboarding while no payment keys are set, and enables payouts exactly as Stripe's confirmation would."
      loading="Loading your onboarding…"
      missing={{ title: 'Onboarding link not found', body: TEST_ONBOARDING_MESSAGES.notFound }}
      unavailable="Onboarding unavailable"
      onRetry={() => void reload()}
    >
      {(onboarding) =>
        onboarding.status === 'used' ? (
          <OutcomePanel
            icon={<IconCircleCheck />}
            color="teal"
            title="Onboarding already completed"
            actions={backToPanel(onboarding.returnUrl)}
          >
            {TEST_ONBOARDING_MESSAGES.used}
          </OutcomePanel>
        ) : onboarding.status === 'expired' ? (
          <OutcomePanel
            icon={<IconClockOff />}
            color="gray"
            title="Onboarding link expired"
            actions={
              <Button component="a" href={onboarding.refreshUrl}>
                Get a fresh link
              </Button>
            }
          >
            {TEST_ONBOARDING_MESSAGES.expired}
          </OutcomePanel>
        ) : (
          <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
            <Stack gap="md">
              <Title order={1} size="h2">
                Set up payouts
              </Title>
              <Text>
                Stripe would now ask for your identity and bank details for the account <b>{onboarding.email}</b>. In
                test mode there is nothing to fill in: completing onboarding enables payouts to account{' '}
                <Text span ff="monospace">
                  {onboarding.accountId}
                </Text>
                .
              </Text>
              <List size="sm" spacing={4}>
                <List.Item>Details submitted</List.Item>
                <List.Item>Payouts enabled</List.Item>
              </List>
              {failure ? (
                <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden />}>
                  {failure}
                </Alert>
              ) : null}
              <Button size="md" onClick={() => void complete()} loading={busy}>
                Complete onboarding
              </Button>
              <Button component="a" href={onboarding.returnUrl} variant="subtle">
                Leave without finishing
              </Button>
            </Stack>
          </Paper>
        )
      }
    </TestModeFrame>
  );
}
