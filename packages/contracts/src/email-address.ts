/**
 * The one normal form of an e-mail address (docs/product.md, Identity), used wherever an address is
 * stored or compared: the user pool, profiles, and every form's email field (through `emailSchema`).
 *
 * - Unicode compatibility forms folded (NFKC): full-width letters, digits, `＠` and `．` become
 *   their ASCII selves, so `ａｄａ@example.com` is `ada@example.com`;
 * - surrounding spaces trimmed;
 * - the domain's trailing dots removed (`example.com.` is the DNS root form of `example.com`) and
 *   the domain lower-cased (domains are case-insensitive).
 *
 * The local part keeps its letter case, as the mailbox owner typed it; comparisons ignore case
 * (the pool lower-cases its usernames, profiles compare `lower(email)`).
 */
export function normalizeEmail(raw: string): string {
  const folded = raw.normalize('NFKC').trim();
  const at = folded.lastIndexOf('@');
  if (at < 0) return folded;
  const domain = folded
    .slice(at + 1)
    .replace(/\.+$/, '')
    .toLowerCase();
  return `${folded.slice(0, at)}@${domain}`;
}
