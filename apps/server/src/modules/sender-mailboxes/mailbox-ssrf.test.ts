import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../../../test/identity-harness';
import { createMailboxTestApp, senderAccount, type MailboxTestApp } from '../../../test/sender-mailbox-harness';
import { startSmtpServer, type SmtpHarness } from '../../../test/smtp-harness';

/** Without MAIL_ALLOW_PRIVATE_HOSTS, no sender's SMTP server may be a private or local address. */
let t: MailboxTestApp;
let smtp: SmtpHarness;
let ana: { account: TestAccount; userId: number };

beforeAll(async () => {
  smtp = await startSmtpServer({ accounts: { 'ana@meridian-sender.test': 'qwer tyui opas dfgh' } });
  t = await createMailboxTestApp({
    env: { MAIL_ALLOW_PRIVATE_HOSTS: 'false' },
    // DNS for this test: a name that rebinds to the cloud metadata address.
    overrides: {
      resolveHost: async (host) =>
        host === 'smtp.rebind.test'
          ? [
              { address: '93.184.215.14', family: 4 },
              { address: '169.254.169.254', family: 4 },
            ]
          : [],
    },
  });
  ana = await senderAccount(t, 'ana.ssrf@example.test');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const save = (smtpHost: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/marketingCredentials',
    headers: ana.account.auth,
    payload: {
      email: 'ana@meridian-sender.test',
      appPassword: 'qwer tyui opas dfgh',
      id: ana.userId,
      smtpHost,
      smtpPort: new URL(smtp.url).port,
      smtpSecurity: 'none',
    },
  });

describe('SSRF guard', () => {
  it.each(['127.0.0.1', 'smtp.rebind.test'])('refuses %s and connects nowhere', async (host) => {
    const res = await save(host);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toBe(
      `The email server ${host} is on a private or local network address, which this site does not connect to. Use your provider's public SMTP server.`,
    );
    expect(await t.services.senderMailboxes.hasCredentials(ana.userId)).toBe(false);
  });

  it('says when the server name does not exist', async () => {
    const res = await save('smtp.nowhere.test');
    expect(res.json<{ message: string }>().message).toBe(
      'The email server smtp.nowhere.test could not be reached: no such server name was found. Check the server name.',
    );
  });
});
