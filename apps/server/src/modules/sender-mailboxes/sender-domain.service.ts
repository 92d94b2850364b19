import type { SenderDomainCheck } from '@meridian/contracts/sender-mailboxes-domain';
import { Resolver } from 'node:dns/promises';
import { dmarcFrom, ownDomainOf, spfFrom, type TxtAnswer } from './sender-domain.rules';

/** Looks up a name's TXT records; rejects as `dns.promises` does (`code` ENOTFOUND or ENODATA: none). */
export type ResolveTxt = (name: string) => Promise<string[][]>;

/** A bounded lookup: a slow resolver delays saving a mailbox by at most about two seconds. */
export function systemResolveTxt(): ResolveTxt {
  const resolver = new Resolver({ timeout: 1000, tries: 2 });
  return (name) => resolver.resolveTxt(name);
}

const NO_RECORD = new Set(['ENOTFOUND', 'ENODATA']);

async function txt(resolve: ResolveTxt, name: string): Promise<TxtAnswer> {
  try {
    return { records: await resolve(name) };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' && NO_RECORD.has(code) ? { missing: true } : { failed: true };
  }
}

/**
 * The SPF and DMARC the sender's own domain publishes (docs/product.md, Sender domain check), or null
 * for an address at a public mail service. Never throws: a failed lookup is `unknown`.
 */
export async function checkSenderDomain(
  email: string,
  resolve: ResolveTxt,
  now: Date,
): Promise<SenderDomainCheck | null> {
  const domain = ownDomainOf(email);
  if (!domain) return null;
  const [spf, dmarc] = await Promise.all([txt(resolve, domain), txt(resolve, `_dmarc.${domain}`)]);
  return { domain, checkedAt: now.toISOString(), spf: spfFrom(spf), dmarc: dmarcFrom(dmarc) };
}
