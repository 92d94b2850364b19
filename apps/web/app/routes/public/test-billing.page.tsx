import { useParams } from 'react-router';
import { TestBillingView } from '../../features/billboard/test-billing-view';
import { CenteredPage } from '../../features/rsvp/centered-page';
import { privatePageHandle } from '../../features/rsvp/private-page-handle';

export const handle = privatePageHandle(
  'Billing (test mode)',
  'Manage your Digital Billboard plan. Test mode: no real card is charged.',
);

/** /billing/test/:id — the local billing portal used while no Stripe keys are set (embedded default). */
export default function TestBillingPage() {
  const { id = '' } = useParams();
  return (
    <CenteredPage width={520}>
      <TestBillingView id={id} />
    </CenteredPage>
  );
}
