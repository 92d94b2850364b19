import { confirmNewsletter } from '@meridian/contracts/newsletter';
import { Button } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { LinkOutcomePage, type LinkPageState } from '../../features/newsletter/link-outcome-page';
import { LINK_CALL, linkCallFailure } from '../../features/newsletter/link-call';
import type { RouteHandle } from '../../lib/page-meta';
import { useEndpointQuery } from '../../lib/use-endpoint-query';

export const handle: RouteHandle = {
  meta: () => ({ title: 'Confirm your subscription', description: 'Newsletter confirmation.', noindex: true }),
};

/**
 * /newsletter/confirm?token=… — the link in the confirmation mail. The server renders the frame; the
 * browser then confirms, so a mail scanner fetching the HTML alone confirms nothing.
 */
export default function NewsletterConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const call = useEndpointQuery(confirmNewsletter, { params: { token: token || '-' }, loading: false }, LINK_CALL);
  const state: LinkPageState = call.error
    ? { kind: 'done', ok: false, title: 'Not confirmed', message: linkCallFailure(call.error) }
    : !call.data
      ? { kind: 'loading', text: 'Confirming your subscription…' }
      : {
          kind: 'done',
          ok: call.data.outcome === 'confirmed',
          title: call.data.outcome === 'confirmed' ? "You're subscribed" : 'Not confirmed',
          message: call.data.message,
          action: (
            <Button component={Link} to="/" variant="light" w="fit-content">
              Back to the home page
            </Button>
          ),
        };
  return <LinkOutcomePage heading="Newsletter" state={state} />;
}
