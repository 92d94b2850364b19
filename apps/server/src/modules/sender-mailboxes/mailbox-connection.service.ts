import type { SmtpEndpoint } from '@meridian/contracts/sender-mailboxes-providers';
import type { MailTransport } from '../../adapters/mail/mail-transport';
import { createMailboxTransport, type MailboxConnection } from '../../adapters/mail/mailbox-smtp';
import { resolveSmtpHost, type HostResolver } from '../../adapters/mail/smtp-address-guard';
import { AppError } from '../../lib/app-error';
import { unresolvedHostMessage } from './mailbox-messages.rules';

export interface HostPolicy {
  allowPrivate: boolean;
  resolve?: HostResolver;
}

/**
 * The connection to a mailbox's server: the host resolved once and checked by the SSRF guard, the
 * socket aimed at that address. A host that is not found or not public is a 422 naming it.
 */
export async function mailboxConnection(
  endpoint: SmtpEndpoint,
  user: string,
  auth: MailboxConnection['auth'],
  policy: HostPolicy,
): Promise<MailboxConnection> {
  const resolved = await resolveSmtpHost(endpoint.host, policy);
  if (!resolved.ok) {
    throw new AppError('VALIDATION', unresolvedHostMessage(endpoint.host, resolved.reason));
  }
  return { ...endpoint, address: resolved.address, user, auth };
}

/**
 * A sender's transport that resolves and logs in on its first message (so handing one out costs
 * nothing), then keeps its pool until closed.
 */
export function lazyMailboxTransport(open: () => Promise<MailboxConnection>): MailTransport {
  let transport: Promise<MailTransport> | null = null;
  return {
    kind: 'smtp',
    async send(message) {
      transport ??= open().then(createMailboxTransport);
      try {
        return await (await transport).send(message);
      } catch (error) {
        // A failed resolution is tried again on the next message, not remembered.
        if (!(await transport.then(() => true).catch(() => false))) transport = null;
        throw error;
      }
    },
    async close() {
      const opened = transport;
      transport = null;
      if (opened) await (await opened.catch(() => null))?.close();
    },
  };
}
