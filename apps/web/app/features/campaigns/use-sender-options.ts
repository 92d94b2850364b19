import { ROLES } from '@meridian/contracts/roles';
import { listUsers } from '@meridian/contracts/users';
import { useEndpointQuery } from '../../lib/use-endpoint-query';

const lookup = (roleId: number) => ({ query: { roleId, limit: 200 } });

/**
 * Admins only: everyone who may send campaigns (Sales, Email Marketing and Admin users; docs/product.md,
 * Email marketing from the sender's own mailbox), as Select options "Ada Lovelace (ada@example.com)".
 */
export function useSenderOptions(enabled: boolean): { value: string; label: string }[] {
  const options = { enabled, staleTime: 60_000 };
  const answers = [
    useEndpointQuery(listUsers, lookup(ROLES.Sales), options),
    useEndpointQuery(listUsers, lookup(ROLES.EmailMarketing), options),
    useEndpointQuery(listUsers, lookup(ROLES.Admin), options),
  ];
  const senders = new Map<number, string>();
  for (const answer of answers) {
    for (const user of answer.data?.items ?? []) {
      const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
      senders.set(user.id, `${name} (${user.email})`);
    }
  }
  return [...senders].sort((a, b) => a[1].localeCompare(b[1])).map(([id, label]) => ({ value: String(id), label }));
}
