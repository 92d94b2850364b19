import { renderMail } from '../../lib/mail-layout';
import type { OutgoingMail } from '../mail/mail.module';

export interface MfaResetMailContext {
  to: string;
  siteName: string;
  publicUrl?: string;
}

/**
 * An administrator reset the person's two-step sign-in (docs/decisions/2026-11-27-totp-mfa.md): what
 * happens at their next sign-in, and what to do if they did not ask for it.
 */
export function mfaResetEmail(ctx: MfaResetMailContext): OutgoingMail {
  const { text, html } = renderMail({
    siteName: ctx.siteName,
    publicUrl: ctx.publicUrl,
    greeting: 'Hello,',
    blocks: [
      {
        type: 'paragraph',
        text: `An administrator of ${ctx.siteName} has reset two-step sign-in on your account. Codes from the authenticator app you set up no longer work.`,
      },
      {
        type: 'paragraph',
        text: 'If your role requires two-step sign-in, your next sign-in will show a QR code to set it up again with your authenticator app. Otherwise you can turn it on again from your Account page.',
      },
      {
        type: 'paragraph',
        text: 'If you did not ask for this, change your password and tell an administrator at once.',
      },
    ],
  });
  return {
    kind: 'identity.mfa-reset',
    to: ctx.to,
    subject: `Two-step sign-in was reset on your ${ctx.siteName} account`,
    text,
    html,
  };
}
