import type { OutgoingMail } from '../mail/mail.module';
import { compose, questions, sessionRows } from './rsvp-email-parts.mail';
import { displayZone, formatDateTime } from './rsvp-email-format.mail';
import type { SeatEmailContext } from './rsvp.mail';

export interface DuplicateBookingContext extends SeatEmailContext {
  /** When the earlier booking's seat hold ends. */
  holdExpiresAt: Date;
  /** Where the earlier booking is paid (its open checkout); null when no checkout was opened for it. */
  checkoutUrl: string | null;
  /**
   * Whether the new booking got a hold of its own (the limit per email allows more than one);
   * otherwise it was refused and only the earlier booking exists.
   */
  secondHold: boolean;
}

/**
 * Someone started a new booking for the same session with an address that already holds an unpaid
 * seat (it got a hold of its own, or the limit per email refused it). Goes to that address only; it
 * names the earlier booking, never the new one's details.
 */
export function duplicateBookingEmail(ctx: DuplicateBookingContext): OutgoingMail {
  const deadline = formatDateTime(ctx.holdExpiresAt, displayZone(ctx.timeZone, ctx.session.timezone));
  const link = ctx.checkoutUrl
    ? { type: 'link' as const, label: 'Continue your earlier booking', url: ctx.checkoutUrl }
    : {
        type: 'link' as const,
        label: 'See your earlier booking',
        url: `${ctx.publicUrl}/rsvp/success?reference=${encodeURIComponent(ctx.reference)}`,
      };
  const details = {
    type: 'details' as const,
    rows: [...sessionRows(ctx), ['Reference', ctx.reference], ['Seat held until', deadline]] as [string, string][],
  };
  if (!ctx.secondHold) {
    return compose(ctx, {
      kind: 'rsvp.duplicate-booking',
      subject: `Your seat is still held: ${ctx.session.title}`,
      blocks: [
        {
          type: 'paragraph',
          text:
            `Someone just tried to book another seat for ${ctx.session.title} with this email address. ` +
            'A seat is already held for it, so no second booking was made.',
        },
        {
          type: 'paragraph',
          text:
            `Your booking has not changed, and its seat is held for you until ${deadline}. ` +
            'Nothing has been charged for it yet. Use the link below to finish paying.',
        },
        details,
        link,
        {
          type: 'paragraph',
          text: 'If you did not try to book again, you do not need to do anything: an unpaid hold ends by itself.',
        },
        questions(ctx),
      ],
    });
  }
  return compose(ctx, {
    kind: 'rsvp.duplicate-booking',
    subject: `A new booking was started with your email address: ${ctx.session.title}`,
    blocks: [
      {
        type: 'paragraph',
        text:
          `A new booking for ${ctx.session.title} was just started with this email address. ` +
          'If that was you, all is well; this message only keeps you informed.',
      },
      {
        type: 'paragraph',
        text:
          `Your earlier booking has not changed, and its seat is still held for you until ${deadline}. ` +
          'Nothing has been charged for it yet.',
      },
      details,
      link,
      {
        type: 'paragraph',
        text:
          'Whichever booking is paid first is the one that counts: the other hold is then released automatically. ' +
          'If both happen to be paid, the second payment is refunded in full.',
      },
      {
        type: 'paragraph',
        text: 'If you did not start a new booking, you do not need to do anything: an unpaid hold ends by itself.',
      },
      questions(ctx),
    ],
  });
}
