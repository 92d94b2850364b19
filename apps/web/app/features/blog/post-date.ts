/** "November 23, 2026" (UTC, so the server's first HTML and the browser agree). */
export function formatPostDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
