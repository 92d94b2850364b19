import type { MailTransport } from '../../adapters/mail/mail-transport';

/**
 * A sender's mailbox as campaign delivery uses it: the same shape as `SenderMailbox` in
 * campaigns/campaigns.ports.ts (the campaigns module's port), so `senderFor` fills that port at wiring.
 */
export interface SenderMailbox {
  /** The sender's own address, e.g. `ana@gmail.com`. */
  address: string;
  /** The From header: `"Ana Silva" <ana@gmail.com>`. */
  from: string;
  /** The provider's limits, or the sender's override: a rolling 24-hour quota and a per-minute rate. */
  limits: { perDay: number; perMinute: number };
  /** An SMTP transport logged in as the sender (app password or XOAUTH2). Close it when done. */
  transport: MailTransport;
}
