import { Alert, Button, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBrandStripe, IconInfoCircle } from '@tabler/icons-react';
import type { PayoutConnection } from './use-payout-connection';

interface ConnectStripeOverlayProps {
  connection: Exclude<PayoutConnection, { status: 'connected' }>;
  connecting: boolean;
  connectError: string | null;
  /** Back from Stripe with onboarding unfinished: the button resumes it. */
  unfinished: boolean;
  onConnect: () => void;
  onRetry: () => void;
  /** The panel's Logout (the sidebar is underneath the overlay). */
  onLogout: () => void;
}

/**
 * "Connect Stripe for Payouts" (docs/product.md, Affiliate payouts): blocks the affiliate panel until
 * payouts are connected. It cannot be dismissed; its only ways on are Stripe's onboarding or Logout.
 */
export default function ConnectStripeOverlay(props: ConnectStripeOverlayProps) {
  const { connection, connecting, connectError, unfinished, onConnect, onRetry, onLogout } = props;
  const logout = (
    <Button variant="subtle" color="gray" onClick={onLogout} disabled={connecting}>
      Logout
    </Button>
  );
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      size="md"
      title="Connect Stripe for Payouts"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {connection.status === 'loading' ? (
        <Group gap="sm" py="md" role="status">
          <Loader size="sm" aria-hidden />
          <Text>Checking your payout account…</Text>
        </Group>
      ) : connection.status === 'error' ? (
        <Stack gap="md">
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {connection.message}
          </Alert>
          <Button onClick={onRetry}>Try Again</Button>
          {logout}
        </Stack>
      ) : (
        <Stack gap="md">
          <Text>
            Your commissions are paid straight to your bank account through Stripe. Connect a Stripe account to receive
            payouts; the affiliate dashboard opens as soon as payouts are enabled.
          </Text>
          <Paper withBorder radius="md" p="sm" bg="gray.0">
            <Text size="sm" c="dimmed">
              Payouts for
            </Text>
            <Text fw={600}>
              {[connection.user.firstName, connection.user.lastName].filter(Boolean).join(' ') || 'Your account'}
            </Text>
            {connection.user.email ? <Text size="sm">{connection.user.email}</Text> : null}
          </Paper>
          {unfinished ? (
            <Alert
              color="yellow"
              icon={<IconInfoCircle aria-hidden />}
              title="Onboarding not finished"
              styles={{ title: { color: 'var(--mantine-color-dark-9)' } }}
            >
              Stripe has not enabled payouts yet. Continue where you left off: Stripe keeps what you already entered. If
              you just finished, it can take a minute; check again shortly.
            </Alert>
          ) : null}
          {connectError ? (
            <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
              {connectError}
            </Alert>
          ) : null}
          <Button
            size="md"
            leftSection={<IconBrandStripe size={20} aria-hidden />}
            disabled={connecting}
            onClick={onConnect}
          >
            {connecting ? 'Connecting...' : 'Connect Stripe Account'}
          </Button>
          {unfinished ? (
            <Button variant="subtle" onClick={onRetry} disabled={connecting}>
              Check again
            </Button>
          ) : null}
          <Text size="xs" c="dimmed">
            You finish on Stripe&apos;s secure pages and come back here. We never see your bank details.
          </Text>
          {logout}
        </Stack>
      )}
    </Modal>
  );
}
