import type { SenderDomainCheck } from '@meridian/contracts/sender-mailboxes-domain';
import { mailProviderFor } from '@meridian/contracts/sender-mailboxes-providers';

type Spf = SenderDomainCheck['spf'];
type Dmarc = SenderDomainCheck['dmarc'];

/**
 * The domain whose records a sender's mail is judged by, or null for an address at a public mail
 * service (gmail.com, outlook.com…): its owner publishes those records, the sender cannot
 * (docs/product.md, Sender domain check).
 */
export function ownDomainOf(email: string): string | null {
  if (mailProviderFor(email).id !== 'custom') return null;
  const domain = email.trim().toLowerCase().split('@').at(-1) ?? '';
  return domain === '' ? null : domain;
}

/** A DNS answer: the TXT records (each split into strings, as DNS carries them), none, or no answer. */
export type TxtAnswer = { records: string[][] } | { missing: true } | { failed: true };

const texts = (answer: { records: string[][] }) => answer.records.map((parts) => parts.join('').trim());

/** SPF (RFC 7208): a TXT record at the domain that starts with `v=spf1`. */
export function spfFrom(answer: TxtAnswer): Spf {
  if ('failed' in answer) return 'unknown';
  if ('missing' in answer) return 'missing';
  return texts(answer).some((text) => /^v=spf1(\s|$)/i.test(text)) ? 'found' : 'missing';
}

/** DMARC (RFC 7489): the `p=` policy of the `v=DMARC1` record at `_dmarc.<domain>`. */
export function dmarcFrom(answer: TxtAnswer): Dmarc {
  if ('failed' in answer) return 'unknown';
  if ('missing' in answer) return 'missing';
  const record = texts(answer).find((text) => /^v=DMARC1\s*(;|$)/i.test(text));
  if (!record) return 'missing';
  const policy = /(?:^|;)\s*p\s*=\s*([a-z]+)/i.exec(record)?.[1]?.toLowerCase();
  // A record without a valid p= tag is as good as none (RFC 7489, 6.6.3).
  return policy === 'reject' || policy === 'quarantine' || policy === 'none' ? policy : 'missing';
}
