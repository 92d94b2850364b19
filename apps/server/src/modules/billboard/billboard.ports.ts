import type { AdvertisingPlan } from '@meridian/contracts/users';
import type { Orm } from '../../db/database';
import type { RequestUser } from '../../lib/access';
import type { CommissionRules } from '../affiliates/affiliates.module';
import type { Payments } from '../payments/payments.module';
import type { AdvertisingPrices } from './billboard.service';

/** What the advertising module needs from others, filled in modules.ts. */
export interface BillboardPorts {
  /** The billing ledger: plan payments are its rows of kind `advertising`. */
  ledger: Payments;
  /** The plans' prices (site settings). */
  prices: () => Promise<AdvertisingPrices>;
  /** The plan the user chose at sign-up (users module). */
  chosenPlan: (userId: number) => Promise<AdvertisingPlan>;
  /** The users module's check of a referral: the affiliate's id when it may earn from it, else null. */
  referringAffiliate: (db: Orm, referral: number | string | null) => Promise<number | null>;
  /** Who referred the user's sign-up (their billboard referral link), or null. */
  signUpReferrer: (userId: number) => Promise<number | null>;
  nameOf: (userId: number) => Promise<string>;
  /** Every holder of the Digital Billboard role (the admin's advertiser table). */
  advertisers: () => Promise<RequestUser[]>;
  /** The affiliate program's commission rules: plan payments earn by the advertiser rule. */
  commissionRules: CommissionRules;
}
