import {
  getNewsletterPreferences,
  updateNewsletterPreferences,
  type LinkOutcome,
} from '@meridian/contracts/newsletter';
import { Button } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LinkOutcomePage, type LinkPageState } from '../../features/newsletter/link-outcome-page';
import { useLinkCall } from '../../features/newsletter/use-link-call';
import { ApiError, callEndpoint } from '../../lib/api-client';
import type { RouteHandle } from '../../lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({ title: 'Newsletter preferences', description: 'Your newsletter subscription.', noindex: true }),
};

/** /newsletter/preferences?token=… — the signed link in every newsletter: unsubscribe, or subscribe again. */
export default function NewsletterPreferencesPage() {
  const [params] = useSearchParams();
  const token = params.get('token') || '-';
  const load = useCallback(
    () => callEndpoint(getNewsletterPreferences, { params: { token }, loading: false }),
    [token],
  );
  const call = useLinkCall(load);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<LinkOutcome | { failed: string } | null>(null);

  async function choose(subscribed: boolean) {
    setSaving(true);
    try {
      setSaved(
        await callEndpoint(updateNewsletterPreferences, { params: { token }, body: { subscribed }, loading: false }),
      );
    } catch (error) {
      setSaved({ failed: error instanceof ApiError ? error.message : 'Something went wrong.' });
    } finally {
      setSaving(false);
    }
  }

  let state: LinkPageState;
  if (call.kind === 'loading') state = { kind: 'loading', text: 'Loading your subscription…' };
  else if (call.kind === 'failed') state = { kind: 'done', ok: false, title: 'Link not valid', message: call.message };
  else if (saved && 'failed' in saved) state = { kind: 'done', ok: false, title: 'Not saved', message: saved.failed };
  else if (saved) state = { kind: 'done', ok: true, title: 'Saved', message: saved.message };
  else {
    const subscribed = call.value.status === 'confirmed';
    state = {
      kind: 'done',
      ok: true,
      title: subscribed ? 'You are subscribed' : 'You are not subscribed',
      message: `${call.value.email} ${subscribed ? 'receives' : 'does not receive'} the newsletter.`,
      action: (
        <Button
          loading={saving}
          w="fit-content"
          color={subscribed ? 'red.9' : undefined}
          onClick={() => void choose(!subscribed)}
        >
          {subscribed ? 'Unsubscribe' : 'Subscribe again'}
        </Button>
      ),
    };
  }
  return <LinkOutcomePage heading="Newsletter preferences" state={state} />;
}
