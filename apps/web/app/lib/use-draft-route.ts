import type { Endpoint } from '@meridian/contracts/endpoint';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { endpointQueryKey } from './endpoint-query-key';

/**
 * Where a page of drafts is (a campaign's, a newsletter issue's, a blog post's): the list, `?new` to
 * write one, `?id=7` to open one, so every editor has its own address (Back, reload, a shared link).
 * A draft saved or sent goes into the cache of `getOne` and the address gains its id, replacing the
 * entry; a draft created here stays in the same compose form (`composeKey`) when it does. `toList(true)`
 * replaces the entry too (after a delete, Back does not return to the deleted draft).
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
    toList: (replace = false) => show({}, replace),
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
