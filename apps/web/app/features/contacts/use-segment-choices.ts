import { listCampaigns } from '@meridian/contracts/campaigns';
import { listContactLists } from '@meridian/contracts/contacts';
import { listAdminSessions, listCalendar } from '@meridian/contracts/webinars';
import { useMemo } from 'react';
import { formatSessionStart } from '../../lib/datetime';
import { useEndpointQuery } from '../../lib/use-endpoint-query';
import type { RuleChoices } from './segment-rule-fields';

/**
 * What a condition may name: the caller's lists and campaigns, and sessions (an administrator reads
 * every session, past ones included; other staff the upcoming calendar, or "any session").
 */
export function useSegmentChoices(isAdmin: boolean): RuleChoices {
  const lists = useEndpointQuery(listContactLists, {}, { staleTime: 30_000 });
  const campaigns = useEndpointQuery(listCampaigns, { query: { limit: 100 } }, { staleTime: 30_000 });
  const adminSessions = useEndpointQuery(
    listAdminSessions,
    { query: { scope: 'all' } },
    { enabled: isAdmin, staleTime: 30_000 },
  );
  const calendar = useEndpointQuery(listCalendar, {}, { enabled: !isAdmin, staleTime: 30_000 });
  return useMemo(() => {
    const sessions = (isAdmin ? adminSessions.data : calendar.data) ?? [];
    return {
      lists: (lists.data ?? []).map((list) => ({ value: String(list.id), label: list.name })),
      campaigns: (campaigns.data?.items ?? []).map((campaign) => ({
        value: String(campaign.id),
        label: campaign.subject,
      })),
      sessions: [...sessions]
        .sort((a, b) => b.startsAt.localeCompare(a.startsAt))
        .map((session) => ({
          value: String(session.id),
          label: `${session.title} · ${formatSessionStart(session.startsAt, session.timezone)}`,
        })),
    };
  }, [isAdmin, lists.data, campaigns.data, adminSessions.data, calendar.data]);
}
