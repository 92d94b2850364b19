import type { MailProviderId, SmtpEndpoint } from '@meridian/contracts/sender-mailboxes-providers';
import type { HostPolicy } from './mailbox-connection.service';
import type { ResolveTxt } from './sender-domain.service';

/** The names a From header needs, from the users module, and the roles the audit log records. */
export interface SenderNames {
  nameOf(userId: number): Promise<{ firstName: string; lastName: string } | null>;
  /** The roles a user holds now (none for a missing user): who connected a mailbox by OAuth. */
  roleIdsOf(userId: number): Promise<readonly number[]>;
}

/** Outside systems tests point elsewhere: providers' SMTP servers, and DNS. */
export interface MailboxOverrides {
  providerSmtp?: Partial<Record<MailProviderId, SmtpEndpoint>>;
  resolveHost?: HostPolicy['resolve'];
  /** TXT lookups for the sender domain check (default: the system's resolver, bounded). */
  resolveTxt?: ResolveTxt;
}

/** What the sender-mailboxes module needs from others, filled in modules.ts. */
export interface SenderMailboxesPorts {
  users: SenderNames;
  overrides?: MailboxOverrides;
}
