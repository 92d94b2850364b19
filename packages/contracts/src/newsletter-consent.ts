/**
 * The wording shown under every newsletter subscribe form and recorded with each consent. Apart from
 * newsletter.ts (no zod) so the public pages can render the form without loading the schemas.
 */
export const NEWSLETTER_CONSENT = "We'll email you to confirm. Unsubscribe with one click at any time.";
