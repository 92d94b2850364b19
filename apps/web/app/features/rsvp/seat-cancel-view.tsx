import { Alert, Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import {
  cancelOwnSeat,
  getSeatCancel,
  SEAT_CANCEL_TOKEN_PATTERN,
  type SeatCancelView,
} from '@meridian/contracts/rsvp-self-cancel';
import { refundPolicyLine } from '@meridian/contracts/settings-refund-policy';
import { IconAlertCircle, IconReceiptRefund, IconTicket, IconTicketOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { OutcomePanel } from '../../components/outcome-panel';
import { ApiError } from '../../lib/api-client';
import { formatSessionStart } from '../../lib/datetime';
import { errorMessage } from '../../lib/error-message';
import { formatMoneyExact } from '../../lib/format';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { useEndpointQuery } from '../../lib/use-endpoint-query';
import { DetailLine } from './detail-line';

/** The cancel token from `?t=`, read once the page is live: undefined until then, null when missing or malformed. */
function useSeatCancelToken(): string | null | undefined {
  const [params] = useSearchParams();
  const raw = params.get('t');
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => setToken(raw && SEAT_CANCEL_TOKEN_PATTERN.test(raw) ? raw : null), [raw]);
  return token;
}

const another = (
  <Button component={Link} to="/rsvp" variant="light">
    Choose another session
  </Button>
);

function SeatDetails({ view, timeZone }: { view: SeatCancelView; timeZone: string }) {
  return (
    <Paper withBorder radius="md" p="md" ta="left" w="100%" maw={480} mx="auto">
      <Stack gap="xs">
        <Text fw={700}>{view.sessionTitle}</Text>
        <Divider />
        <DetailLine label="When (your time)">{formatSessionStart(view.startsAt, timeZone)}</DetailLine>
        <DetailLine label="Reference">{view.reference}</DetailLine>
        <DetailLine label="Paid">{formatMoneyExact(view.amountCents, view.currency)}</DetailLine>
        <DetailLine label="Refund policy">{refundPolicyLine(view.policy)}</DetailLine>
      </Stack>
    </Paper>
  );
}

/**
 * `/seat/cancel?t=…` (docs/product.md, Cancelling your own seat): the seat and the refund policy, and
 * one button. Inside the policy it cancels with a full refund; outside, the page says plainly that no
 * refund is possible and offers to cancel without one or keep the seat. A reused link shows the
 * seat as it is now.
 */
export function SeatCancelOutcome({ timeZone }: { timeZone: string }) {
  const token = useSeatCancelToken();
  const query = useEndpointQuery(
    getSeatCancel,
    { params: { token: token ?? '' }, keepNotifications: true },
    { enabled: typeof token === 'string', gcTime: 0 },
  );
  const cancel = useEndpointMutation(cancelOwnSeat, { invalidates: [getSeatCancel] });
  const [refused, setRefused] = useState<string | null>(null);
  const view = cancel.data ?? query.data;

  const missing =
    token === null || (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 422));
  if (missing) {
    return (
      <OutcomePanel icon={<IconAlertCircle />} color="red" title="This cancel link does not work" actions={another}>
        Use the “Cancel your seat” link in your confirmation email, or write to us and quote your reference.
      </OutcomePanel>
    );
  }
  if (query.error && !view) {
    return (
      <OutcomePanel
        icon={<IconAlertCircle />}
        color="red"
        title="We could not check your seat"
        actions={<Button onClick={() => void query.refetch()}>Try again</Button>}
      >
        {errorMessage(query.error, 'Please try again in a moment.')}
      </OutcomePanel>
    );
  }
  if (!view) {
    return (
      <OutcomePanel icon={<IconTicket />} color="gray" title="Checking your seat…" live>
        One moment.
      </OutcomePanel>
    );
  }

  if (view.state === 'refunded' || view.state === 'cancelled') {
    const refunded = view.state === 'refunded';
    return (
      <OutcomePanel
        icon={refunded ? <IconReceiptRefund /> : <IconTicketOff />}
        color="teal"
        title={refunded ? 'Your seat is cancelled and refunded' : 'Your seat is cancelled'}
        actions={another}
        live
      >
        <Stack gap="md" align="center">
          <Text inherit>
            {refunded
              ? `We have refunded ${formatMoneyExact(view.amountCents, view.currency)} to the card you paid with; banks usually take 5 to 10 business days to show it. We have emailed you a confirmation.`
              : 'No refund was made. The seat has gone back on sale, and we have emailed you a confirmation.'}
          </Text>
          <SeatDetails view={view} timeZone={timeZone} />
        </Stack>
      </OutcomePanel>
    );
  }
  if (view.state === 'other') {
    return (
      <OutcomePanel icon={<IconTicket />} color="gray" title="There is nothing to cancel" actions={another}>
        This seat cannot be cancelled here: the session has started, ended or was cancelled, or the seat was never paid.
        Write to us and quote your reference, {view.reference}, if something is wrong.
      </OutcomePanel>
    );
  }

  const submit = async (refund: boolean) => {
    setRefused(null);
    await cancel.mutateAsync({ params: { token: token ?? '' }, body: { refund } }).catch((error: unknown) => {
      setRefused(errorMessage(error, 'Your seat could not be cancelled. Please try again.'));
      void query.refetch();
    });
  };
  const deadline = view.refundDeadline ? formatSessionStart(view.refundDeadline, timeZone) : null;

  return (
    <OutcomePanel
      icon={<IconTicket />}
      color={view.refundable ? 'brand' : 'orange'}
      title="Cancel your seat?"
      actions={
        <Group justify="center">
          <Button component={Link} to="/" variant="default">
            Keep my seat
          </Button>
          <Button color="red.9" loading={cancel.isPending} onClick={() => void submit(view.refundable)}>
            {view.refundable ? 'Cancel and refund my seat' : 'Cancel without a refund'}
          </Button>
        </Group>
      }
    >
      <Stack gap="md" align="center">
        <Text inherit>
          {view.refundable
            ? `Cancel now and we refund ${formatMoneyExact(view.amountCents, view.currency)} in full${deadline ? ` (you can until ${deadline})` : ''}. The seat goes to the next person waiting.`
            : view.policy.kind === 'none'
              ? 'Seats are not refundable, so no refund is possible. You can still cancel to free the seat for someone else, or keep it.'
              : `The refund window closed${deadline ? ` on ${deadline}` : ''}, so no refund is possible. You can still cancel to free the seat for someone else, or keep it.`}
        </Text>
        <SeatDetails view={view} timeZone={timeZone} />
        {refused ? (
          <Alert color="red" title="Not cancelled" w="100%" maw={480} ta="left">
            {refused}
          </Alert>
        ) : null}
      </Stack>
    </OutcomePanel>
  );
}
