import type { Audience } from '@meridian/contracts/campaigns';
import { formatCount } from '../../lib/format';
import type { AudienceListOption } from './contact-list-options';

/**
 * Who a send reaches, in words, with the count the lists give: "up to 160 contacts on Customers and
 * Webinar leads, and every contact tagged vip". The exact number is fixed when sending starts
 * (unsubscribed, bounced and duplicate addresses drop out).
 */
export function recipientWording(audience: Pick<Audience, 'listIds' | 'tags'>, lists: readonly AudienceListOption[]) {
  const chosen = lists.filter((list) => audience.listIds.includes(list.id));
  const count = chosen.reduce((sum, list) => sum + list.contactCount, 0);
  const parts: string[] = [];
  if (audience.listIds.length > 0) {
    const names = chosen.map((list) => list.name);
    const unknown = audience.listIds.length - chosen.length;
    if (unknown > 0) names.push(`${unknown} more ${unknown === 1 ? 'list' : 'lists'}`);
    const counted =
      unknown === 0 ? `up to ${formatCount(count)} ${count === 1 ? 'contact' : 'contacts'}` : 'the contacts';
    parts.push(`${counted} on ${names.join(' and ')}`);
  }
  if (audience.tags.length > 0) {
    parts.push(`every contact tagged ${audience.tags.join(' or ')}`);
  }
  return parts.join(', and ');
}
