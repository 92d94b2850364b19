import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TestCheckout } from '@meridian/contracts/payments-test-checkout';
import { IconLock } from '@tabler/icons-react';
import { formatMoneyExact } from '../../lib/format';
import { DetailLine } from './detail-line';
import { formatTimeLeft } from './use-countdown';

interface TestCheckoutCardProps {
  checkout: TestCheckout;
  merchant: string;
  msLeft: number;
  busy: 'pay' | 'cancel' | null;
  onPay: () => void;
  onCancel: () => void;
}

/**
 * An open TEST MODE checkout, laid out like a hosted payment page: a one-off payment ("Pay $500.00"),
 * or a subscription charged every month or year ("Subscribe $150.00 / month").
 */
export function TestCheckoutCard({ checkout, merchant, msLeft, busy, onPay, onCancel }: TestCheckoutCardProps) {
  const money = formatMoneyExact(checkout.amountCents, checkout.currency);
  const amount = checkout.interval ? `${money} / ${checkout.interval}` : money;
  return (
    <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Text size="sm" fw={700} c="dimmed">
            {merchant}
          </Text>
          <Title order={1} size="h3">
            {checkout.interval ? 'Subscribe' : 'Complete your payment'}
          </Title>
          <Text>{checkout.description}</Text>
          <Text fz={36} fw={800} lh={1.2} c="brand.8">
            {amount}
          </Text>
        </Stack>
        <Divider />
        <Stack gap="xs">
          <DetailLine label="Email">{checkout.customerEmail}</DetailLine>
          <DetailLine label="Time left">
            <span role="timer" aria-label={`Time left: ${formatTimeLeft(msLeft)}`}>
              {formatTimeLeft(msLeft)}
            </span>
          </DetailLine>
        </Stack>
        <Divider />
        <Stack gap="sm">
          <Button size="lg" fullWidth onClick={onPay} loading={busy === 'pay'} disabled={busy === 'cancel'}>
            {checkout.interval ? `Subscribe ${amount}` : `Pay ${amount}`}
          </Button>
          <Button variant="default" fullWidth onClick={onCancel} loading={busy === 'cancel'} disabled={busy === 'pay'}>
            Cancel
          </Button>
        </Stack>
        <Group gap={6} justify="center" wrap="nowrap" align="flex-start">
          <IconLock size={14} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="xs" c="dimmed">
            {checkout.interval
              ? `Charged now, then every ${checkout.interval} until you cancel from Manage billing.`
              : 'Your seat is held until the timer runs out. Cancel releases it at once.'}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
