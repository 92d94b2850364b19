import type { Orm } from '../../db/database';

/** What promo codes need from other modules, filled in modules.ts. */
export interface PromoCodesPorts {
  /** The webinars module's session reads: a code's chosen sessions exist, and a session's price. */
  sessions: {
    findById: (db: Orm, id: number) => Promise<{ id: number; priceCents: number; currency: string } | undefined>;
    findByIds: (db: Orm, ids: number[]) => Promise<{ id: number }[]>;
  };
  /** The users module's check of a referral: the affiliate's id when it may earn from it, else null. */
  referringAffiliate: (db: Orm, referral: number | string | null) => Promise<number | null>;
  /** The affiliate program's terms for affiliates' own codes, and the site's currency (affiliates and settings). */
  ownCodeTerms: (db: Orm) => Promise<{ allowed: boolean; percentOff: number; currency: string }>;
  /** "First Last" of each user id (the list names a code's affiliate). */
  userNames: (ids: number[]) => Promise<ReadonlyMap<number, string>>;
}
