import { Group, Stack, Text } from '@mantine/core';
import type { PromoQuote } from '@meridian/contracts/promo-codes';
import { formatMoney } from '../../lib/format';

/** The seat price at the top of the modal ("$500 per seat"); with a code, the price before and after it. */
export function RsvpPrice({ cents, currency, quote }: { cents: number; currency: string; quote?: PromoQuote | null }) {
  if (!quote) {
    return (
      <Group gap={8} align="baseline" wrap="nowrap">
        <Text component="span" fz={32} fw={800} lh={1.1} c="brand.8">
          {formatMoney(cents, currency)}
        </Text>
        <Text component="span" c="dimmed">
          per seat
        </Text>
      </Group>
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
          per seat
        </Text>
      </Group>
      <Text size="sm" fw={600}>
        Code {quote.code}: {quote.discountLabel}
      </Text>
    </Stack>
  );
}
