import type { ImapEndpoint, MailProviderId, SmtpEndpoint } from '@meridian/contracts/sender-mailboxes-providers';
import type { MessageRef, ReportRecipient } from './mailbox-reports.rules';
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
  /** Providers' IMAP servers (bounces and complaints are read there). */
  providerImap?: Partial<Record<MailProviderId, ImapEndpoint>>;
  resolveHost?: HostPolicy['resolve'];
  /** TXT lookups for the sender domain check (default: the system's resolver, bounded). */
  resolveTxt?: ResolveTxt;
}

/**
 * The campaigns module's side of reading bounces and complaints: whether and since when the sender
 * sends, and recording a report against the sender's own sent messages.
 */
export interface MailboxFeedback {
  /** When the sender's first campaign message went out and whether any did since `recentSince`; null: none yet. */
  activity(userId: number, recentSince: Date): Promise<{ firstSentAt: Date; recent: boolean } | null>;
  /** What the report did to each of the sender's messages it names (['unmatched'] when none). */
  record(
    userId: number,
    report: {
      kind: 'bounce' | 'complaint';
      recipients: readonly ReportRecipient[];
      permanent: boolean;
      messageIds: readonly string[];
      refs: readonly MessageRef[];
      at: Date;
    },
  ): Promise<readonly ('bounce' | 'deferral' | 'complaint' | 'repeat' | 'unmatched')[]>;
}

/** What the sender-mailboxes module needs from others, filled in modules.ts. */
export interface SenderMailboxesPorts {
  users: SenderNames;
  feedback: MailboxFeedback;
  overrides?: MailboxOverrides;
}
