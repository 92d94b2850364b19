import {
  AFFILIATE_MESSAGES,
  type AdminAffiliateRow,
  type AffiliateSettings,
  type Payout,
} from '@meridian/contracts/affiliates';
import { ROLES, roleNameById, type RoleId } from '@meridian/contracts/roles';
import type { AuditTrail } from '../../core/audit/audit-trail';
import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { RequestUser } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { toCsv, type CsvColumn } from '../../lib/csv';
import { commissionsRepository as commissions } from './commissions.repository';
import type { PayoutAccounts } from './affiliates.ports';
import type { Payouts } from './payouts.service';
import { payoutsRepository, type PayoutRow } from './payouts.repository';

const EVER = { from: '2000-01-01', to: '2999-12-31' };
const REFERRER_ROLES: readonly RoleId[] = [ROLES.Affiliate, ROLES.Sales];

export interface AdminDeps {
  orm: Orm;
  now: () => Date;
  /** Holds and releases are audit entries (docs/product.md, Audit log). */
  audit: AuditTrail;
  currency: () => Promise<string>;
  program: () => Promise<AffiliateSettings>;
  saveProgram: (program: AffiliateSettings) => Promise<AffiliateSettings>;
  accounts: PayoutAccounts | undefined;
  payouts: Payouts;
  holdersOf: (roleIds: readonly number[]) => Promise<RequestUser[]>;
  referralCodesOf: (ids: readonly number[]) => Promise<ReadonlyMap<number, string>>;
  findUser: (db: Orm, id: number) => Promise<RequestUser | undefined>;
  dailyClicks: (range: { from: string; to: string }) => Promise<{ ownerId: number; count: number }[]>;
  referredSignUps: (range: { from: Date; to: Date }) => Promise<{ referredById: number; count: number }[]>;
}

const CSV_COLUMNS: CsvColumn<AdminAffiliateRow>[] = [
  { header: 'User ID', value: (r) => r.userId },
  { header: 'Name', value: (r) => r.name },
  { header: 'Email', value: (r) => r.email },
  { header: 'Referral code', value: (r) => r.referralCode },
  { header: 'Roles', value: (r) => r.roles.join(' ') },
  { header: 'Payout account', value: (r) => r.connect },
  { header: 'Payouts held', value: (r) => (r.payoutsHeld ? 'yes' : 'no') },
  { header: 'Clicks', value: (r) => r.clicks },
  { header: 'Sign-ups', value: (r) => r.signUps },
  { header: 'Paid conversions', value: (r) => r.paidConversions },
  { header: 'Pending (cents)', value: (r) => r.pendingCents },
  { header: 'Owed (cents)', value: (r) => r.owedCents },
  { header: 'Paid (cents)', value: (r) => r.paidCents },
];

function sumBy<T>(rows: T[], key: (row: T) => number, value: (row: T) => number): Map<number, number> {
  const sums = new Map<number, number>();
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + value(row));
  return sums;
}

const labelOf = (row: AdminAffiliateRow) => `${row.name} (${row.email})`;

/** The admin's Affiliates section (docs/product.md, Affiliate commissions and payouts). */
export function createAffiliatesAdmin(deps: AdminDeps) {
  async function rows(only?: number): Promise<AdminAffiliateRow[]> {
    const holders = (await deps.holdersOf(REFERRER_ROLES)).filter((u) => only === undefined || u.id === only);
    const [clicks, signUps, balances, held, codes] = await Promise.all([
      deps.dailyClicks(EVER),
      deps.referredSignUps({ from: new Date(EVER.from), to: new Date(EVER.to) }),
      commissions.balances(deps.orm),
      payoutsRepository.heldIds(deps.orm),
      deps.referralCodesOf(holders.map((user) => user.id)),
    ]);
    const clicksOf = sumBy(
      clicks,
      (c) => c.ownerId,
      (c) => c.count,
    );
    const signUpsOf = sumBy(
      signUps,
      (s) => s.referredById,
      (s) => s.count,
    );
    const balanceOf = new Map(balances.map((b) => [b.affiliateId, b]));
    return Promise.all(
      holders.map(async (user) => {
        const account = await deps.accounts?.payoutAccountOf(deps.orm, user.id);
        const balance = balanceOf.get(user.id);
        return {
          userId: user.id,
          name: `${user.firstName} ${user.lastName}`,
          email: user.email,
          referralCode: codes.get(user.id) ?? '',
          roles: REFERRER_ROLES.filter((id) => user.roleIds.includes(id)).map((id) => roleNameById[id]),
          connect: !account ? ('none' as const) : account.payoutsEnabled ? ('enabled' as const) : ('pending' as const),
          payoutsHeld: held.has(user.id),
          clicks: clicksOf.get(user.id) ?? 0,
          signUps: signUpsOf.get(user.id) ?? 0,
          paidConversions: balance?.conversions ?? 0,
          owedCents: balance?.approvedCents ?? 0,
          pendingCents: balance?.pendingCents ?? 0,
          paidCents: balance?.paidCents ?? 0,
        };
      }),
    );
  }

  async function rowOf(userId: number): Promise<AdminAffiliateRow> {
    const [row] = await rows(userId);
    if (!row) throw new AppError('NOT_FOUND', AFFILIATE_MESSAGES.notAffiliate);
    return row;
  }

  async function toPayout(row: PayoutRow, names: Map<number, string>): Promise<Payout> {
    if (!names.has(row.affiliateId)) {
      const user = await deps.findUser(deps.orm, row.affiliateId);
      names.set(row.affiliateId, user ? `${user.firstName} ${user.lastName}` : `#${row.affiliateId}`);
    }
    return {
      id: row.id,
      affiliateId: row.affiliateId,
      affiliateName: names.get(row.affiliateId) ?? '',
      amountCents: row.amountCents,
      currency: row.currency,
      status: row.status as Payout['status'],
      transferId: row.transferId,
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
    };
  }

  return {
    list: async () => ({ currency: await deps.currency(), items: await rows() }),
    exportCsv: async () => toCsv(CSV_COLUMNS, await rows()),
    settings: () => deps.program(),
    updateSettings: (program: AffiliateSettings) => deps.saveProgram(program),

    async setHold(adminId: number, userId: number, held: boolean): Promise<AdminAffiliateRow> {
      const before = await rowOf(userId);
      await inTransaction(deps.orm, async (db) => {
        await payoutsRepository.setHold(db, userId, held, adminId, deps.now());
        await deps.audit.record(db, {
          action: held ? 'payout.held' : 'payout.released',
          subject: { type: 'affiliate', id: userId, label: labelOf(before) },
          before: { held: before.payoutsHeld },
          after: { held },
        });
      });
      return rowOf(userId);
    },

    async payNow(adminId: number, userId: number): Promise<Payout> {
      const row = await rowOf(userId);
      return toPayout(await deps.payouts.payNow(userId, adminId, labelOf(row)), new Map());
    },

    async payoutHistory(affiliateId?: number): Promise<Payout[]> {
      const names = new Map<number, string>();
      const list = await payoutsRepository.list(deps.orm, affiliateId);
      const out: Payout[] = [];
      for (const row of list) out.push(await toPayout(row, names));
      return out;
    },
  };
}
export type AffiliatesAdmin = ReturnType<typeof createAffiliatesAdmin>;
