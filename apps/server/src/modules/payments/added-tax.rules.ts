import type { AddedTax } from '@meridian/contracts/receipts-settings';

/** Where a checkout carries the rate it added (its metadata, copied onto every invoice of a subscription). */
const LABEL_KEY = 'addedTaxLabel';
const RATE_KEY = 'addedTaxBasisPoints';

/**
 * A checkout request with the tax added on top of its price (docs/product.md, Receipts and credit
 * notes): the rate for the provider to add, and the same rate in the metadata, so the payment that
 * comes back records the rate it was charged at whatever the settings say by then (a subscription's
 * invoices carry it for as long as it runs). Unchanged without a rate.
 */
export function withAddedTax<R extends { amountCents: number; metadata: Record<string, string> }>(
  request: R,
  tax: AddedTax | null,
): R & { addedTax?: AddedTax } {
  if (!tax) return request;
  return {
    ...request,
    addedTax: tax,
    metadata: { ...request.metadata, [LABEL_KEY]: tax.label, [RATE_KEY]: String(tax.basisPoints) },
  };
}

/** The rate a paid checkout or invoice added on top, read back from its metadata; null when none was. */
export function addedTaxOfMetadata(metadata: Record<string, string>): AddedTax | null {
  const label = metadata[LABEL_KEY];
  const basisPoints = Number(metadata[RATE_KEY]);
  return label && Number.isInteger(basisPoints) && basisPoints > 0 ? { label, basisPoints } : null;
}
