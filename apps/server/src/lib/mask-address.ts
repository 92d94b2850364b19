/**
 * "jane@example.com" → "j***@e***": an address as Cognito shows a code's destination, and as logs
 * name a recipient (docs/product.md, Logs): enough to tell two messages apart, not to find the person.
 */
export function maskAddress(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at < 0 ? email : email.slice(0, at);
  const domain = at < 0 ? '' : email.slice(at + 1);
  return `${[...local][0] ?? ''}***@${[...domain][0] ?? ''}***`;
}
