import { startSmtpServer, type SmtpHarness } from '../../apps/server/test/smtp-harness';
import { callApi, createAccount, type Account, type RoleName } from './api-accounts';

/** The app password senders' mailboxes use in the specs. */
export const APP_PASSWORD = 'abcd efgh ijkl mnop';

export interface Sender {
  account: Account;
  /** The sender's own mailbox provider: a local SMTP server with AUTH that keeps what it receives. */
  smtp: SmtpHarness;
}

/**
 * A new staff member whose sending mailbox is saved and verified (POST /api/v2/marketingCredentials
 * against a local SMTP server; MAIL_ALLOW_PRIVATE_HOSTS is on for e2e). Close `smtp` when done.
 */
export async function senderWithMailbox(
  prefix: string,
  roles: RoleName[],
  /** More of the form's fields, e.g. the IMAP server bounces are read from. */
  fields: Record<string, unknown> = {},
): Promise<Sender> {
  const account = await createAccount(prefix, { roles });
  const smtp = await startSmtpServer({ accounts: { [account.email]: APP_PASSWORD } });
  try {
    await callApi(account.tokens.accessToken, 'POST', '/api/v2/marketingCredentials', {
      email: account.email,
      appPassword: APP_PASSWORD,
      id: account.userId,
      smtpHost: '127.0.0.1',
      smtpPort: Number(new URL(smtp.url).port),
      smtpSecurity: 'none',
      ...fields,
    });
  } catch (error) {
    await smtp.close();
    throw error;
  }
  return { account, smtp };
}
