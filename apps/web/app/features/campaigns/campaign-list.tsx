import type { ReactNode } from 'react';
import { DataTable } from '../../components/admin/data-table';
import { LoadError } from '../../components/admin/load-error';
import { LoadMore } from '../../components/admin/load-more';
import { campaignColumns } from './campaign-columns';
import { CampaignFilters } from './campaign-filters';
import type { CampaignLifecycle } from './use-campaign-lifecycle';
import { useCampaignList, type CampaignFilter } from './use-campaign-list';

interface CampaignListProps {
  filter: CampaignFilter;
  onFilter: (filter: CampaignFilter) => void;
  /** Admins: the senders to filter by (and the Sender column). */
  senders: { value: string; label: string }[] | null;
  zone: string;
  lifecycle: CampaignLifecycle;
  /** What to show without any campaign: none match the filters, or none at all. */
  empty: (filtered: boolean) => ReactNode;
}

/** The campaigns, filtered, a page at a time, refreshing by themselves while one is sending. */
export function CampaignList({ filter, onFilter, senders, zone, lifecycle, empty }: CampaignListProps) {
  const list = useCampaignList(filter);
  const showSender = senders !== null;
  return (
    <>
      <CampaignFilters filter={filter} onChange={onFilter} {...(senders ? { senders } : {})} />
      {list.error ? <LoadError title="Campaigns" message={list.error} onRetry={list.retry} /> : null}
      <DataTable
        label="Campaigns"
        columns={campaignColumns({ showSender, zone, lifecycle })}
        rowKey={(campaign) => campaign.id}
        sort={{ column: 'Created', direction: 'descending', caption: 'Newest campaigns first' }}
        minWidth={showSender ? 1000 : 820}
        rows={list.items}
        loading={list.loading}
        empty={empty(list.filtered)}
      />
      <LoadMore pages={list} />
    </>
  );
}
