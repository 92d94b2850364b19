import type { AdvertiserRow, AdvertisingStatus } from '@meridian/contracts/billboard-advertisers';
import type { AdvertisingPlan } from '@meridian/contracts/users';
import type { Orm } from '../../db/database';
import type { RequestUser } from '../../lib/access';
import { toCsv, type CsvColumn } from '../../lib/csv';
import { billboardRepository as repo } from './billboard.repository';
import { creativesRepository } from './creatives.repository';

export interface AdvertisersAdminDeps {
  orm: Orm;
  /** Every holder of the Digital Billboard role. */
  advertisers: () => Promise<RequestUser[]>;
  chosenPlan: (userId: number) => Promise<AdvertisingPlan>;
  currency: () => Promise<string>;
}

const CSV_COLUMNS: CsvColumn<AdvertiserRow>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Email', value: (r) => r.email },
  { header: 'Plan', value: (r) => r.plan },
  { header: 'Status', value: (r) => r.status ?? 'not subscribed' },
  { header: 'Renews or ends', value: (r) => r.currentPeriodEnd?.slice(0, 10) ?? '' },
  { header: 'Revenue', value: (r) => (r.revenueCents / 100).toFixed(2) },
  { header: 'Currency', value: (r) => r.currency.toUpperCase() },
  { header: 'Creatives', value: (r) => r.creatives },
  { header: 'Awaiting review', value: (r) => r.pendingCreatives },
];

/**
 * The admin's advertiser table (docs/product.md, Digital billboard): every advertiser with the plan
 * they run (or chose at sign-up), its status as the provider says, what they paid in all, and
 * their creatives; the same rows as CSV.
 */
export function createAdvertisersAdmin(deps: AdvertisersAdminDeps) {
  async function list(): Promise<AdvertiserRow[]> {
    const [people, plans, revenue, counts, currency] = await Promise.all([
      deps.advertisers(),
      repo.latestPerUser(deps.orm),
      repo.revenueByUser(deps.orm),
      creativesRepository.countsByOwner(deps.orm),
      deps.currency(),
    ]);
    const planOf = new Map(plans.map((row) => [row.userId, row]));
    const paid = new Map(revenue.map((row) => [row.userId, row.cents]));
    const creatives = new Map(counts.map((row) => [row.ownerId, row]));
    const rows = await Promise.all(
      people.map(async (user): Promise<AdvertiserRow> => {
        const plan = planOf.get(user.id);
        return {
          userId: user.id,
          name: `${user.firstName} ${user.lastName}`.trim(),
          email: user.email,
          plan: (plan?.plan as AdvertisingPlan | undefined) ?? (await deps.chosenPlan(user.id)),
          status: (plan?.status as AdvertisingStatus | undefined) ?? null,
          currentPeriodEnd: plan?.currentPeriodEnd?.toISOString() ?? null,
          revenueCents: paid.get(user.id) ?? 0,
          currency: plan?.currency ?? currency,
          creatives: creatives.get(user.id)?.total ?? 0,
          pendingCreatives: creatives.get(user.id)?.pending ?? 0,
        };
      }),
    );
    return rows.sort((a, b) => b.revenueCents - a.revenueCents || a.name.localeCompare(b.name));
  }

  return { list, exportCsv: async () => toCsv(CSV_COLUMNS, await list()) };
}
export type AdvertisersAdmin = ReturnType<typeof createAdvertisersAdmin>;
