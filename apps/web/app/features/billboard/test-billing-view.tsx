import { Alert, Badge, Button, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { TEST_BILLING_MESSAGES, type TestBilling } from '@meridian/contracts/billboard-advertisers';
import { IconAlertTriangle, IconCircleOff } from '@tabler/icons-react';
import { OutcomePanel } from '../../components/outcome-panel';
import { TestModeFrame } from '../../components/test-mode/test-mode-frame';
import { formatLongDate, formatMoneyExact } from '../../lib/format';
import { useTestBilling } from './use-test-billing';

const PLAN_NAME = { month: 'Monthly', year: 'Yearly' } as const;

function statusOf(billing: TestBilling): { label: string; color: string } {
  if (billing.status === 'past_due') return { label: 'Past due', color: 'orange.9' };
  if (billing.cancelAtPeriodEnd) return { label: 'Cancels at period end', color: 'gray.8' };
  return { label: 'Active', color: 'teal.9' };
}

const back = (href: string | null) =>
  href ? (
    <Button component="a" href={href} variant="default">
      Back to your dashboard
    </Button>
  ) : null;

/**
 * The local TEST MODE billing page, standing in for Stripe's customer portal: the plan and its
 * renewal, cancel at period end (or resume), switch plan (prorated as Stripe does), and the
 * tester's buttons that renew now or fail the renewal.
 */
export function TestBillingView({ id }: { id: string }) {
  const { state, busy, failure, act, reload } = useTestBilling(id);
  return (
    <TestModeFrame
      state={state}
      banner="No real card is charged. This page stands in for Stripe's billing portal while no payment keys are set; every button changes your plan exactly as Stripe's events would."
      loading="Loading your plan…"
      missing={{
        title: 'Billing page not found',
        body: `${TEST_BILLING_MESSAGES.notFound}. Open it again from your dashboard.`,
      }}
      unavailable="Billing unavailable"
      onRetry={() => void reload()}
    >
      {(billing) => {
        if (billing.status === 'canceled') {
          return (
            <OutcomePanel icon={<IconCircleOff />} color="gray" title="Plan ended" actions={back(billing.returnUrl)}>
              {TEST_BILLING_MESSAGES.ended}
            </OutcomePanel>
          );
        }
        const price = (cents: number, interval: 'month' | 'year') =>
          `${formatMoneyExact(cents, billing.currency)} / ${interval}`;
        const status = statusOf(billing);
        const disabled = (action: string) => busy !== null && busy !== action;
        return (
          <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
            <Stack gap="md">
              <Stack gap={4}>
                <Title order={1} size="h2">
                  Manage your plan
                </Title>
                <Text>{billing.description}</Text>
                <Group gap="sm">
                  <Text fw={700}>
                    {PLAN_NAME[billing.interval]} · {price(billing.amountCents, billing.interval)}
                  </Text>
                  <Badge color={status.color} variant="filled">
                    {status.label}
                  </Badge>
                </Group>
                {billing.currentPeriodEnd ? (
                  <Text size="sm" c="dimmed">
                    {billing.cancelAtPeriodEnd ? 'Ends on' : 'Next renewal'} {formatLongDate(billing.currentPeriodEnd)}
                  </Text>
                ) : null}
              </Stack>
              {failure ? (
                <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden />}>
                  {failure}
                </Alert>
              ) : null}
              <Divider />
              {billing.planOptions.map((option) => (
                <Stack gap={4} key={option.interval}>
                  <Button
                    variant="default"
                    loading={busy === 'switch'}
                    disabled={disabled('switch')}
                    onClick={() => void act({ action: 'switch', interval: option.interval })}
                  >
                    Switch to {PLAN_NAME[option.interval].toLowerCase()}
                  </Button>
                  <Text size="xs" c="dimmed">
                    {price(option.amountCents, option.interval)}. Charged now: the new price less the unused part of the
                    current {billing.interval}, as Stripe prorates.
                  </Text>
                </Stack>
              ))}
              {billing.cancelAtPeriodEnd ? (
                <Button
                  loading={busy === 'resume'}
                  disabled={disabled('resume')}
                  onClick={() => void act({ action: 'resume' })}
                >
                  Keep my plan
                </Button>
              ) : (
                <Button
                  variant="outline"
                  color="red.9"
                  loading={busy === 'cancel'}
                  disabled={disabled('cancel')}
                  onClick={() => void act({ action: 'cancel' })}
                >
                  Cancel plan at period end
                </Button>
              )}
              <Divider label="Tester's controls" labelPosition="center" />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Button
                  variant="default"
                  loading={busy === 'renew'}
                  disabled={disabled('renew')}
                  onClick={() => void act({ action: 'renew' })}
                >
                  Simulate renewal
                </Button>
                <Button
                  variant="default"
                  loading={busy === 'fail-renewal'}
                  disabled={disabled('fail-renewal')}
                  onClick={() => void act({ action: 'fail-renewal' })}
                >
                  Simulate failed renewal
                </Button>
              </SimpleGrid>
              {back(billing.returnUrl)}
            </Stack>
          </Paper>
        );
      }}
    </TestModeFrame>
  );
}
