import { afterEach, describe, expect, it } from 'vitest';
import { captureReferral, parseAffiliateId, readReferral, REFERRAL_TTL_MS } from './referral';

const KEY = 'referredby';
const NOW = Date.UTC(2026, 0, 10, 12, 0, 0);

afterEach(() => window.localStorage.clear());

describe('referral capture', () => {
  it('stores ?ref= as {value, expiresAt} 30 days ahead and reads it back', () => {
    captureReferral('?ref=42&utm_source=mail', NOW);
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? 'null')).toEqual({
      value: 42,
      expiresAt: NOW + REFERRAL_TTL_MS,
    });
    expect(readReferral(NOW)).toBe(42);
    expect(readReferral(NOW + REFERRAL_TTL_MS - 1)).toBe(42);
  });

  it('returns 0 and removes the entry once 30 days have passed', () => {
    captureReferral('?ref=42', NOW);
    expect(readReferral(NOW + REFERRAL_TTL_MS)).toBe(0);
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('lets a newer referral replace an older one and restarts the window', () => {
    captureReferral('?ref=7', NOW);
    captureReferral('?ref=9', NOW + 1000);
    expect(readReferral(NOW + REFERRAL_TTL_MS + 500)).toBe(9);
  });

  it.each(['?ref=', '?ref=0', '?ref=-3', '?ref=abc', '?ref=4.5', '?ref=1e3', '?ref=99999999999', '?ref=007', ''])(
    'ignores %j and keeps the earlier referral',
    (search) => {
      captureReferral('?ref=5', NOW);
      captureReferral(search, NOW + 1000);
      expect(readReferral(NOW + 2000)).toBe(5);
      expect(JSON.parse(window.localStorage.getItem(KEY) ?? 'null')).toEqual({
        value: 5,
        expiresAt: NOW + REFERRAL_TTL_MS,
      });
    },
  );

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
    expect(readReferral(NOW)).toBe(0);
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('is 0 with nothing stored', () => {
    expect(readReferral(NOW)).toBe(0);
  });
});

describe('parseAffiliateId', () => {
  it('accepts positive whole ids up to the database limit only', () => {
    expect(parseAffiliateId('12')).toBe(12);
    expect(parseAffiliateId(12)).toBe(12);
    expect(parseAffiliateId(' 8 ')).toBe(8);
    expect(parseAffiliateId('2147483647')).toBe(2_147_483_647);
    expect(parseAffiliateId('2147483648')).toBeNull();
    expect(parseAffiliateId(null)).toBeNull();
    expect(parseAffiliateId(3.5)).toBeNull();
  });
});
