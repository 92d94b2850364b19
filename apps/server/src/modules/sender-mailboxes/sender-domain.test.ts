import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailboxTestApp, senderAccount, type MailboxTestApp } from '../../../test/sender-mailbox-harness';
import { startSmtpServer, type SmtpHarness } from '../../../test/smtp-harness';
import type { TestAccount } from '../../../test/identity-harness';

/**
 * The sender domain check (docs/product.md, Sender domain check): saving a mailbox looks up the
 * address's own domain's SPF and DMARC in DNS (a resolver the test holds), the answer carries it,
 * and "check again" sees a record published since. A public mail service is not looked up.
 */
const ADDRESS = 'ana@meridian-sender.test';
const APP_PASSWORD = 'qwer tyui opas dfgh';

/** The DNS the test controls: a name's TXT records, `timeout` for a resolver that does not answer. */
const zone = new Map<string, string[][] | 'timeout'>();
const looked: string[] = [];
function resolveTxt(name: string): Promise<string[][]> {
  looked.push(name);
  const answer = zone.get(name);
  if (answer === 'timeout') return Promise.reject(Object.assign(new Error('queryTxt ETIMEOUT'), { code: 'ETIMEOUT' }));
  if (!answer) return Promise.reject(Object.assign(new Error('queryTxt ENODATA'), { code: 'ENODATA' }));
  return Promise.resolve(answer);
}

let t: MailboxTestApp;
let smtp: SmtpHarness;
let ana: { account: TestAccount; userId: number };

beforeAll(async () => {
  smtp = await startSmtpServer({ accounts: { [ADDRESS]: APP_PASSWORD } });
  t = await createMailboxTestApp({ overrides: { resolveTxt } });
  ana = await senderAccount(t, 'ana.domain@example.test');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

interface Answer {
  mailbox: { domainCheck: { domain: string; spf: string; dmarc: string; checkedAt: string } | null };
}

async function save(): Promise<Answer> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/marketingCredentials',
    headers: ana.account.auth,
    payload: {
      email: ADDRESS,
      appPassword: APP_PASSWORD,
      id: ana.userId,
      smtpHost: '127.0.0.1',
      smtpPort: Number(new URL(smtp.url).port),
      smtpSecurity: 'none',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Answer }>().data;
}

async function recheck(account = ana.account, userId = ana.userId) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v2/marketingCredentials/domain-check?adminId=${userId}`,
    headers: account.auth,
  });
}

describe('sender domain check', () => {
  it('saving a mailbox looks up SPF and DMARC; a domain with no DMARC says so', async () => {
    zone.set('meridian-sender.test', [['v=spf1 ip4:192.0.2.0/24 -all']]);
    const saved = await save();
    expect(saved.mailbox.domainCheck).toMatchObject({ domain: 'meridian-sender.test', spf: 'found', dmarc: 'missing' });
    expect(looked).toEqual(expect.arrayContaining(['meridian-sender.test', '_dmarc.meridian-sender.test']));

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v2/marketingCredentials?adminId=${ana.userId}`,
      headers: ana.account.auth,
    });
    expect(read.json<{ data: Answer }>().data.mailbox.domainCheck).toMatchObject({ dmarc: 'missing' });
  });

  it('checking again finds a DMARC record published since; a resolver that fails is "unknown", not "missing"', async () => {
    zone.set('_dmarc.meridian-sender.test', [['v=DMARC1; p=quarantine; rua=mailto:dmarc@meridian-sender.test']]);
    const found = await recheck();
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json<{ data: Answer }>().data.mailbox.domainCheck).toMatchObject({
      spf: 'found',
      dmarc: 'quarantine',
    });

    zone.set('meridian-sender.test', 'timeout');
    zone.set('_dmarc.meridian-sender.test', 'timeout');
    const failed = await recheck();
    expect(failed.json<{ data: Answer }>().data.mailbox.domainCheck).toMatchObject({
      spf: 'unknown',
      dmarc: 'unknown',
    });
  });

  it("only the mailbox's owner (or an admin) checks it, and only a saved one", async () => {
    const other = await senderAccount(t, 'bo.domain@example.test');
    const refused = await recheck(other.account, ana.userId);
    expect(refused.statusCode).toBe(404);
    const none = await recheck(other.account, other.userId);
    expect(none.statusCode).toBe(404);
    expect(none.json<{ message: string }>().message).toBe('No email credentials saved');
  });
});
