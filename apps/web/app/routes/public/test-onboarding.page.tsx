import { useParams } from 'react-router';
import { CenteredPage } from '../../features/rsvp/centered-page';
import { privatePageHandle } from '../../features/rsvp/private-page-handle';
import { TestOnboardingView } from '../../features/stripe-connect/test-onboarding-view';

export const handle = privatePageHandle(
  'Payout onboarding (test mode)',
  'Finish setting up affiliate payouts. Test mode: no real account is opened.',
);

/** /connect/test/:id — the local Connect onboarding used while no Stripe keys are set (embedded default). */
export default function TestOnboardingPage() {
  const { id = '' } = useParams();
  return (
    <CenteredPage width={520}>
      <TestOnboardingView id={id} />
    </CenteredPage>
  );
}
