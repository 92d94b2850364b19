import { confirmNewsletter } from '@meridian/contracts/newsletter';
import { Button } from '@mantine/core';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LinkOutcomePage, type LinkPageState } from '../../features/newsletter/link-outcome-page';
import { useLinkCall } from '../../features/newsletter/use-link-call';
import { callEndpoint } from '../../lib/api-client';
import type { RouteHandle } from '../../lib/page-meta';

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
  const run = useCallback(
    () => callEndpoint(confirmNewsletter, { params: { token: token || '-' }, loading: false }),
    [token],
  );
  const call = useLinkCall(run);
  const state: LinkPageState =
    call.kind === 'loading'
      ? { kind: 'loading', text: 'Confirming your subscription…' }
      : call.kind === 'failed'
        ? { kind: 'done', ok: false, title: 'Not confirmed', message: call.message }
        : {
            kind: 'done',
            ok: call.value.outcome === 'confirmed',
            title: call.value.outcome === 'confirmed' ? "You're subscribed" : 'Not confirmed',
            message: call.value.message,
            action: (
              <Button component={Link} to="/" variant="light" w="fit-content">
                Back to the home page
              </Button>
            ),
          };
  return <LinkOutcomePage heading="Newsletter" state={state} />;
}
