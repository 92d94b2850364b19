import type { Audience } from '@meridian/contracts/campaigns';

/** "Lists: Customers, Webinar leads · Tags: vip": who a campaign goes to, in one line. */
export function audienceSummary(
  audience: Pick<Audience, 'listIds' | 'tags'>,
  listNames: ReadonlyMap<number, string>,
): string {
  const parts: string[] = [];
  if (audience.listIds.length > 0) {
    parts.push(`Lists: ${audience.listIds.map((id) => listNames.get(id) ?? `List #${id}`).join(', ')}`);
  }
  if (audience.tags.length > 0) parts.push(`Tags: ${audience.tags.join(', ')}`);
  return parts.join(' · ') || 'No audience chosen yet';
}
