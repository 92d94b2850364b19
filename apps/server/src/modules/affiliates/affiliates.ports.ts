import type { AffiliateSettings } from '@meridian/contracts/affiliates';
import type { TransferRequest, TransferResult } from '../../adapters/payments/payment-gateway';
import type { Orm } from '../../db/database';
import type { RequestUser } from '../../lib/access';
import type { PaymentRecord } from '../payments/payments.module';
import type { Attribution } from './attribution.service';

/** What payouts need of Stripe Connect: the affiliate's connected account, and transfers to it. */
export interface PayoutAccounts {
  payoutAccountOf(db: Orm, userId: number): Promise<{ accountId: string; payoutsEnabled: boolean } | null>;
  transfer(request: TransferRequest): Promise<TransferResult>;
}

/** What the affiliates module needs from others, filled in modules.ts. */
export interface AffiliatesPorts {
  /** Server-side referral attribution (made before the modules: users and RSVP read it too). */
  attribution: Attribution;
  /** The site settings, read on a handle, and saved (the program's keys live there). */
  settings: {
    getOn: (db: Orm) => Promise<{ affiliateProgram: AffiliateSettings; currency: string }>;
    update: (
      db: Orm,
      patch: { affiliateProgram: AffiliateSettings },
    ) => Promise<{ affiliateProgram: AffiliateSettings }>;
  };
  payment: (db: Orm, id: number) => Promise<PaymentRecord | undefined>;
  users: {
    findOn: (db: Orm, id: number) => Promise<RequestUser | undefined>;
    holdersOf: (roleIds: readonly number[]) => Promise<RequestUser[]>;
    referralCodesOf: (ids: readonly number[]) => Promise<ReadonlyMap<number, string>>;
    referredSignUps: (range: {
      from: Date;
      to: Date;
      referredById?: number;
    }) => Promise<{ referredById: number; day: string; count: number }[]>;
  };
  dailyClicks: (range: {
    from: string;
    to: string;
    ownerId?: number;
  }) => Promise<{ ownerId: number; day: string; count: number }[]>;
  /** Stripe Connect: payout accounts and transfers (absent: nobody can be paid yet). */
  accounts?: PayoutAccounts;
}
