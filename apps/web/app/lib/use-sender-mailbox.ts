import {
  getMarketingCredentials,
  type MarketingCredentials,
  type MarketingCredentialsLookup,
} from '@meridian/contracts/sender-mailboxes';
import { useEndpointQuery } from './use-endpoint-query';

export type SenderMailboxStatus = 'loading' | 'saved' | 'missing';

/** The saved mailbox of a lookup answer, or null while none is saved. */
const savedOf = (lookup: MarketingCredentialsLookup | undefined): MarketingCredentials | null =>
  lookup?.mailbox ? { policy: lookup.policy, mailbox: lookup.mailbox } : null;

/**
 * A sender's saved mailbox (GET /api/v2/marketingCredentials, one cached answer for the panel and
 * every page that sends): `missing` when none is saved, or when the lookup failed (the modal then
 * asks again rather than letting a campaign fail later). `userId` null: no lookup.
 */
export function useSenderMailbox(userId: number | null) {
  const query = useEndpointQuery(
    getMarketingCredentials,
    { query: { adminId: userId ?? 0 }, keepNotifications: true },
    { retry: false, enabled: userId !== null },
  );
  const saved = savedOf(query.data);
  const status: SenderMailboxStatus =
    userId === null || query.isPending ? 'loading' : query.isSuccess && saved ? 'saved' : 'missing';
  return { status, saved } as const;
}
