import { describe, expect, it } from 'vitest';
import { drawCaptcha } from './captcha';

describe('addition CAPTCHA', () => {
  it('draws two digits from 0 to 9', () => {
    for (let i = 0; i < 200; i += 1) {
      const { a, b } = drawCaptcha();
      expect(a).toBeGreaterThanOrEqual(0);
      expect(a).toBeLessThanOrEqual(9);
      expect(b).toBeGreaterThanOrEqual(0);
      expect(b).toBeLessThanOrEqual(9);
      expect(Number.isInteger(a) && Number.isInteger(b)).toBe(true);
    }
  });

  it('never repeats the question it replaces, even with an unlucky random source', () => {
    const previous = { a: 3, b: 4 };
    for (let i = 0; i < 200; i += 1) expect(drawCaptcha(previous)).not.toEqual(previous);
    expect(drawCaptcha(previous, () => 0.35)).not.toEqual(previous);
    expect(drawCaptcha({ a: 9, b: 9 }, () => 0.999)).not.toEqual({ a: 9, b: 9 });
  });
});
