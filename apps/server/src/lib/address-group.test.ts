import { describe, expect, it } from 'vitest';
import { addressGroup } from './address-group';

describe('addressGroup', () => {
  it('keeps IPv4 addresses, unwraps IPv4-mapped ones, and counts IPv6 by its /64', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('2001:db8:1:2::1')).toBe('2001:0db8:0001:0002::/64');
    expect(addressGroup('2001:db8:1:2:ffff:1:2:3')).toBe('2001:0db8:0001:0002::/64');
    expect(addressGroup('2001:db8:1:3::1')).toBe('2001:0db8:0001:0003::/64');
    expect(addressGroup('::1')).toBe('0000:0000:0000:0000::/64');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0000:0000:0000::/64');
  });
});
