import type { Orm } from '../../db/database';
import { renderMail } from '../../lib/mail-layout';
import type { Mailer } from '../mail/mail.module';
import { CODE_TTL_MS } from './one-time-codes.service';

export type CodePurpose = 'signup' | 'reset';

/** Delivers a sign-up confirmation or password-reset code to a person. createMailCodeSender sends it by system mail. */
export interface CodeSender {
  send(email: string, purpose: CodePurpose, code: string): Promise<void>;
}

const CODE_COPY: Record<CodePurpose, { kind: string; subject: string; intro: string; ignore: string }> = {
  signup: {
    kind: 'identity.signup-code',
    subject: 'confirm your email address',
    intro: 'Thanks for signing up. Enter this code to confirm your email address and finish creating your account:',
    ignore: 'If you did not sign up, you can ignore this email; no account will be activated without the code.',
  },
  reset: {
    kind: 'identity.reset-code',
    subject: 'reset your password',
    intro: 'We received a request to reset your password. Enter this code to choose a new one:',
    ignore: 'If you did not ask for a reset, you can ignore this email; your password stays as it is.',
  },
};

/**
 * Sends sign-up and password-reset codes through the system mailer (SMTP, or kept in the outbox
 * without SMTP_URL: docs/product.md, Logs).
 * The code is queued outside any transaction and a delivery run is kicked at once.
 */
export function createMailCodeSender(mailer: Mailer, orm: Orm, siteName: string, publicUrl?: string): CodeSender {
  return {
    async send(email, purpose, code) {
      const copy = CODE_COPY[purpose];
      const hours = CODE_TTL_MS / 3_600_000;
      const { text, html } = renderMail({
        siteName,
        publicUrl,
        greeting: 'Hello,',
        blocks: [
          { type: 'paragraph', text: copy.intro },
          { type: 'code', value: code },
          { type: 'paragraph', text: `The code works once and expires in ${hours} hours. Never share it with anyone.` },
          { type: 'paragraph', text: copy.ignore },
        ],
      });
      await mailer.enqueue(orm, {
        kind: copy.kind,
        to: email,
        subject: `${code} is your code to ${copy.subject} at ${siteName}`,
        text,
        html,
      });
      mailer.kick();
    },
  };
}
