import { describe, expect, it } from 'vitest';
import { dmarcFrom, ownDomainOf, spfFrom } from './sender-domain.rules';

const records = (...texts: string[][]) => ({ records: texts });

describe('sender domain rules', () => {
  it('checks only a domain the sender owns, not a public mail service', () => {
    expect(ownDomainOf('Ana@Meridian-Trading.example')).toBe('meridian-trading.example');
    expect(ownDomainOf('ana@gmail.com')).toBeNull();
    expect(ownDomainOf('ana@hotmail.co.uk')).toBeNull();
    expect(ownDomainOf('ana@live.meridian.example')).toBe('live.meridian.example');
  });

  it('finds SPF among other TXT records, joined across strings and in any case', () => {
    expect(spfFrom(records(['google-site-verification=abc'], ['v=spf1 include:', '_spf.google.com ~all']))).toBe(
      'found',
    );
    expect(spfFrom(records(['V=SPF1 -all']))).toBe('found');
    expect(spfFrom(records(['v=spf10 nonsense'], ['some other record']))).toBe('missing');
    expect(spfFrom({ missing: true })).toBe('missing');
    expect(spfFrom({ failed: true })).toBe('unknown');
  });

  it("reads DMARC's policy; a record without a valid p= counts as none published", () => {
    expect(dmarcFrom(records(['v=DMARC1; p=reject; rua=mailto:d@meridian.example']))).toBe('reject');
    expect(dmarcFrom(records(['v=DMARC1;', ' p = Quarantine; pct=50']))).toBe('quarantine');
    expect(dmarcFrom(records(['v=DMARC1; p=none']))).toBe('none');
    expect(dmarcFrom(records(['v=DMARC1; sp=reject']))).toBe('missing');
    expect(dmarcFrom(records(['v=DMARC1; p=maybe']))).toBe('missing');
    expect(dmarcFrom(records(['v=spf1 -all']))).toBe('missing');
    expect(dmarcFrom({ missing: true })).toBe('missing');
    expect(dmarcFrom({ failed: true })).toBe('unknown');
  });
});
