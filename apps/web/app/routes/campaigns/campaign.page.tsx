import { getCampaign, type Campaign } from '@meridian/contracts/campaigns';
import { Button, Loader, Stack } from '@mantine/core';
import { IconPencilPlus, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useOutletContext } from 'react-router';
import { LoadError } from '../../components/admin/load-error';
import { SectionHeader } from '../../components/admin/section-header';
import { CampaignCompose } from '../../features/campaigns/campaign-compose';
import { CampaignDetail } from '../../features/campaigns/campaign-detail';
import { CampaignLifecycleDialog } from '../../features/campaigns/campaign-lifecycle-dialog';
import { CampaignList } from '../../features/campaigns/campaign-list';
import { useCampaignLifecycle } from '../../features/campaigns/use-campaign-lifecycle';
import { NO_CAMPAIGN_FILTER } from '../../features/campaigns/use-campaign-list';
import { useContactListOptions } from '../../features/campaigns/use-contact-list-options';
import { useSenderOptions } from '../../features/campaigns/use-sender-options';
import type { PanelOutletContext } from '../../components/panels/section-types';
import { EmptyState } from '../../components/site/empty-state';
import { browserTimeZone } from '../../lib/datetime';
import { errorMessage } from '../../lib/error-message';
import { useDraftRoute } from '../../lib/use-draft-route';
import { useEndpointQuery } from '../../lib/use-endpoint-query';

/**
 * "Campaign" in the Sales, Email Marketing and admin panels (docs/product.md, Email marketing from the
 * sender's own mailbox): the caller's campaigns, every sender's for an admin. `?new` writes a new
 * draft, `?id=7` opens one: a draft to edit, any other to follow its delivery and results.
 */
export default function CampaignPage() {
  const { user } = useOutletContext<PanelOutletContext>();
  const isAdmin = user.roles.includes('Admin');
  const [filter, setFilter] = useState(NO_CAMPAIGN_FILTER);
  const [zone] = useState(browserTimeZone);
  const lists = useContactListOptions();
  const senders = useSenderOptions(isAdmin);
  const route = useDraftRoute<Campaign>(getCampaign);
  const { id, composingNew, show, toList } = route;
  const opened = useEndpointQuery(getCampaign, { params: { id: id ?? 0 } }, { enabled: id !== null });

  const lifecycle = useCampaignLifecycle((action) => {
    if (action === 'delete') toList(true);
  });
  const from = (isAdmin && opened.data?.fromAddress) || user.email;
  const draft = id === null ? null : (opened.data ?? null);
  const sender = draft
    ? { userId: draft.ownerId, name: draft.ownerName, own: draft.ownerId === user.id }
    : { userId: user.id, name: `${user.firstName} ${user.lastName}`, own: true };
  const newCampaign = (
    <Button leftSection={<IconPencilPlus size={16} aria-hidden />} onClick={() => show({ new: '1' })}>
      Write a campaign
    </Button>
  );

  function body() {
    if (composingNew || (id !== null && opened.data?.status === 'draft')) {
      return (
        <CampaignCompose
          key={route.composeKey}
          campaign={draft}
          lists={lists.items}
          listsError={lists.error}
          from={from}
          sender={sender}
          lifecycle={lifecycle}
          onSaved={route.onSaved}
          onSent={route.onSent}
          onClose={() => toList()}
        />
      );
    }
    if (id !== null) {
      if (opened.error) {
        return (
          <LoadError
            title="Campaign"
            message={errorMessage(opened.error, 'The campaign could not be loaded.')}
            onRetry={() => void opened.refetch()}
          />
        );
      }
      if (!opened.data) return <Loader aria-label="Loading the campaign" />;
      return (
        <CampaignDetail
          campaign={opened.data}
          showSender={isAdmin}
          zone={zone}
          lifecycle={lifecycle}
          onClose={() => toList()}
        />
      );
    }
    return (
      <CampaignList
        filter={filter}
        onFilter={setFilter}
        senders={isAdmin ? senders : null}
        zone={zone}
        lifecycle={lifecycle}
        empty={(filtered) => (
          <EmptyState
            icon={<IconSend size={28} />}
            title={filtered ? 'No campaigns match' : 'No campaigns yet'}
            action={filtered ? null : newCampaign}
          >
            {filtered
              ? 'Try another status, sender or search.'
              : 'Write your first campaign: choose who receives it, write the message, send yourself a test, then send it now or schedule it. It goes out from your own mailbox.'}
          </EmptyState>
        )}
      />
    );
  }

  const editing = composingNew || opened.data?.status === 'draft';
  return (
    <Stack gap="lg" maw={1400}>
      <SectionHeader
        title={composingNew ? 'New campaign' : editing ? 'Edit campaign' : 'Campaign'}
        summary={
          isAdmin
            ? 'Every sender’s campaigns, with their delivery progress. You can pause or cancel any of them.'
            : 'One-off emails sent from your own mailbox, with their delivery progress and results.'
        }
        action={id === null && !composingNew ? newCampaign : null}
      />
      {body()}
      <CampaignLifecycleDialog lifecycle={lifecycle} />
    </Stack>
  );
}
