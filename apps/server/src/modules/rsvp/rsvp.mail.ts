import type { OutgoingMail } from '../mail/mail.module';
import { compose, invitation, questions, sessionRows } from './rsvp-email-parts.mail';
import { displayZone, formatDateTime, formatMoney } from './rsvp-email-format.mail';

export interface SessionSummary {
  id: number;
  title: string;
  startsAt: Date;
  durationMinutes: number;
  timezone: string;
  /** Minutes before the start when the personal join link opens the meeting. */
  doorsOpenMinutes: number;
}

export interface SeatEmailContext {
  siteName: string;
  publicUrl: string;
  organizerEmail: string;
  reference: string;
  registrationId: number;
  firstName: string;
  lastName: string;
  email: string;
  /** The visitor's zone, else the session's. */
  timeZone: string;
  session: SessionSummary;
  amountCents: number;
  currency: string;
  now: Date;
}

/** A paid seat's email: it carries the seat's personal join link (never the meeting's own address). */
export interface PaidSeatContext extends SeatEmailContext {
  joinUrl: string;
}

/** The paid confirmation's extras: the refund policy in a line and the seat's own cancel link. */
export interface ConfirmationContext extends PaidSeatContext {
  refundPolicyLine: string;
  cancelUrl: string;
}

/** "This join link is just for you…": when the link opens the meeting, and that it is personal. */
export function joinLinkNote(ctx: PaidSeatContext): string {
  const doors = ctx.session.doorsOpenMinutes;
  const from = doors === 0 ? 'at the start' : `from ${doors} ${doors === 1 ? 'minute' : 'minutes'} before the start`;
  return `This join link is just for you, so please keep it to yourself. It opens the session ${from} until it ends; before that it shows a countdown.`;
}

/** What every RSVP email needs: who it goes to and which session it is about. */
export interface WaitlistContext {
  siteName: string;
  publicUrl: string;
  firstName: string;
  email: string;
  timeZone: string;
  session: SessionSummary;
}

export interface WaitlistOfferContext extends WaitlistContext {
  offerUrl: string;
  expiresAt: Date;
  amountCents: number;
  currency: string;
}

export interface WaitlistJoinedContext extends WaitlistContext {
  /** How long an offered seat is kept for the person (config.rsvp.waitlistOfferHours). */
  offerHours: number;
}

/**
 * The receipt and invitation sent once a seat is paid: with the reminders, the emails that carry the
 * join link. `receiptUrl`: the signed link to the seat's receipt page (docs/product.md, Receipts and
 * credit notes).
 */
export function confirmationEmail(ctx: ConfirmationContext & { receiptUrl?: string | null }): OutgoingMail {
  const amount = formatMoney(ctx.amountCents, ctx.currency);
  return compose(ctx, {
    kind: 'rsvp.confirmation',
    subject: `Your seat is confirmed: ${ctx.session.title}`,
    blocks: [
      {
        type: 'paragraph',
        text: 'Thank you for your payment. Your seat is confirmed and we look forward to seeing you.',
      },
      {
        type: 'details',
        rows: [...sessionRows(ctx), ['Reference', ctx.reference], ['Paid', `${amount} for one seat`]],
      },
      { type: 'link', label: 'Join the session', url: ctx.joinUrl },
      { type: 'paragraph', text: joinLinkNote(ctx) },
      {
        type: 'paragraph',
        text:
          'The attached invitation (invitation.ics) adds the session to your calendar with the same link, and we ' +
          'will send a reminder 24 hours and 1 hour before we start.',
      },
      {
        type: 'link',
        label: 'Your registration',
        url: `${ctx.publicUrl}/rsvp/success?reference=${encodeURIComponent(ctx.reference)}`,
      },
      { type: 'paragraph', text: `Refund policy: ${ctx.refundPolicyLine} Can't make it? Cancel your seat here:` },
      { type: 'link', label: 'Cancel your seat', url: ctx.cancelUrl },
      ...(ctx.receiptUrl
        ? [
            { type: 'link' as const, label: 'Your receipt (PDF)', url: ctx.receiptUrl },
            {
              type: 'paragraph' as const,
              text: 'On the receipt page you can add your company name and tax id before you download it.',
            },
          ]
        : []),
      questions(ctx),
    ],
    attachments: [invitation(ctx, 'REQUEST', ctx.joinUrl)],
  });
}

/** 24 hours or 1 hour before the session, to paid attendees. */
export function reminderEmail(ctx: PaidSeatContext, kind: '24h' | '1h'): OutgoingMail {
  const soon = kind === '24h' ? 'starts tomorrow' : 'starts in 1 hour';
  return compose(ctx, {
    kind: 'rsvp.reminder',
    subject: `Reminder: ${ctx.session.title} ${soon}`,
    blocks: [
      { type: 'paragraph', text: `A quick reminder: ${ctx.session.title} ${soon}. Your seat is saved.` },
      { type: 'details', rows: [...sessionRows(ctx), ['Reference', ctx.reference]] },
      { type: 'link', label: 'Join the session', url: ctx.joinUrl },
      { type: 'paragraph', text: joinLinkNote(ctx) },
      { type: 'paragraph', text: 'Join a few minutes early to check your sound and video. See you there!' },
      questions(ctx),
    ],
  });
}

/**
 * The session itself was cancelled. `refunded` true: the payment was refunded in full;
 * false: no payment was taken for this seat (a pending registration), so nothing is refunded.
 */
export function sessionCancelledEmail(ctx: SeatEmailContext, refunded: boolean): OutgoingMail {
  const money = refunded
    ? `We have refunded your payment of ${formatMoney(ctx.amountCents, ctx.currency)} in full to the card you paid ` +
      'with. Banks usually take 5 to 10 business days to show it on your statement.'
    : 'No payment was taken for this seat, so there is nothing to refund.';
  return compose(ctx, {
    kind: 'rsvp.session-cancelled',
    subject: `Cancelled: ${ctx.session.title}`,
    blocks: [
      { type: 'paragraph', text: `We are sorry: we have had to cancel ${ctx.session.title}.` },
      { type: 'details', rows: [...sessionRows(ctx), ['Reference', ctx.reference]] },
      { type: 'paragraph', text: money },
      {
        type: 'paragraph',
        text: 'The attached calendar update (cancellation.ics) removes the session from your calendar.',
      },
      { type: 'link', label: 'Choose another session', url: `${ctx.publicUrl}/rsvp` },
      questions(ctx),
    ],
    attachments: [invitation(ctx, 'CANCEL', null)],
  });
}

/** An admin cancelled this registration; no money moved with it. */
export function registrationCancelledEmail(ctx: SeatEmailContext): OutgoingMail {
  return compose(ctx, {
    kind: 'rsvp.registration-cancelled',
    subject: `Your registration for ${ctx.session.title} has been cancelled`,
    blocks: [
      { type: 'paragraph', text: `Your registration for ${ctx.session.title} has been cancelled by our team.` },
      { type: 'details', rows: [...sessionRows(ctx), ['Reference', ctx.reference]] },
      {
        type: 'paragraph',
        text: 'If you think this is a mistake, get in touch and we will sort it out. The attached calendar update removes the session from your calendar.',
      },
      questions(ctx),
    ],
    attachments: [invitation(ctx, 'CANCEL', null)],
  });
}

/**
 * A payment was refunded (the registration ends with it). `hadSeat` false: the payment never bought
 * a seat (it came after the hold had ended, or after another booking for the same address and
 * session was paid), so no seat or calendar entry goes with it.
 */
export function refundEmail(ctx: SeatEmailContext, hadSeat = true): OutgoingMail {
  const amount = formatMoney(ctx.amountCents, ctx.currency);
  const outcome = hadSeat
    ? 'Your seat for this session has been released; the attached calendar update removes it from your calendar.'
    : 'This payment did not buy a seat: it arrived after the seat hold had ended, or after another booking for ' +
      'this session with your email address had already been paid. Any other booking of yours is not affected.';
  return compose(ctx, {
    kind: 'rsvp.refund',
    subject: `Your refund of ${amount} for ${ctx.session.title}`,
    blocks: [
      {
        type: 'paragraph',
        text:
          `We have refunded ${amount} to the card you paid with. Banks usually take 5 to 10 business days ` +
          'to show it on your statement.',
      },
      { type: 'details', rows: [...sessionRows(ctx), ['Reference', ctx.reference], ['Refunded', amount]] },
      { type: 'paragraph', text: outcome },
      questions(ctx),
    ],
    attachments: hadSeat ? [invitation(ctx, 'CANCEL', null)] : [],
  });
}

/** A freed seat offered to the next person on the waitlist, with a clear deadline in their zone. */
export function waitlistOfferEmail(ctx: WaitlistOfferContext): OutgoingMail {
  const deadline = formatDateTime(ctx.expiresAt, displayZone(ctx.timeZone, ctx.session.timezone));
  return compose(ctx, {
    kind: 'rsvp.waitlist-offer',
    subject: `A seat has opened up: ${ctx.session.title}`,
    blocks: [
      {
        type: 'paragraph',
        text: `Good news: a seat has opened up for ${ctx.session.title}, and it is yours if you want it.`,
      },
      { type: 'details', rows: [...sessionRows(ctx), ['Price', formatMoney(ctx.amountCents, ctx.currency)]] },
      {
        type: 'paragraph',
        text: `We are holding it for you until ${deadline}. After that, it goes to the next person on the waitlist.`,
      },
      { type: 'link', label: 'Claim your seat', url: ctx.offerUrl },
    ],
  });
}

/** Confirms a place on a full session's waitlist. */
export function waitlistJoinedEmail(ctx: WaitlistJoinedContext): OutgoingMail {
  const hours = `${ctx.offerHours} ${ctx.offerHours === 1 ? 'hour' : 'hours'}`;
  return compose(ctx, {
    kind: 'rsvp.waitlist-joined',
    subject: `You are on the waitlist for ${ctx.session.title}`,
    blocks: [
      {
        type: 'paragraph',
        text: `Thanks for your interest. ${ctx.session.title} is full, and you are on the waitlist.`,
      },
      { type: 'details', rows: sessionRows(ctx) },
      {
        type: 'paragraph',
        text:
          'If a seat opens up, we will email you a link to claim it. Offers go out in the order people joined, ' +
          `and each one is held for ${hours}. There is nothing to pay unless you claim a seat.`,
      },
      { type: 'link', label: 'See other sessions', url: `${ctx.publicUrl}/rsvp` },
    ],
  });
}
