import { listUsers, type AdminUser } from '@meridian/contracts/users';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, callEndpoint } from '../../lib/api-client';

export interface UserDirectoryFilter {
  search: string;
  roleId: number | null;
}

/** Users for the admin, page by page (keyset), reloaded when the filter changes. */
export function useUserDirectory(filter: UserDirectoryFilter) {
  const [items, setItems] = useState<AdminUser[]>([]);
  const [nextCursor, setNextCursor] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(
    async (after: number | null) => {
      setLoading(true);
      setError(null);
      try {
        const page = await callEndpoint(listUsers, {
          query: {
            ...(filter.search.trim() ? { search: filter.search.trim() } : {}),
            ...(filter.roleId ? { roleId: filter.roleId } : {}),
            ...(after ? { after } : {}),
          },
        });
        setItems((current) => (after ? [...current, ...page.items] : page.items));
        setNextCursor(page.nextCursor);
      } catch (caught) {
        setError(caught instanceof ApiError ? caught.message : 'The users could not be loaded.');
      } finally {
        setLoading(false);
      }
    },
    [filter.search, filter.roleId],
  );

  useEffect(() => {
    const timer = setTimeout(() => void load(null), 250);
    return () => clearTimeout(timer);
  }, [load]);

  const replace = (user: AdminUser) => setItems((current) => current.map((u) => (u.id === user.id ? user : u)));

  return { items, nextCursor, loading, error, loadMore: () => load(nextCursor), reload: () => load(null), replace };
}
