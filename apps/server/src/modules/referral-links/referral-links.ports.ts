/** What the referral-links module needs from the users module, filled in modules.ts. */
export interface ReferralLinksPorts {
  /** Whether the user may own referral links: enabled and holding the Affiliate or Sales role. */
  isLinkOwner: (userId: number) => Promise<boolean>;
  /** The link owner a referral code (or an old link's user id) names, or null. */
  referralOwner: (code: string) => Promise<number | null>;
  /** The user's referral code. */
  referralCodeOf: (userId: number) => Promise<string>;
}
