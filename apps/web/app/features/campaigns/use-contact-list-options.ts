import { listContactLists } from '@meridian/contracts/contacts';
import { useMemo } from 'react';
import { errorMessage } from '../../lib/error-message';
import { useEndpointQuery } from '../../lib/use-endpoint-query';

/** The caller's contact lists: options for the audience picker and names for audience summaries. */
export function useContactListOptions() {
  const lists = useEndpointQuery(listContactLists, {}, { staleTime: 30_000 });
  const items = useMemo(() => lists.data ?? [], [lists.data]);
  const names = useMemo(() => new Map(items.map((list) => [list.id, list.name])), [items]);
  return {
    items,
    names,
    error: lists.error ? errorMessage(lists.error, 'Your contact lists could not be loaded.') : null,
  };
}
