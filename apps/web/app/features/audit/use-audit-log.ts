import { listAuditActors, listAuditEntries } from '@meridian/contracts/audit';
import { useEndpointInfiniteQuery } from '../../lib/use-endpoint-infinite-query';
import { useEndpointQuery } from '../../lib/use-endpoint-query';
import { useSettledValue } from '../../lib/use-settled-value';
import { auditFilterQuery, type AuditFilterValues } from './audit-filter';

/**
 * The Audit log's entries, newest first, page by page ("Load more"), loaded again 300 ms after a
 * filter last changed (typing an id); forgotten once the page closes, so coming back reads afresh.
 */
export function useAuditLog(filter: AuditFilterValues) {
  const settled = useSettledValue(filter, 300);
  return useEndpointInfiniteQuery(
    listAuditEntries,
    { query: auditFilterQuery(settled) },
    { fallbackError: 'The audit log could not be loaded.', gcTime: 0 },
  );
}

/** Everyone who appears in the log as the one who acted, as "Who" options. */
export function useAuditActors() {
  const actors = useEndpointQuery(listAuditActors);
  return (actors.data?.items ?? []).map((actor) => ({ value: String(actor.userId), label: actor.name }));
}
