import type { AuditFilter } from '@meridian/contracts/audit';

/** The Audit log's filters as typed, kept in the address (`?actor=12&action=user.disabled`). */
export interface AuditFilterValues {
  /** A user id, `system`, or '' for anyone. */
  actor: string;
  action: string;
  subjectType: string;
  subjectId: string;
  from: string;
  to: string;
}

const FIELDS = ['actor', 'action', 'subjectType', 'subjectId', 'from', 'to'] as const;

export const NO_FILTER: AuditFilterValues = { actor: '', action: '', subjectType: '', subjectId: '', from: '', to: '' };

export function filterFromParams(params: URLSearchParams): AuditFilterValues {
  const filter = { ...NO_FILTER };
  for (const field of FIELDS) filter[field] = params.get(field)?.trim() ?? '';
  return filter;
}

/** The filters that are set, as the address and the API take them. */
export function auditQuery(filter: AuditFilterValues): Record<string, string> {
  const query: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = filter[field].trim();
    // An id means nothing without the kind of subject it belongs to.
    if (value && (field !== 'subjectId' || filter.subjectType)) query[field] = value;
  }
  return query;
}

/** The same, typed as the contract's query (the server checks every value and names a bad one). */
export const auditFilterQuery = (filter: AuditFilterValues) => auditQuery(filter) as AuditFilter;

export const isFiltered = (filter: AuditFilterValues) => Object.keys(auditQuery(filter)).length > 0;
