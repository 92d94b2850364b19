import { describe, expect, it } from 'vitest';
import { plainText } from './html-text';

describe('plainText', () => {
  it('drops tags, unclosed ones included, and keeps the words', () => {
    expect(plainText('<p>Risk <b>and</b>\nreward</p><img src=x onerror=alert(1)')).toBe('Risk and reward');
  });

  it('drops markup hidden behind entities, however often encoded', () => {
    expect(plainText('a &lt;img src=x onerror=alert(1)&gt; b &amp;lt;script&amp;gt;c')).toBe('a b c');
  });

  it('keeps comparisons and ampersands that are not markup', () => {
    expect(plainText('5 < 6, x<3 and AT&T > all')).toBe('5 < 6, x<3 and AT&T > all');
  });
});
