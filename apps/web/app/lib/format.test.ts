import { describe, expect, it } from 'vitest';
import { formatFileSize, formatMoney, formatMoneyExact } from './format';

const intl = (cents: number, options: Intl.NumberFormatOptions = {}) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', ...options }).format(cents / 100);

describe('money', () => {
  const amounts = [0, 5, 50, 99, 100, 1250, 50_000, 123_456_789, -1250, -50_000];

  it('writes dollars exactly as Intl does, cents only when there are some', () => {
    for (const cents of amounts) {
      const whole = cents % 100 === 0;
      expect(formatMoney(cents)).toBe(intl(cents, { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }));
    }
    expect(formatMoney(50_000)).toBe('$500');
    expect(formatMoney(1250)).toBe('$12.50');
  });

  it('writes receipts with cents always, exactly as Intl does', () => {
    for (const cents of amounts) expect(formatMoneyExact(cents)).toBe(intl(cents));
    expect(formatMoneyExact(123_456_789)).toBe('$1,234,567.89');
  });

  it('formats other currencies through Intl', () => {
    expect(formatMoney(1250, 'eur')).toBe('€12.50');
    expect(formatMoneyExact(50_000, 'EUR')).toBe('€500.00');
  });
});

describe('file sizes', () => {
  it('says sizes in decimal units with at most one decimal, as the upload limits do', () => {
    expect(formatFileSize(2_000_000_000)).toBe('2 GB');
    expect(formatFileSize(125_449_000)).toBe('125.4 MB');
    expect(formatFileSize(999)).toBe('999 bytes');
    expect(formatFileSize(1_500)).toBe('1.5 KB');
  });
});
