/** Minutes to wait after the 1st, 2nd, … temporary failure; the 7th failure gives up. */
export const RETRY_DELAYS_MINUTES = [1, 5, 15, 60, 180, 360] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MINUTES.length + 1;
const MAX_ERROR_LENGTH = 500;

export interface SmtpFailure {
  /** The provider refused this recipient or message for good (5xx to RCPT TO or DATA): a bounce. */
  permanent: boolean;
  reason: string;
}

/**
 * How nodemailer reports an SMTP refusal: `code` EENVELOPE (RCPT TO) or EMESSAGE (DATA) with the
 * server's `responseCode`. A 5xx there is a bounce; a 4xx, a lost connection or a refused login is
 * temporary from the recipient's point of view and is retried.
 */
export function classifySmtpFailure(error: unknown): SmtpFailure {
  const details = (error ?? {}) as { code?: unknown; responseCode?: unknown; message?: unknown };
  const message = typeof details.message === 'string' ? details.message : String(error);
  const reason = message.length > MAX_ERROR_LENGTH ? `${message.slice(0, MAX_ERROR_LENGTH - 1)}…` : message;
  const perRecipient = details.code === 'EENVELOPE' || details.code === 'EMESSAGE';
  const permanent = perRecipient && typeof details.responseCode === 'number' && details.responseCode >= 500;
  return { permanent, reason };
}

/** When to try again after the attempt `attempts` failed temporarily, or null to give up. */
export function retryAt(attempts: number, now: Date): Date | null {
  const minutes = RETRY_DELAYS_MINUTES[attempts - 1];
  return minutes === undefined ? null : new Date(now.getTime() + minutes * 60_000);
}
