import type { Campaign } from '@meridian/contracts/campaigns';

/** "Lists: Customers, Webinar leads · Tags: vip": who a campaign goes to, in one line, lists by name. */
export function audienceSummary(campaign: Pick<Campaign, 'audience' | 'audienceLists' | 'audienceSegment'>): string {
  const names = new Map(campaign.audienceLists.map((list) => [list.id, list.name]));
  const parts: string[] = [];
  const { listIds, tags } = campaign.audience;
  if (listIds.length > 0) {
    const lists = listIds.map((id) => names.get(id)).filter((name) => name !== undefined);
    const deleted = listIds.length - lists.length;
    if (deleted > 0) lists.push(deleted === 1 ? 'a deleted list' : `${deleted} deleted lists`);
    parts.push(`Lists: ${lists.join(', ')}`);
  }
  if (tags.length > 0) parts.push(`Tags: ${tags.join(', ')}`);
  if (campaign.audience.segmentId) parts.push(`Segment: ${campaign.audienceSegment?.name ?? 'a deleted segment'}`);
  return parts.join(' · ') || 'No audience chosen yet';
}
