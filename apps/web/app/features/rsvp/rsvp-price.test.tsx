import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../providers';
import { RsvpPrice } from './rsvp-price';

const VAT = { label: 'VAT 20 %', basisPoints: 2000 };
const QUOTE = {
  code: 'LAUNCH',
  discountLabel: '20% off',
  priceCents: 50_000,
  discountedCents: 40_000,
  currency: 'usd',
};

const show = (props: Parameters<typeof RsvpPrice>[0]) =>
  render(
    <AppProviders>
      <RsvpPrice {...props} />
    </AppProviders>,
  );

afterEach(cleanup);

describe('the RSVP modal’s price', () => {
  it('is the whole price when the checkout adds no tax', () => {
    show({ cents: 50_000, currency: 'usd', addedTax: null });
    expect(screen.getByText('$500')).toBeTruthy();
    expect(screen.getByText('per seat')).toBeTruthy();
    expect(screen.queryByTestId('checkout-total')).toBeNull();
  });

  it('says "plus" the tax and what the checkout will charge in all', () => {
    show({ cents: 50_000, currency: 'usd', addedTax: VAT });
    expect(screen.getByText('per seat plus VAT 20 %')).toBeTruthy();
    expect(screen.getByTestId('checkout-total').textContent).toBe('VAT 20 % is added at checkout: $600.00 in all.');
  });

  it('adds the tax to the price after a promo code', () => {
    show({ cents: 50_000, currency: 'usd', addedTax: VAT, quote: QUOTE });
    expect(screen.getByTestId('checkout-total').textContent).toBe('VAT 20 % is added at checkout: $480.00 in all.');
  });

  it('adds nothing to a seat a code makes free', () => {
    show({ cents: 50_000, currency: 'usd', addedTax: VAT, quote: { ...QUOTE, discountedCents: 0 } });
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.queryByTestId('checkout-total')).toBeNull();
  });
});
