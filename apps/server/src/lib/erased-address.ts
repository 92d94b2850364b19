/**
 * What an erased person's address becomes in records that must keep their row (delivery counts,
 * run histories): a reserved `.invalid` address derived from the suppression hash, so the rows stay
 * unique per person and nobody can read the address back (docs/product.md, Newsletter subscriptions).
 */
export const erasedAddress = (emailHash: string) => `erased-${emailHash.slice(0, 16)}@erased.invalid`;
