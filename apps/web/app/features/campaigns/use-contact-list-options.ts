import { listContactLists } from '@meridian/contracts/contacts';
import { useMemo } from 'react';
import { errorMessage } from '../../lib/error-message';
import { useEndpointQuery } from '../../lib/use-endpoint-query';

/** The caller's contact lists: the audience picker's options. */
export function useContactListOptions() {
  const lists = useEndpointQuery(listContactLists, {}, { staleTime: 30_000 });
  const items = useMemo(() => lists.data ?? [], [lists.data]);
  return {
    items,
    error: lists.error ? errorMessage(lists.error, 'Your contact lists could not be loaded.') : null,
  };
}
