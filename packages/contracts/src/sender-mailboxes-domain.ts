import { z } from 'zod';

/**
 * What the sender's own domain publishes for mail authentication, looked up in DNS when a mailbox is
 * saved or checked again (docs/product.md, Sender domain check). Gmail and Yahoo require SPF (or
 * DKIM) of every sender and a DMARC policy of bulk senders; `unknown` is a lookup that failed, not a
 * missing record.
 */
export const SPF_STATES = ['found', 'missing', 'unknown'] as const;
export const DMARC_STATES = ['reject', 'quarantine', 'none', 'missing', 'unknown'] as const;

export const senderDomainCheckSchema = z.object({
  domain: z.string(),
  checkedAt: z.iso.datetime(),
  spf: z.enum(SPF_STATES),
  dmarc: z.enum(DMARC_STATES),
});
export type SenderDomainCheck = z.infer<typeof senderDomainCheckSchema>;
