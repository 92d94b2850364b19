import { useParams } from 'react-router';
import { CenteredPage } from '../../features/rsvp/centered-page';
import { privatePageHandle } from '../../features/rsvp/private-page-handle';
import { TestCheckoutView } from '../../features/rsvp/test-checkout-view';
import { useSiteConfig } from '../../lib/use-site-config';

export const handle = privatePageHandle(
  'Checkout (test mode)',
  'Complete the payment for your webinar seat. Test mode: no real card is charged.',
);

/** /checkout/test/:id — the local checkout used while no Stripe keys are set (embedded default). */
export default function TestCheckoutPage() {
  const { id = '' } = useParams();
  const { siteName } = useSiteConfig();
  return (
    <CenteredPage width={520}>
      <TestCheckoutView id={id} merchant={siteName} />
    </CenteredPage>
  );
}
