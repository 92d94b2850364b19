import { ROLES } from '@meridian/contracts/roles';
import { listUsers } from '@meridian/contracts/users';
import { useQueries } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';
import { endpointQueryKey } from '../../lib/endpoint-query-key';

/** The roles that send campaigns (docs/product.md, Email marketing from the sender's own mailbox). */
const SENDER_ROLES = [ROLES.Sales, ROLES.EmailMarketing, ROLES.Admin];

/** Admins only: everyone who may send campaigns, as Select options ("Ada Lovelace (ada@example.com)"). */
export function useSenderOptions(enabled: boolean): { value: string; label: string }[] {
  const answers = useQueries({
    queries: SENDER_ROLES.map((roleId) => {
      const input = { query: { roleId, limit: 200 } };
      return {
        queryKey: endpointQueryKey(listUsers, input),
        queryFn: ({ signal }: { signal: AbortSignal }) => callEndpoint(listUsers, { ...input, signal }),
        enabled,
        staleTime: 60_000,
      };
    }),
  });
  const senders = new Map<number, string>();
  for (const answer of answers) {
    for (const user of answer.data?.items ?? []) {
      const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
      senders.set(user.id, `${name} (${user.email})`);
    }
  }
  return [...senders].sort((a, b) => a[1].localeCompare(b[1])).map(([id, label]) => ({ value: String(id), label }));
}
