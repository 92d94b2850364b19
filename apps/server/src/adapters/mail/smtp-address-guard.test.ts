import { describe, expect, it } from 'vitest';
import { isNonPublicAddress, resolveSmtpHost } from './smtp-address-guard';

describe('isNonPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '64:ff9b::a9fe:a9fe',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isNonPublicAddress(address)).toBe(true);
  });

  it.each(['142.250.27.108', '40.99.10.2', '2a00:1450:400c:c0b::6c', '::ffff:142.250.27.108'])(
    'admits %s',
    (address) => {
      expect(isNonPublicAddress(address)).toBe(false);
    },
  );
});

describe('resolveSmtpHost', () => {
  const resolve = (answers: string[]) => async () =>
    answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('answers the first address when every one is public', async () => {
    expect(
      await resolveSmtpHost('smtp.example.com', {
        allowPrivate: false,
        resolve: resolve(['142.250.27.108', '2a00:1450:400c:c0b::6c']),
      }),
    ).toEqual({
      ok: true,
      address: '142.250.27.108',
      family: 4,
    });
  });

  it('refuses a name with any private address (a rebinding name may list both)', async () => {
    expect(
      await resolveSmtpHost('evil.example.com', {
        allowPrivate: false,
        resolve: resolve(['142.250.27.108', '10.0.0.5']),
      }),
    ).toEqual({
      ok: false,
      reason: 'private',
    });
    expect(await resolveSmtpHost('127.0.0.1', { allowPrivate: false })).toEqual({ ok: false, reason: 'private' });
  });

  it('admits private addresses when the deployment allows them', async () => {
    expect(await resolveSmtpHost('127.0.0.1', { allowPrivate: true })).toEqual({
      ok: true,
      address: '127.0.0.1',
      family: 4,
    });
  });

  it('says when the name does not resolve', async () => {
    const failing = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await resolveSmtpHost('nowhere.invalid', { allowPrivate: false, resolve: failing })).toEqual({
      ok: false,
      reason: 'not-found',
    });
  });
});
