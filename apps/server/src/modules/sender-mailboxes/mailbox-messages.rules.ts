import { MARKETING_CREDENTIALS_MESSAGES as M } from '@meridian/contracts/sender-mailboxes';
import { mailProviderById, type MailProviderId } from '@meridian/contracts/sender-mailboxes-providers';
import type { VerifyOutcome } from '../../adapters/mail/mailbox-smtp';

/** Why a mailbox could not be saved, in words that say what to check (docs/product.md, same section). */

export function verificationMessage(
  outcome: Exclude<VerifyOutcome, { ok: true }>,
  where: { host: string; port: number; provider: MailProviderId },
): string {
  const server = `${where.host}:${where.port}`;
  if (outcome.reason === 'unreachable') {
    return `The email server ${server} could not be reached. Check the server name, port and security setting, then try again.`;
  }
  if (outcome.reason === 'tls') {
    return `A secure connection to ${server} could not be made. Check the port and security setting (SSL/TLS is usually port 465, STARTTLS port 587).`;
  }
  const refused =
    'Your email provider refused the sign-in. Check that you entered the app password exactly as your provider gave it (not your normal password), that two-step verification is on for the account, and that SMTP (or IMAP/SMTP) access is enabled for the mailbox.';
  if (where.provider !== 'microsoft365') return refused;
  return `${refused} Microsoft 365 is retiring app-password sign-in for SMTP from 31 December 2026: ask your administrator whether SMTP AUTH is allowed for your mailbox, or use "Connect with Microsoft".`;
}

export function unresolvedHostMessage(host: string, reason: 'not-found' | 'private'): string {
  return reason === 'private'
    ? `The email server ${host} is on a private or local network address, which this site does not connect to. Use your provider's public SMTP server.`
    : `The email server ${host} could not be reached: no such server name was found. Check the server name.`;
}

export function microsoftPersonalMessage(connectConfigured: boolean): string {
  return `${M.microsoftPersonal} ${connectConfigured ? M.microsoftConnect : M.microsoftNotConfigured}`;
}

/**
 * Why the mailbox could not be read for bounces and complaints, and what to enable at the provider
 * (docs/product.md, Bounces and complaints from the sender's mailbox); null when it was read.
 */
export function bounceCheckProblem(
  outcome: 'ok' | 'refused' | 'unreachable' | 'tls',
  where: { host: string; port: number; provider: MailProviderId },
): string | null {
  if (outcome === 'ok') return null;
  const server = `${where.host}:${where.port}`;
  if (outcome === 'unreachable') {
    return `The IMAP server ${server} could not be reached, so bounces and complaints are not being read. ${mailProviderById(where.provider).imapHelp}`;
  }
  if (outcome === 'tls') {
    return `A secure connection to the IMAP server ${server} could not be made (IMAP over SSL/TLS is usually port 993). ${mailProviderById(where.provider).imapHelp}`;
  }
  return `Your email provider refused the IMAP sign-in at ${server}, so bounces and complaints are not being read. ${mailProviderById(where.provider).imapHelp}`;
}
