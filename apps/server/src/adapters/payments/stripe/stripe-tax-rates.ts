import type { AddedTax } from '@meridian/contracts/receipts-settings';
import type Stripe from 'stripe';

/** The id of the Stripe Tax Rate for a rate added on top of prices. */
export type TaxRateLookup = (tax: AddedTax) => Promise<string>;

const percentageOf = (tax: AddedTax) => tax.basisPoints / 100;

/**
 * Exclusive Tax Rates at Stripe, one per label and rate (docs/product.md, Receipts and credit notes):
 * an active one that matches is used, else one is made (with an idempotency key, so two instances
 * opening checkouts at once make one). Remembered for the process's life; Stripe keeps them forever.
 * A Tax Rate on a line makes Stripe add the tax to the checkout and to every invoice of a
 * subscription, a plan change included.
 */
export function stripeTaxRates(stripe: Stripe): TaxRateLookup {
  const known = new Map<string, Promise<string>>();

  async function find(tax: AddedTax): Promise<string> {
    for await (const rate of stripe.taxRates.list({ active: true, inclusive: false, limit: 100 })) {
      if (rate.display_name === tax.label && rate.percentage === percentageOf(tax)) return rate.id;
    }
    const created = await stripe.taxRates.create(
      { display_name: tax.label, percentage: percentageOf(tax), inclusive: false },
      { idempotencyKey: `meridian-tax-rate:${tax.basisPoints}:${tax.label}` },
    );
    return created.id;
  }

  return (tax) => {
    const key = `${tax.basisPoints}:${tax.label}`;
    let id = known.get(key);
    if (!id) {
      id = find(tax);
      // A failed lookup is tried again by the next checkout rather than remembered.
      id.catch(() => known.delete(key));
      known.set(key, id);
    }
    return id;
  };
}
