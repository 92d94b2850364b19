import { Loader } from '@mantine/core';
import type { RegistrationStatusView } from '@meridian/contracts/rsvp';
import type { ReactNode } from 'react';
import { BookingFailed, BookingMissing } from './booking-missing';
import { CenteredPage } from './centered-page';
import { OutcomePanel } from '../../components/outcome-panel';
import type { BookingState } from './use-registration-status';

interface BookingPageProps {
  state: BookingState;
  /** The heading while the booking loads ("Loading your booking…"). */
  loadingTitle: string;
  /** What to say when the link carries no booking we know. */
  missing: ReactNode;
  onRetry: () => void;
  /** The page's answer once the booking is known. */
  children: (view: RegistrationStatusView, gaveUp: boolean) => ReactNode;
}

/** A page about one booking (checkout's success and cancel pages): loading, missing, failed, or the answer. */
export function BookingPage({ state, loadingTitle, missing, onRetry, children }: BookingPageProps) {
  let content: ReactNode;
  switch (state.kind) {
    case 'loading':
      content = <OutcomePanel icon={<Loader size="md" />} color="brand" title={loadingTitle} live />;
      break;
    case 'missing':
      content = <BookingMissing>{missing}</BookingMissing>;
      break;
    case 'failed':
      content = <BookingFailed message={state.message} onRetry={onRetry} />;
      break;
    case 'view':
      content = children(state.view, state.gaveUp);
      break;
  }
  return <CenteredPage width={640}>{content}</CenteredPage>;
}
