import type { ServedCreative } from '@meridian/contracts/billboard';
import { dataSource } from '../../lib/public-data';

/**
 * What a page's billboard slot shows, for its loader. The billboard contract is imported when the
 * loader runs, so it is not among the scripts of a page the server rendered with the creatives
 * (apps/web/scripts/budgets.mjs).
 */
export async function servedCreatives(context: unknown): Promise<ServedCreative[]> {
  const { listServedCreatives } = await import('@meridian/contracts/billboard');
  return dataSource(context).read(listServedCreatives);
}
