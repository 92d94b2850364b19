import { listUsers, type AdminUser } from '@meridian/contracts/users';
import { useEndpointInfiniteQuery } from '../../lib/use-endpoint-infinite-query';
import { useSettledValue } from '../../lib/use-settled-value';

export interface UserDirectoryFilter {
  search: string;
  roleId: number | null;
}

/**
 * Users for the admin, page by page ("Load more"), loaded again 250 ms after the filter last
 * changed; forgotten once the page closes, so coming back loads afresh.
 */
export function useUserDirectory(filter: UserDirectoryFilter) {
  const settled = useSettledValue({ search: filter.search.trim(), roleId: filter.roleId }, 250);
  const query = {
    ...(settled.search ? { search: settled.search } : {}),
    ...(settled.roleId ? { roleId: settled.roleId } : {}),
  };
  const pages = useEndpointInfiniteQuery(
    listUsers,
    { query },
    { fallbackError: 'The users could not be loaded.', gcTime: 0 },
  );
  /** Shows the user an action returned in place of the listed one. */
  const replace = (user: AdminUser) => pages.updateItems((listed) => (listed.id === user.id ? user : listed));
  return { ...pages, replace };
}
