import { Group, Stack, Text } from '@mantine/core';
import type { PromoQuote } from '@meridian/contracts/promo-codes';
import { addedTaxCents } from '@meridian/contracts/receipts-settings';
import type { Prices } from '@meridian/contracts/settings';
import { formatMoney, formatMoneyExact, plusTax } from '../../lib/format';

interface RsvpPriceProps {
  cents: number;
  currency: string;
  quote?: PromoQuote | null;
  /** Tax the checkout adds on top (docs/product.md, Receipts and credit notes). */
  addedTax: Prices['addedTax'];
}

/** What the checkout will charge when tax is added on top: "VAT 20 % is added at checkout: $600.00 in all." */
function CheckoutTotal({
  cents,
  currency,
  addedTax,
}: {
  cents: number;
  currency: string;
  addedTax: Prices['addedTax'];
}) {
  if (!addedTax || cents === 0) return null;
  const total = cents + addedTaxCents(cents, addedTax.basisPoints);
  return (
    <Text size="sm" c="dimmed" data-testid="checkout-total">
      {addedTax.label} is added at checkout: {formatMoneyExact(total, currency)} in all.
    </Text>
  );
}

/** The seat price at the top of the modal ("$500 per seat"); with a code, the price before and after it. */
export function RsvpPrice({ cents, currency, quote, addedTax }: RsvpPriceProps) {
  const perSeat = `per seat${plusTax(addedTax)}`;
  if (!quote) {
    return (
      <Stack gap={2}>
        <Group gap={8} align="baseline" wrap="wrap">
          <Text component="span" fz={32} fw={800} lh={1.1} c="brand.8">
            {formatMoney(cents, currency)}
          </Text>
          <Text component="span" c="dimmed">
            {perSeat}
          </Text>
        </Group>
        <CheckoutTotal cents={cents} currency={currency} addedTax={addedTax} />
      </Stack>
    );
  }
  return (
    <Stack gap={2} aria-live="polite">
      <Group gap={8} align="baseline" wrap="wrap">
        <Text component="span" fz={32} fw={800} lh={1.1} c="brand.8" data-testid="discounted-price">
          {quote.discountedCents === 0 ? 'Free' : formatMoney(quote.discountedCents, quote.currency)}
        </Text>
        <Text
          component="span"
          c="dimmed"
          td="line-through"
          aria-label={`was ${formatMoney(quote.priceCents, quote.currency)}`}
        >
          {formatMoney(quote.priceCents, quote.currency)}
        </Text>
        <Text component="span" c="dimmed">
          {perSeat}
        </Text>
      </Group>
      <Text size="sm" fw={600}>
        Code {quote.code}: {quote.discountLabel}
      </Text>
      <CheckoutTotal cents={quote.discountedCents} currency={quote.currency} addedTax={addedTax} />
    </Stack>
  );
}
