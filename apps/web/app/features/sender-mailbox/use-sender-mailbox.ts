import { getMarketingCredentials } from '@meridian/contracts/marketing-credentials';
import { useEndpointQuery } from '../../lib/use-endpoint-query';

/**
 * The signed-in sender's saved mailbox: `missing` when there is none, or when the lookup failed
 * (the modal then asks again rather than letting a campaign fail later).
 */
export function useSenderMailbox(userId: number) {
  const query = useEndpointQuery(getMarketingCredentials, { query: { adminId: userId } }, { retry: false });
  const status = query.isPending ? 'loading' : query.isSuccess ? 'saved' : 'missing';
  return { status, saved: query.isSuccess ? query.data : null } as const;
}
