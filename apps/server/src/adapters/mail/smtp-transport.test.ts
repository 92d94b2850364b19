import { describe, expect, it } from 'vitest';
import { smtpOptionsFromUrl } from './smtp-transport';

describe('smtpOptionsFromUrl', () => {
  it('reads host, port, credentials and pooling from SMTP_URL', () => {
    expect(smtpOptionsFromUrl('smtp://mailer%40example.com:p%40ss@mail.example.com:2525')).toMatchObject({
      pool: true,
      host: 'mail.example.com',
      port: 2525,
      secure: false,
      ignoreTLS: false,
      requireTLS: false,
      auth: { user: 'mailer@example.com', pass: 'p@ss' },
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  });

  it('uses TLS from the start for smtps:// and the usual default ports', () => {
    expect(smtpOptionsFromUrl('smtps://mail.example.com')).toMatchObject({ secure: true, port: 465, auth: undefined });
    expect(smtpOptionsFromUrl('smtp://mail.example.com')).toMatchObject({ secure: false, port: 587 });
  });

  it('skips STARTTLS on loopback unless told otherwise', () => {
    expect(smtpOptionsFromUrl('smtp://127.0.0.1:25').ignoreTLS).toBe(true);
    expect(smtpOptionsFromUrl('smtp://localhost:25').ignoreTLS).toBe(true);
    expect(smtpOptionsFromUrl('smtp://[::1]:25')).toMatchObject({ host: '::1', ignoreTLS: true });
    expect(smtpOptionsFromUrl('smtp://127.0.0.1:25?ignoreTLS=false').ignoreTLS).toBe(false);
    expect(smtpOptionsFromUrl('smtp://mail.example.com?requireTLS=true').requireTLS).toBe(true);
  });

  it('explains a bad URL', () => {
    expect(() => smtpOptionsFromUrl('not a url')).toThrow('SMTP_URL must be a URL such as smtp://');
    expect(() => smtpOptionsFromUrl('http://mail.example.com')).toThrow('SMTP_URL must start with smtp:// or smtps://');
    expect(() => smtpOptionsFromUrl('smtp://mail.example.com?requireTLS=yes')).toThrow(
      'SMTP_URL parameter requireTLS must be true or false, not "yes"',
    );
  });
});
