import { getNewsletterPreferences, updateNewsletterPreferences } from '@meridian/contracts/newsletter';
import { Button } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { LINK_CALL, linkCallFailure } from '../../features/newsletter/link-call';
import { LinkOutcomePage, type LinkPageState } from '../../features/newsletter/link-outcome-page';
import type { RouteHandle } from '../../lib/page-meta';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { useEndpointQuery } from '../../lib/use-endpoint-query';

export const handle: RouteHandle = {
  meta: () => ({ title: 'Newsletter preferences', description: 'Your newsletter subscription.', noindex: true }),
};

/** /newsletter/preferences?token=… — the signed link in every newsletter: unsubscribe, or subscribe again. */
export default function NewsletterPreferencesPage() {
  const [params] = useSearchParams();
  const token = params.get('token') || '-';
  const call = useEndpointQuery(getNewsletterPreferences, { params: { token }, loading: false }, LINK_CALL);
  const save = useEndpointMutation(updateNewsletterPreferences);
  const choose = (subscribed: boolean) => save.mutate({ params: { token }, body: { subscribed }, loading: false });

  let state: LinkPageState;
  if (call.error) state = { kind: 'done', ok: false, title: 'Link not valid', message: linkCallFailure(call.error) };
  else if (!call.data) state = { kind: 'loading', text: 'Loading your subscription…' };
  else if (save.error) state = { kind: 'done', ok: false, title: 'Not saved', message: linkCallFailure(save.error) };
  else if (save.data) state = { kind: 'done', ok: true, title: 'Saved', message: save.data.message };
  else {
    const subscribed = call.data.status === 'confirmed';
    state = {
      kind: 'done',
      ok: true,
      title: subscribed ? 'You are subscribed' : 'You are not subscribed',
      message: `${call.data.email} ${subscribed ? 'receives' : 'does not receive'} the newsletter.`,
      action: (
        <Button
          loading={save.isPending}
          w="fit-content"
          color={subscribed ? 'red.9' : undefined}
          onClick={() => choose(!subscribed)}
        >
          {subscribed ? 'Unsubscribe' : 'Subscribe again'}
        </Button>
      ),
    };
  }
  return <LinkOutcomePage heading="Newsletter preferences" state={state} />;
}
