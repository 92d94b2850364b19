import type { Endpoint } from '@meridian/contracts/endpoint';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { endpointQueryKey } from './endpoint-query-key';

/**
 * Where a page of email drafts is (a campaign's, a newsletter issue's): the list, `?new` to write
 * one, `?id=7` to open one. A draft saved or sent goes into the cache of `getOne` and the address
 * gains its id; a draft created here stays in the same compose form (`composeKey`) when it does.
 */
export function useDraftRoute<Draft extends { id: number }>(getOne: Endpoint) {
  const [params, setParams] = useSearchParams();
  const [createdId, setCreatedId] = useState<number | null>(null);
  const client = useQueryClient();
  const id = Number(params.get('id')) || null;

  const show = (next: Record<string, string>, replace = false) => setParams(next, { replace });
  const remember = (draft: Draft) => client.setQueryData(endpointQueryKey(getOne, { params: { id: draft.id } }), draft);

  return {
    id,
    composingNew: id === null && params.has('new'),
    show,
    toList: () => show({}),
    composeKey: id === null || id === createdId ? 'new' : String(id),
    onSaved: (saved: Draft) => {
      remember(saved);
      if (id === null) {
        setCreatedId(saved.id);
        show({ id: String(saved.id) }, true);
      }
    },
    onSent: (sent: Draft) => {
      remember(sent);
      show({ id: String(sent.id) }, true);
    },
  };
}
