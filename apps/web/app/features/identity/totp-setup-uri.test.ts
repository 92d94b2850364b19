import { describe, expect, it } from 'vitest';
import { groupedSecret, totpSetupUri } from './totp-setup-uri';

describe('the authenticator app’s setup address', () => {
  it('escapes the site name and the account, and names the code’s kind', () => {
    const uri = totpSetupUri('Meridian Trading Academy', 'ada+mfa@example.test', 'JBSWY3DPEHPK3PXP');
    expect(uri).toBe(
      'otpauth://totp/Meridian%20Trading%20Academy:ada%2Bmfa%40example.test?secret=JBSWY3DPEHPK3PXP&issuer=Meridian%20Trading%20Academy&algorithm=SHA1&digits=6&period=30',
    );
  });

  it('groups the key by four for typing', () => {
    expect(groupedSecret('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')).toBe('ABCD EFGH IJKL MNOP QRST UVWX YZ23 4567');
  });
});
