import {
  APP_PASSWORD_MASK,
  MARKETING_CREDENTIALS_MESSAGES as M,
  NO_MAILBOX,
} from '@meridian/contracts/sender-mailboxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignSenders } from '../campaigns/campaigns.ports';
import {
  createMailboxTestApp,
  databaseText,
  senderAccount,
  type MailboxTestApp,
} from '../../../test/sender-mailbox-harness';
import { startSmtpServer, type SmtpHarness } from '../../../test/smtp-harness';
import type { TestAccount } from '../../../test/identity-harness';

/**
 * Saving a sender's mailbox against a real SMTP server standing in for the provider: right, wrong
 * and unreachable credentials, the mask, and the app password nowhere in clear.
 */
const ADDRESS = 'ana@meridian-sender.test';
const APP_PASSWORD = 'qwer tyui opas dfgh';

let t: MailboxTestApp;
let smtp: SmtpHarness;
let ana: { account: TestAccount; userId: number };
let port: number;

beforeAll(async () => {
  smtp = await startSmtpServer({ accounts: { [ADDRESS]: APP_PASSWORD } });
  port = Number(new URL(smtp.url).port);
  t = await createMailboxTestApp();
  ana = await senderAccount(t, 'ana.sales@example.test');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const body = (overrides: Record<string, unknown> = {}) => ({
  email: ADDRESS,
  appPassword: APP_PASSWORD,
  id: ana.userId,
  smtpHost: '127.0.0.1',
  smtpPort: port,
  smtpSecurity: 'none',
  ...overrides,
});

async function post(payload: object, account = ana.account) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/marketingCredentials',
    headers: account.auth,
    payload,
  });
  return {
    status: res.statusCode,
    json: res.json<{ message?: string; data?: unknown; errors?: unknown[] }>(),
    raw: res.body,
  };
}

const get = (userId: number, account = ana.account) =>
  t.app.inject({ method: 'GET', url: `/api/v2/marketingCredentials?adminId=${userId}`, headers: account.auth });

describe('POST /api/v2/marketingCredentials', () => {
  it("answers the seed's messages, after trimming, before trying any server", async () => {
    const empty = await post({ email: '  ', appPassword: ' ', id: ana.userId });
    expect(empty.status).toBe(422);
    expect(empty.json.errors).toEqual(
      expect.arrayContaining([
        { path: 'email', message: M.emailRequired },
        { path: 'appPassword', message: M.appPasswordRequired },
      ]),
    );
    const bad = await post(body({ email: 'not-an-address', appPassword: '  123456789  ' }));
    expect(bad.json.errors).toEqual(
      expect.arrayContaining([
        { path: 'email', message: M.emailInvalid },
        { path: 'appPassword', message: M.appPasswordTooShort },
      ]),
    );
    const noHost = await post(body({ smtpHost: '' }));
    expect(noHost.json.errors).toEqual([{ path: 'smtpHost', message: M.hostRequired }]);
    expect(smtp.messages).toHaveLength(0);
  });

  it('answers "none saved" while nothing is saved: an empty policy and no mailbox, not a 404', async () => {
    const res = await get(ana.userId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: NO_MAILBOX });
  });

  it('answers 404 for a user who does not exist, and for another sender’s mailbox, saved or not', async () => {
    const admin = await senderAccount(t, 'dina.admin@example.test', 'Admin');
    expect((await get(999_999, admin.account)).statusCode).toBe(404);
    expect((await get(ana.userId, admin.account)).json().data).toEqual(NO_MAILBOX);
    const carla = await senderAccount(t, 'carla.sales@example.test');
    const res = await get(ana.userId, carla.account);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: M.notFound });
  });

  it('refuses a wrong app password with what to check, and stores nothing', async () => {
    const res = await post(body({ appPassword: 'wrong password here' }));
    expect(res.status).toBe(422);
    expect(res.json.message).toContain('app password exactly as your provider gave it');
    expect(res.json.message).toContain('two-step verification');
    expect(res.json.message).toContain('SMTP');
    expect((await get(ana.userId)).json().data).toEqual(NO_MAILBOX);
  });

  it('says when the server cannot be reached', async () => {
    const closed = await startSmtpServer();
    const closedPort = Number(new URL(closed.url).port);
    await closed.close();
    const res = await post(body({ smtpPort: closedPort }));
    expect(res.status).toBe(422);
    expect(res.json.message).toBe(
      `The email server 127.0.0.1:${closedPort} could not be reached. Check the server name, port and security setting, then try again.`,
    );
  });

  it('explains that personal Microsoft mailboxes take no app passwords', async () => {
    const res = await post(body({ email: 'ana@hotmail.co.uk' }));
    expect(res.status).toBe(422);
    expect(res.json.message).toBe(`${M.microsoftPersonal} ${M.microsoftNotConfigured}`);
  });

  it('refuses to save for another user', async () => {
    const bruno = await senderAccount(t, 'bruno.sales@example.test');
    const res = await post(body({ id: ana.userId }), bruno.account);
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(M.notYours);
    expect((await get(ana.userId, bruno.account)).statusCode).toBe(404);
  });

  it('verifies, stores sealed, answers the mask, and GET says the same', async () => {
    const res = await post(body({ email: `  ${ADDRESS.toUpperCase()} `, appPassword: `  ${APP_PASSWORD}  ` }));
    expect(res.status).toBe(200);
    const saved = {
      policy: { email: ADDRESS, appPassword: APP_PASSWORD_MASK },
      mailbox: {
        provider: 'custom',
        authMethod: 'password',
        smtpHost: '127.0.0.1',
        smtpPort: port,
        smtpSecurity: 'none',
        limits: { perDay: 500, perMinute: 20 },
        limitsOverridden: false,
      },
    };
    expect(res.json.data).toMatchObject(saved);
    const again = await get(ana.userId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ success: true, data: saved });
    expect(again.body).not.toContain(APP_PASSWORD);
  });

  it('keeps the app password out of every answer, log line and database column', async () => {
    expect(t.logLines.length).toBeGreaterThan(0);
    expect(t.logLines.some((line) => line.includes('sender mailbox verification'))).toBe(true);
    for (const secret of [APP_PASSWORD, APP_PASSWORD.replace(/ /g, '')]) {
      expect(t.logLines.join('\n')).not.toContain(secret);
      expect(await databaseText(t)).not.toContain(secret);
    }
    expect(await databaseText(t)).toContain('sender_mailboxes: [{"user_id"');
  });

  it('hands campaigns a transport logged in as the sender, with the From of their names', async () => {
    const sender = await t.services.senderMailboxes.senderFor(ana.userId);
    expect(sender).toMatchObject({
      address: ADDRESS,
      from: `"Ana Silva" <${ADDRESS}>`,
      limits: { perDay: 500, perMinute: 20 },
    });
    const sent = await sender?.transport.send({
      from: sender.from,
      to: 'reader@example.test',
      subject: 'Hello from my own mailbox',
      text: 'Plain text',
      attachments: [],
    });
    expect(sent?.messageId).toMatch(/^<.+>$/);
    const [message] = await smtp.waitFor(1);
    expect(message?.from?.text).toBe(`"Ana Silva" <${ADDRESS}>`);
    await sender?.transport.close();
    expect(await t.services.senderMailboxes.hasCredentials(ana.userId)).toBe(true);
    expect(await t.services.senderMailboxes.senderFor(999_999)).toBeNull();
  });

  it("stores the sender's own limits", async () => {
    const res = await post(body({ perDay: 120, perMinute: '5' }));
    expect(res.json.data).toMatchObject({ mailbox: { limits: { perDay: 120, perMinute: 5 }, limitsOverridden: true } });
    expect((await t.services.senderMailboxes.senderFor(ana.userId))?.limits).toEqual({ perDay: 120, perMinute: 5 });
  });

  it('DELETE removes them', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/marketingCredentials?adminId=${ana.userId}`,
      headers: ana.account.auth,
    });
    expect(res.json()).toEqual({ success: true, data: { deleted: true } });
    expect((await get(ana.userId)).json().data).toEqual(NO_MAILBOX);
    expect(await t.services.senderMailboxes.hasCredentials(ana.userId)).toBe(false);
  });
});

describe('the campaigns port', () => {
  it('is what senderFor fills (checked by the compiler)', () => {
    const port: CampaignSenders = { senderFor: (userId) => t.services.senderMailboxes.senderFor(userId) };
    expect(typeof port.senderFor).toBe('function');
  });
});
