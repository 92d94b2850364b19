import type { EngagementCounts } from '@meridian/contracts/campaigns-stats';
import { StatCards } from '../../components/admin/stat-cards';
import { formatCount, formatPercent } from '../../lib/format';

/**
 * The numbers of a campaign or a period, the shares of sent under those that have one. Bounces count
 * immediate refusals and bounces found in the sender's mailbox; complaints are only found there. A
 * campaign's also says how many recipients the frequency cap skipped.
 */
export function EngagementCards({ totals, capped }: { totals: EngagementCounts; capped?: number }) {
  const of = (share: number, what: string) => `${formatPercent(share)} ${what}`;
  return (
    <StatCards
      cards={[
        { label: 'Sent', value: formatCount(totals.sent) },
        { label: 'Failed', value: formatCount(totals.failed) },
        { label: 'Opens', value: formatCount(totals.opens) },
        { label: 'Unique opens', value: formatCount(totals.uniqueOpens), note: of(totals.openRate, 'open rate') },
        { label: 'Clicks', value: formatCount(totals.clicks) },
        { label: 'Unique clicks', value: formatCount(totals.uniqueClicks), note: of(totals.clickRate, 'click rate') },
        {
          label: 'Unsubscribes',
          value: formatCount(totals.unsubscribes),
          note: of(totals.unsubscribeRate, 'unsubscribe rate'),
        },
        { label: 'Bounces', value: formatCount(totals.bounces), note: of(totals.bounceRate, 'bounce rate') },
        { label: 'Complaints', value: formatCount(totals.complaints), note: "spam reports in the sender's mailbox" },
        ...(capped === undefined
          ? []
          : [{ label: 'Capped', value: formatCount(capped), note: 'skipped by the frequency cap' }]),
      ]}
    />
  );
}
