import { describe, expect, it } from 'vitest';
import { campaignTagError, qrFileName, taggedLink } from './link-url';

const URL_ = 'https://meridian.example/r/42/rsvp';
const MESSAGE = 'Campaign tags use letters, digits, dashes and underscores only, at most 40 characters';

describe('campaign tags', () => {
  it('accepts none, letters, digits, dashes and underscores up to 40 characters', () => {
    expect(campaignTagError('')).toBeNull();
    expect(campaignTagError('  ')).toBeNull();
    expect(campaignTagError('Spring-2027_flyer')).toBeNull();
    expect(campaignTagError('a'.repeat(40))).toBeNull();
  });

  it('refuses spaces, other characters and more than 40 characters with the contract message', () => {
    expect(campaignTagError('spring promo')).toBe(MESSAGE);
    expect(campaignTagError('promo!')).toBe(MESSAGE);
    expect(campaignTagError('été')).toBe(MESSAGE);
    expect(campaignTagError('a'.repeat(41))).toBe(MESSAGE);
  });

  it('adds a valid tag as ?sub= and leaves the link plain otherwise', () => {
    expect(taggedLink(URL_, '')).toBe(URL_);
    expect(taggedLink(URL_, ' flyer_1 ')).toBe(`${URL_}?sub=flyer_1`);
    expect(taggedLink(URL_, 'bad tag')).toBe(URL_);
  });

  it('names the QR file after the link and its tag', () => {
    expect(qrFileName('rsvp', '')).toBe('referral-rsvp.svg');
    expect(qrFileName('billboard', 'flyer')).toBe('referral-billboard-flyer.svg');
    expect(qrFileName('billboard', 'bad tag')).toBe('referral-billboard.svg');
  });
});
