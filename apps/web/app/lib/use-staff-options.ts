import { listUsers } from '@meridian/contracts/users';
import { useQueries } from '@tanstack/react-query';
import { callEndpoint } from './api-client';
import { endpointQueryKey } from './endpoint-query-key';

export interface StaffOption {
  value: string;
  label: string;
}

/**
 * Admins only: the users holding any of `roleIds` (campaign senders, the newsletter sender), as
 * Select options "Ada Lovelace (ada@example.com)", sorted by name.
 */
export function useStaffOptions(roleIds: readonly number[], enabled: boolean): StaffOption[] {
  const answers = useQueries({
    queries: roleIds.map((roleId) => {
      const input = { query: { roleId, limit: 200 } };
      return {
        queryKey: endpointQueryKey(listUsers, input),
        queryFn: ({ signal }: { signal: AbortSignal }) => callEndpoint(listUsers, { ...input, signal }),
        enabled,
        staleTime: 60_000,
      };
    }),
  });
  const staff = new Map<number, string>();
  for (const answer of answers) {
    for (const user of answer.data?.items ?? []) {
      const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
      staff.set(user.id, `${name} (${user.email})`);
    }
  }
  return [...staff].sort((a, b) => a[1].localeCompare(b[1])).map(([id, label]) => ({ value: String(id), label }));
}
