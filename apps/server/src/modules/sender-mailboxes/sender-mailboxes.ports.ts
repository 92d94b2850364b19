import type { MailProviderId, SmtpEndpoint } from '@meridian/contracts/sender-mailboxes-providers';
import type { HostPolicy } from './mailbox-connection.service';

/** The names a From header needs, from the users module. */
export interface SenderNames {
  nameOf(userId: number): Promise<{ firstName: string; lastName: string } | null>;
}

/** Outside systems tests point elsewhere: providers' SMTP servers, and DNS. */
export interface MailboxOverrides {
  providerSmtp?: Partial<Record<MailProviderId, SmtpEndpoint>>;
  resolveHost?: HostPolicy['resolve'];
}

/** What the sender-mailboxes module needs from others, filled in modules.ts. */
export interface SenderMailboxesPorts {
  users: SenderNames;
  overrides?: MailboxOverrides;
}
