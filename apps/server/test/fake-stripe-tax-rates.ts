import { FakeStripeError, fakeStripeId, invalid, text } from './fake-stripe-objects';
import type { FormObject, FormValue } from './stripe-form-body';

export interface FakeTaxRate {
  id: string;
  object: 'tax_rate';
  active: boolean;
  display_name: string;
  inclusive: boolean;
  percentage: number;
}

/** Tax Rates (create and list), and the tax they add to a line: Stripe rounds each line's tax to the cent. */
export function createFakeTaxRates() {
  const rates = new Map<string, FakeTaxRate>();

  /** The Tax Rates a line names (`line_items[i][tax_rates][]`), each one that exists. */
  function ratesOf(item: FormObject, at: string): FakeTaxRate[] {
    const ids = item.tax_rates as FormValue | undefined;
    if (ids === undefined) return [];
    if (!Array.isArray(ids)) throw invalid(`${at}[tax_rates]`, 'tax_rates must be a list.');
    return ids.map((id, i) => {
      const rate = typeof id === 'string' ? rates.get(id) : undefined;
      if (!rate) {
        throw new FakeStripeError(400, 'invalid_request_error', `No such tax rate: '${String(id)}'`, {
          code: 'resource_missing',
          param: `${at}[tax_rates][${i}]`,
        });
      }
      return rate;
    });
  }

  return {
    rates,
    ratesOf,
    /** The tax exclusive rates add on top of `amount` (inclusive ones are already in it). */
    addedTax: (amount: number, lineRates: readonly Pick<FakeTaxRate, 'inclusive' | 'percentage'>[]) =>
      lineRates
        .filter((rate) => !rate.inclusive)
        .reduce((sum, rate) => sum + Math.round((amount * rate.percentage) / 100), 0),

    route(method: string, path: string, body: FormObject): unknown {
      if (path !== '/v1/tax_rates') return undefined;
      if (method === 'GET') {
        const data = [...rates.values()].filter(
          (rate) =>
            (body.active === undefined || String(rate.active) === body.active) &&
            (body.inclusive === undefined || String(rate.inclusive) === body.inclusive),
        );
        return { object: 'list', data, has_more: false, url: '/v1/tax_rates' };
      }
      if (method !== 'POST') return undefined;
      const displayName = text(body, 'display_name', true)!;
      const percentage = Number(text(body, 'percentage', true));
      if (!Number.isFinite(percentage) || percentage < 0 || percentage > 100) {
        throw invalid('percentage', 'percentage must be a number from 0 to 100.');
      }
      const inclusive = text(body, 'inclusive', true);
      if (inclusive !== 'true' && inclusive !== 'false') throw invalid('inclusive', 'inclusive must be a boolean.');
      const rate: FakeTaxRate = {
        id: fakeStripeId('txr'),
        object: 'tax_rate',
        active: true,
        display_name: displayName,
        inclusive: inclusive === 'true',
        percentage,
      };
      rates.set(rate.id, rate);
      return rate;
    },
  };
}
export type FakeTaxRates = ReturnType<typeof createFakeTaxRates>;
