import { Button, Loader } from '@mantine/core';
import { IconDoorEnter, IconLinkOff, IconTicketOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { OutcomePanel } from '../../components/outcome-panel';
import { BookingFailed, BookingMissing } from './booking-missing';
import { JoinEnded } from './join-ended';
import { JoinReplay } from './join-replay';
import { JoinWaiting } from './join-waiting';
import type { JoinView } from './use-join-status';

/** How long after leading the visitor in this page waits before doing so again (a link bounced back). */
const REDIRECT_PAUSE_MS = 15_000;

/**
 * Once the doors are open the page goes to the link itself, which the server answers with the
 * meeting; never twice within a few seconds, so a clock that runs ahead cannot bounce between them.
 */
function useLeadIn(token: string, open: boolean) {
  useEffect(() => {
    if (!open) return;
    const key = `join-lead-in:${token}`;
    const last = Number(window.sessionStorage.getItem(key) ?? 0);
    if (Date.now() - last < REDIRECT_PAUSE_MS) return;
    window.sessionStorage.setItem(key, String(Date.now()));
    window.location.assign(`/j/${token}`);
  }, [token, open]);
}

interface JoinOutcomeProps {
  token: string | null | undefined;
  view: JoinView;
  timeZone: string;
  onRetry: () => void;
}

/**
 * The join page's answer for each state of a personal join link (docs/product.md, Joining a session;
 * after the session, Replays).
 */
export function JoinOutcome({ token, view, timeZone, onRetry }: JoinOutcomeProps) {
  useLeadIn(token ?? '', view.kind === 'status' && view.state === 'open' && Boolean(token));
  if (view.kind === 'missing') return <JoinMissing />;
  if (view.kind === 'loading' || !token) {
    return <OutcomePanel icon={<Loader size="md" />} color="brand" title="Checking your join link…" live />;
  }
  if (view.kind === 'failed') return <BookingFailed message={view.message} onRetry={onRetry} />;
  const { status } = view;
  switch (view.state) {
    case 'waiting':
      return <JoinWaiting token={token} status={status} now={view.now} timeZone={timeZone} />;
    case 'open':
      return (
        <OutcomePanel
          icon={<IconDoorEnter />}
          color="teal"
          title="The doors are open"
          live
          actions={
            <Button component="a" href={`/j/${token}`}>
              Join the session
            </Button>
          }
        >
          Taking you to {status.title}…
        </OutcomePanel>
      );
    case 'ended':
      return status.replay?.state === 'available' ? (
        <JoinReplay token={token} status={status} replay={status.replay} timeZone={timeZone} />
      ) : (
        <JoinEnded status={status} timeZone={timeZone} />
      );
    case 'replaced':
      return (
        <OutcomePanel icon={<IconLinkOff />} color="orange" title="This join link was replaced">
          We sent a new join link for {status.title} to the email address you booked with. Please use the link in our
          most recent email; this one no longer opens the session.
        </OutcomePanel>
      );
    case 'cancelled':
      return (
        <OutcomePanel
          icon={<IconTicketOff />}
          color="gray"
          title="This seat is no longer booked"
          actions={
            <Button component={Link} to="/rsvp">
              See upcoming sessions
            </Button>
          }
        >
          The seat this link was for, in {status.title}, was cancelled or refunded, so the link no longer opens the
          session. If you think this is a mistake, write to us and quote your booking reference.
        </OutcomePanel>
      );
  }
}

function JoinMissing() {
  return (
    <BookingMissing>
      This join link does not work. Please use the newest link in your confirmation or reminder email; it is personal
      and carries your seat.
    </BookingMissing>
  );
}
