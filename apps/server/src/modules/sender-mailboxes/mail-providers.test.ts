import { describe, expect, it } from 'vitest';
import { mailProviderFor, mailProviderForHost } from '@meridian/contracts/sender-mailboxes-providers';

describe('mailProviderFor', () => {
  it.each([
    ['ana@gmail.com', 'gmail'],
    ['ana@GoogleMail.com', 'gmail'],
    ['ana@outlook.com', 'outlook'],
    ['ana@hotmail.co.uk', 'outlook'],
    ['ana@live.fr', 'outlook'],
    ['ana@msn.com', 'outlook'],
    ['ana@yahoo.co.jp', 'yahoo'],
    ['ana@ymail.com', 'yahoo'],
    ['ana@icloud.com', 'icloud'],
    ['ana@me.com', 'icloud'],
    ['ana@mac.com', 'icloud'],
    ['ana@zohomail.com', 'zoho'],
    ['ana@fastmail.com', 'fastmail'],
    ['ana@live.example.com', 'custom'],
    ['ana@meridian-sender.test', 'custom'],
  ])('%s is %s', (email, id) => {
    expect(mailProviderFor(email).id).toBe(id);
  });

  it("takes Zoho's regional servers", () => {
    expect(mailProviderFor('ana@zoho.eu').smtp).toEqual({ host: 'smtp.zoho.eu', port: 465, security: 'tls' });
  });

  it('only personal Microsoft mailboxes refuse app passwords', () => {
    expect(mailProviderFor('ana@outlook.com').appPasswords).toBe(false);
    expect(mailProviderForHost('smtp.office365.com')).toMatchObject({ id: 'microsoft365', appPasswords: true });
    expect(mailProviderForHost('SMTP.gmail.com').id).toBe('gmail');
    expect(mailProviderForHost('mail.example.com').id).toBe('custom');
  });
});
