import { afterEach, describe, expect, it } from 'vitest';
import { captureReferral, readReferral, REFERRAL_TTL_MS } from './referral';

const KEY = 'referredby';
const NOW = Date.UTC(2026, 0, 10, 12, 0, 0);

afterEach(() => window.localStorage.clear());

describe('referral capture', () => {
  it('stores ?ref= as {value, expiresAt} 30 days ahead and reads it back', () => {
    captureReferral('?ref=kfqhbsamdr&utm_source=mail', NOW);
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? 'null')).toEqual({
      value: 'kfqhbsamdr',
      expiresAt: NOW + REFERRAL_TTL_MS,
    });
    expect(readReferral(NOW)).toBe('kfqhbsamdr');
    expect(readReferral(NOW + REFERRAL_TTL_MS - 1)).toBe('kfqhbsamdr');
  });

  it('keeps an old link’s user id, and reads an entry stored as a number before codes', () => {
    captureReferral('?ref=42', NOW);
    expect(readReferral(NOW)).toBe('42');
    window.localStorage.setItem(KEY, JSON.stringify({ value: 7, expiresAt: NOW + 1000 }));
    expect(readReferral(NOW)).toBe('7');
  });

  it('reads a code in any letter case as the code', () => {
    captureReferral('?ref=KFQHBSAMDR', NOW);
    expect(readReferral(NOW)).toBe('kfqhbsamdr');
  });

  it('returns null and removes the entry once 30 days have passed', () => {
    captureReferral('?ref=kfqhbsamdr', NOW);
    expect(readReferral(NOW + REFERRAL_TTL_MS)).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('lets a newer referral replace an older one and restarts the window', () => {
    captureReferral('?ref=kfqhbsamdr', NOW);
    captureReferral('?ref=abcdefghjk', NOW + 1000);
    expect(readReferral(NOW + REFERRAL_TTL_MS + 500)).toBe('abcdefghjk');
  });

  it.each([
    '?ref=',
    '?ref=0',
    '?ref=-3',
    '?ref=abc',
    '?ref=abcdefghij',
    '?ref=kfqhbsamdr1',
    '?ref=4.5',
    '?ref=1e3',
    '?ref=99999999999',
    '?ref=007',
    '',
  ])('ignores %j and keeps the earlier referral', (search) => {
    captureReferral('?ref=kfqhbsamdr', NOW);
    captureReferral(search, NOW + 1000);
    expect(readReferral(NOW + 2000)).toBe('kfqhbsamdr');
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? 'null')).toEqual({
      value: 'kfqhbsamdr',
      expiresAt: NOW + REFERRAL_TTL_MS,
    });
  });

  it.each([
    'ABC',
    '42',
    '{"value":42}',
    '{"value":"x","expiresAt":1}',
    '{"value":0,"expiresAt":99999999999999}',
    'null',
    '[1,2]',
  ])('treats the malformed entry %j as no referral and removes it', (raw) => {
    window.localStorage.setItem(KEY, raw);
    expect(readReferral(NOW)).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('is null with nothing stored', () => {
    expect(readReferral(NOW)).toBeNull();
  });
});
