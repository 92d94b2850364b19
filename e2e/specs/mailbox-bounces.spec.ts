import { expect, test, type Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { startDovecot, type DovecotHarness } from '../../apps/server/test/dovecot-harness';
import type { SmtpHarness } from '../../apps/server/test/smtp-harness';
import {
  complaint,
  gmailHardBounce,
  outOfOffice,
  type SentRef,
} from '../../apps/server/src/modules/sender-mailboxes/mailbox-reports.test-kit';
import { freshEmail } from '../support/accounts';
import { callApi } from '../support/api-accounts';
import { lookAtBothWidths } from '../support/look';
import { APP_PASSWORD, senderWithMailbox, type Sender } from '../support/mailbox';
import { openAs } from '../support/signed-in';

/**
 * Bounces and complaints read back from the sender's own mailbox: a real Dovecot holds the reports,
 * the server reads it when the sender presses "Check for bounces now", and the mailbox panel says
 * what it found, or that the IMAP login was refused and what to enable.
 */
let dovecot: DovecotHarness;
const smtps: SmtpHarness[] = [];

test.beforeAll(async () => {
  dovecot = await startDovecot({});
});
test.afterAll(async () => {
  for (const smtp of smtps) await smtp.close();
  await dovecot?.stop();
});

/** A staff member whose mailbox sends through a local SMTP server and is read on the spec's Dovecot. */
async function senderReadOnDovecot(prefix: string, imapPassword: string): Promise<Sender> {
  const imap = { imapHost: '127.0.0.1', imapPort: dovecot.port, imapSecurity: 'none' };
  const sender = await senderWithMailbox(prefix, ['EmailMarketing'], imap);
  smtps.push(sender.smtp);
  await dovecot.addAccount(sender.account.email, imapPassword);
  return sender;
}

/** What a bounce quotes of a delivered message: its Message-ID and tag, as the SMTP server received them. */
function sentRef(mail: ParsedMail, from: string): SentRef {
  const to = (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address ?? '';
  return {
    messageId: mail.messageId ?? '',
    ref: String(mail.headers.get('x-meridian-ref') ?? ''),
    to,
    from,
    subject: mail.subject ?? '',
  };
}

async function openMailbox(page: Page) {
  await page.goto('/emailMarketing/dashboard');
  await page.getByRole('button', { name: 'Sending mailbox' }).click();
  return page.getByRole('dialog', { name: 'Sending Mailbox' });
}

test('the mailbox panel shows what the last read found, and a refused IMAP login', async ({ browser }) => {
  test.setTimeout(180_000);
  const { account: sender, smtp } = await senderReadOnDovecot('bounces', APP_PASSWORD);
  const tag = `bounces-${Date.now()}`;
  const recipients = [freshEmail('gone'), freshEmail('annoyed')];
  for (const email of recipients) {
    await callApi(sender.tokens.accessToken, 'POST', '/api/v1/contacts', { email, firstName: 'Kim', tags: [tag] });
  }
  const campaign = await callApi<{ id: number }>(sender.tokens.accessToken, 'POST', '/api/v1/campaigns', {
    subject: `Weekly outlook ${Date.now()}`,
    preheader: '',
    html: '<p>Hello {{firstName|there}}, the outlook is in.</p>',
    audience: { listIds: [], tags: [tag] },
  });
  await callApi(sender.tokens.accessToken, 'POST', `/api/v1/campaigns/${campaign.id}/send`, {});
  const mails = await smtp.waitFor(2, 60_000);
  const sentTo = (address: string) =>
    sentRef(mails.find((mail) => sentRef(mail, sender.email).to === address.toLowerCase())!, sender.email);
  await dovecot.append(sender.email, 'INBOX', gmailHardBounce(sentTo(recipients[0]!)));
  await dovecot.append(sender.email, 'INBOX', complaint(sentTo(recipients[1]!)));
  await dovecot.append(sender.email, 'INBOX', outOfOffice(sentTo(recipients[1]!)));

  const { context, page } = await openAs(browser, sender, { viewport: { width: 1440, height: 900 } });
  try {
    const manage = await openMailbox(page);
    await expect(manage.getByText(/not read yet/)).toBeVisible({ timeout: 20_000 });
    await manage.getByRole('button', { name: 'Check for bounces now' }).click();
    await expect(manage.getByText(/1 bounce and 1 complaint found so far/)).toBeVisible({ timeout: 30_000 });
    await lookAtBothWidths(page, 'mailbox-bounces-found', { fullPage: false, noSideScroll: false });
  } finally {
    await context.close();
  }

  // Another sender whose mailbox refuses the IMAP login: the panel says so and what to enable.
  const { account: refused } = await senderReadOnDovecot('bounces-refused', 'another password entirely');
  const second = await openAs(browser, refused, { viewport: { width: 1440, height: 900 } });
  try {
    const manage = await openMailbox(second.page);
    await manage.getByRole('button', { name: 'Check for bounces now' }).click();
    const alert = manage.getByRole('alert').filter({ hasText: 'refused the IMAP sign-in' });
    await expect(alert).toBeVisible({ timeout: 30_000 });
    await expect(alert).toContainText('Ask your email host whether IMAP is enabled');
    await lookAtBothWidths(second.page, 'mailbox-bounces-refused', { fullPage: false, noSideScroll: false });
  } finally {
    await second.context.close();
  }
});
