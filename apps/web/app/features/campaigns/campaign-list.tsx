import type { Campaign } from '@meridian/contracts/campaigns';
import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataTable } from '../../components/admin/data-table';
import { LoadError } from '../../components/admin/load-error';
import { CampaignFilters } from './campaign-filters';
import { CampaignRow } from './campaign-row';
import type { CampaignLifecycle } from './use-campaign-lifecycle';
import { useCampaignList, type CampaignFilter } from './use-campaign-list';

interface CampaignListProps {
  filter: CampaignFilter;
  onFilter: (filter: CampaignFilter) => void;
  /** Admins: the senders to filter by (and the Sender column). */
  senders: { value: string; label: string }[] | null;
  listNames: ReadonlyMap<number, string>;
  zone: string;
  lifecycle: CampaignLifecycle;
  /** What to show without any campaign: none match the filters, or none at all. */
  empty: (filtered: boolean) => ReactNode;
}

/** The campaigns, filtered, a page at a time, refreshing by themselves while one is sending. */
export function CampaignList({ filter, onFilter, senders, listNames, zone, lifecycle, empty }: CampaignListProps) {
  const list = useCampaignList(filter);
  const showSender = senders !== null;
  const columns = ['Status', 'Subject', ...(showSender ? ['Sender'] : []), 'Audience', 'Progress', 'When', 'Actions'];
  return (
    <>
      <CampaignFilters filter={filter} onChange={onFilter} {...(senders ? { senders } : {})} />
      {list.error ? <LoadError title="Campaigns" message={list.error} onRetry={list.reload} /> : null}
      <DataTable<Campaign>
        label="Campaigns"
        columns={columns}
        minWidth={showSender ? 1100 : 940}
        rows={list.items}
        loading={list.loading}
        empty={empty(list.filtered)}
      >
        {(campaign) => (
          <CampaignRow
            key={campaign.id}
            campaign={campaign}
            listNames={listNames}
            showSender={showSender}
            zone={zone}
            lifecycle={lifecycle}
          />
        )}
      </DataTable>
      {list.hasMore ? (
        <Group justify="center">
          <Button variant="default" loading={list.loadingMore} onClick={list.loadMore}>
            Load more
          </Button>
        </Group>
      ) : null}
    </>
  );
}
