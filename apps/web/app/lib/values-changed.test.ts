import { describe, expect, it } from 'vitest';
import { valuesChanged } from './values-changed';

describe('valuesChanged', () => {
  const start = { title: '', capacity: 50 as number | string, price: 500 };

  it('is false for the same values, true when any field differs', () => {
    expect(valuesChanged(start, { ...start })).toBe(false);
    expect(valuesChanged(start, { ...start, title: 'F' })).toBe(true);
    expect(valuesChanged(start, { ...start, capacity: '' })).toBe(true);
  });

  it('tells a typed "50" from the number 50', () => {
    expect(valuesChanged(start, { ...start, capacity: '50' })).toBe(true);
  });
});
