/**
 * The ALTCHA widget (self-hosted, no third party) with its PBKDF2 worker as a file of our own, so the
 * Content-Security-Policy's `script-src 'self'` covers it; loaded with the RSVP modal, in the browser
 * only. Its stylesheet keeps the invisible display hidden.
 */
export async function loadAltcha(): Promise<void> {
  const [{ default: Pbkdf2Worker }] = await Promise.all([
    import('altcha/workers/pbkdf2?worker'),
    import('altcha/external'),
    import('altcha/altcha.css'),
  ]);
  globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
}
