import { describe, expect, it } from 'vitest';
import {
  confirmationEmail,
  refundEmail,
  registrationCancelledEmail,
  reminderEmail,
  sessionCancelledEmail,
  waitlistJoinedEmail,
  waitlistOfferEmail,
  type ConfirmationContext,
  type SeatEmailContext,
} from './rsvp.mail';
import { newJoinLinkEmail } from './join-link.mail';
import { formatDuration, formatMoney, formatSessionTime } from './rsvp-email-format.mail';
import { duplicateBookingEmail } from './duplicate-booking.mail';

const session = {
  id: 3,
  title: 'Price Action Masterclass',
  startsAt: new Date('2026-03-10T18:00:00Z'),
  durationMinutes: 90,
  timezone: 'America/New_York',
  doorsOpenMinutes: 15,
};
/** The meeting's own address: no email to an attendee ever carries it (docs/product.md, Joining a session). */
const meetingUrl = 'https://meet.example.com/j/123?pwd=a&b';

const ctx: SeatEmailContext = {
  siteName: 'Meridian Trading Academy',
  publicUrl: 'https://meridian.example',
  organizerEmail: 'events@meridian.example',
  reference: 'MTA-7Q2K9',
  registrationId: 7,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  timeZone: 'Asia/Kolkata',
  session,
  amountCents: 50_000,
  currency: 'usd',
  now: new Date('2026-03-01T12:00:00Z'),
};

/** A paid seat's email context: with its personal join link. */
const paid: ConfirmationContext = {
  ...ctx,
  joinUrl: 'https://meridian.example/j/7AbCdEfGhIjKlMnOpQrStUv',
  refundPolicyLine: 'Full refund until 48 hours before the session starts; none after.',
  cancelUrl: 'https://meridian.example/seat/cancel?t=7.AbCdEfGhIjKlMnOpQrStUv',
};

const grace = {
  siteName: ctx.siteName,
  publicUrl: ctx.publicUrl,
  firstName: 'Grace',
  email: 'grace@example.com',
  session,
};

const footer = 'Meridian Trading Academy\nhttps://meridian.example\n';

describe('RSVP email formatting', () => {
  it('formats money from cents', () => {
    expect(formatMoney(50_000, 'usd')).toBe('$500.00');
    expect(formatMoney(123_456, 'USD')).toBe('$1,234.56');
    expect(formatMoney(5000, 'jpy')).toBe('¥5,000');
    expect(formatMoney(9_900, 'eur')).toBe('€99.00');
  });

  it('formats durations', () => {
    expect(formatDuration(90)).toBe('1 hour 30 minutes');
    expect(formatDuration(60)).toBe('1 hour');
    expect(formatDuration(120)).toBe('2 hours');
    expect(formatDuration(45)).toBe('45 minutes');
    expect(formatDuration(1)).toBe('1 minute');
  });

  it("shows the visitor's zone with its abbreviation and the session's zone when different", () => {
    expect(formatSessionTime(session.startsAt, 'America/Chicago', 'America/New_York')).toBe(
      'Tuesday, March 10, 2026 at 1:00 PM CDT (Chicago time)\n' +
        "Tuesday, March 10, 2026 at 2:00 PM EDT (New York time, the session's time zone)",
    );
    expect(formatSessionTime(session.startsAt, 'Asia/Kolkata', 'America/New_York')).toMatch(
      /^Tuesday, March 10, 2026 at 11:30 PM GMT\+5:30 \(Kolkata time\)\n/,
    );
  });

  it("uses the session's zone alone when the visitor is in it or gave no valid zone", () => {
    const winter = new Date('2026-01-15T19:00:00Z');
    const single = 'Thursday, January 15, 2026 at 2:00 PM EST (New York time)';
    expect(formatSessionTime(winter, 'America/New_York', 'America/New_York')).toBe(single);
    expect(formatSessionTime(winter, 'Not/AZone', 'America/New_York')).toBe(single);
    expect(formatSessionTime(winter, '', 'America/New_York')).toBe(single);
  });

  it('names a zone that is no place once, by its abbreviation', () => {
    const winter = new Date('2026-01-15T18:00:00Z');
    expect(formatSessionTime(winter, 'UTC', 'UTC')).toBe('Thursday, January 15, 2026 at 6:00 PM UTC');
    expect(formatSessionTime(winter, 'America/New_York', 'UTC')).toBe(
      'Thursday, January 15, 2026 at 1:00 PM EST (New York time)\n' +
        "Thursday, January 15, 2026 at 6:00 PM UTC (the session's time zone)",
    );
  });
});

describe('RSVP emails', () => {
  it('confirmation: receipt, times, duration, personal join link, status link and the .ics invitation', () => {
    const mail = confirmationEmail(paid);
    expect(mail).toMatchObject({ kind: 'rsvp.confirmation', to: 'ada@example.com' });
    expect(mail.dedupeKey).toBeUndefined();
    expect(mail.subject).toBe('Your seat is confirmed: Price Action Masterclass');
    expect(mail.text).toMatch(/^Hi Ada,\n/);
    expect(mail.text).toContain('$500.00 for one seat');
    expect(mail.text).toContain('Tuesday, March 10, 2026 at 11:30 PM GMT+5:30 (Kolkata time)');
    expect(mail.text).toContain("2:00 PM EDT (New York time, the session's time zone)");
    expect(mail.text).toContain('1 hour 30 minutes');
    expect(mail.text).toContain('MTA-7Q2K9');
    expect(mail.text).toContain(paid.joinUrl);
    expect(mail.text).toContain('This join link is just for you, so please keep it to yourself.');
    expect(mail.text).toContain('It opens the session from 15 minutes before the start until it ends');
    expect(mail.text).not.toContain(meetingUrl);
    expect(mail.text).toContain('https://meridian.example/rsvp/success?reference=MTA-7Q2K9');
    expect(mail.text.endsWith(footer)).toBe(true);

    expect(mail.attachments).toHaveLength(1);
    const [ics] = mail.attachments ?? [];
    expect(ics?.filename).toBe('invitation.ics');
    expect(ics?.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(ics?.content).toContain('METHOD:REQUEST');
    // The invitation is written in the attendee's own zone (ctx.timeZone), not the session's.
    expect(ics?.content).toContain('DTSTART;TZID=Asia/Kolkata:20260310T233000');
    expect(ics?.content).toContain('UID:rsvp-7-session-3@meridian.example');
    expect(ics?.content).toContain('ATTENDEE;CN=Ada Lovelace;RSVP=FALSE:mailto:ada@example.com');
    expect(ics?.content).toContain('ORGANIZER;CN=Meridian Trading Academy:mailto:events@meridian.example');
    const unfolded = ics?.content.replace(/\r\n /g, '');
    expect(unfolded).toContain(`URL:${paid.joinUrl}`);
    expect(unfolded).toContain(`LOCATION:${paid.joinUrl}`);
    expect(unfolded).not.toContain('meet.example.com');
  });

  it('escapes every value in the HTML alternative', () => {
    const mail = confirmationEmail({
      ...paid,
      firstName: '<script>alert(1)</script>',
      joinUrl: `${paid.joinUrl}?a=1&b=2`,
    });
    expect(mail.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(`href="${paid.joinUrl}?a=1&amp;b=2"`);
    expect(mail.html).toContain('<html lang="en">');
  });

  it('reminders say tomorrow or in 1 hour and carry the personal join link', () => {
    const day = reminderEmail(paid, '24h');
    expect(day.kind).toBe('rsvp.reminder');
    expect(day.subject).toBe('Reminder: Price Action Masterclass starts tomorrow');
    expect(day.text).toContain(paid.joinUrl);
    expect(day.text).toContain('This join link is just for you');
    expect(day.text).not.toContain(meetingUrl);
    const hour = reminderEmail(paid, '1h');
    expect(hour.subject).toBe('Reminder: Price Action Masterclass starts in 1 hour');
    expect(hour.text).toContain('starts in 1 hour');
    expect(hour.attachments).toEqual([]);
  });

  it('session cancellation carries a METHOD:CANCEL invitation and says whether money was refunded', () => {
    const refunded = sessionCancelledEmail(ctx, true);
    expect(refunded.kind).toBe('rsvp.session-cancelled');
    expect(refunded.text).toContain('refunded your payment of $500.00');
    expect(refunded.text).toContain('5 to 10 business days');
    expect(refunded.text).not.toContain(meetingUrl);
    const [ics] = refunded.attachments ?? [];
    expect(ics?.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(ics?.content).toContain('METHOD:CANCEL');
    expect(ics?.content).toContain('STATUS:CANCELLED');
    expect(ics?.content).toContain('UID:rsvp-7-session-3@meridian.example');
    const sequence = (text: string | undefined) => Number(/SEQUENCE:(\d+)/.exec(text ?? '')?.[1]);
    expect(sequence(ics?.content)).toBeGreaterThan(sequence(confirmationEmail(paid).attachments?.[0]?.content));

    expect(sessionCancelledEmail(ctx, false).text).toContain('No payment was taken');
  });

  it('a fresh join link after a revoked one: the new link and an updated invitation, never the meeting', () => {
    const fresh = { ...paid, joinUrl: 'https://meridian.example/j/8ZyXwVuTsRqPoNmLkJiHgFe' };
    const mail = newJoinLinkEmail(fresh);
    expect(mail).toMatchObject({ kind: 'rsvp.join-link', to: 'ada@example.com' });
    expect(mail.subject).toBe('Your new join link: Price Action Masterclass');
    expect(mail.text).toContain('no longer works');
    expect(mail.text).toContain(fresh.joinUrl);
    expect(mail.text).not.toContain(paid.joinUrl);
    expect(mail.text).not.toContain(meetingUrl);
    const ics = mail.attachments?.[0]?.content.replace(/\r\n /g, '') ?? '';
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('UID:rsvp-7-session-3@meridian.example');
    expect(ics).toContain(`URL:${fresh.joinUrl}`);
  });

  it('registration cancelled and refund emails', () => {
    const cancelled = registrationCancelledEmail(ctx);
    expect(cancelled.kind).toBe('rsvp.registration-cancelled');
    expect(cancelled.text).toContain('cancelled by our team');
    expect(cancelled.text).not.toContain('refund');
    // An unpaid registration never sees the join link, not even inside the calendar cancellation.
    const cancellation = cancelled.attachments?.[0]?.content.replace(/\r\n /g, '');
    expect(cancellation).toContain('METHOD:CANCEL');
    expect(cancellation).toContain('has been cancelled');
    expect(cancellation).not.toContain(meetingUrl);
    expect(cancelled.text).not.toContain(meetingUrl);
    const refund = refundEmail(ctx);
    expect(refund.kind).toBe('rsvp.refund');
    expect(refund.subject).toBe('Your refund of $500.00 for Price Action Masterclass');
    expect(refund.text).toContain('5 to 10 business days');
    expect(refund.text).toContain('Your seat for this session has been released');
    const noSeat = refundEmail(ctx, false);
    expect(noSeat.text).toContain('This payment did not buy a seat');
    expect(noSeat.text).not.toContain('Your seat for this session has been released');
    expect(noSeat.attachments).toEqual([]);
  });

  it('another booking with the same address: the earlier hold, its deadline and a way back to it, nothing more', () => {
    const mail = duplicateBookingEmail({
      ...ctx,
      holdExpiresAt: new Date('2026-03-01T12:30:00Z'),
      checkoutUrl: 'https://meridian.example/checkout/test/cs_test_local_abc',
      secondHold: true,
    });
    expect(mail).toMatchObject({ kind: 'rsvp.duplicate-booking', to: 'ada@example.com', attachments: [] });
    expect(mail.subject).toBe('A new booking was started with your email address: Price Action Masterclass');
    expect(mail.text).toContain('Hi Ada,');
    expect(mail.text).toContain('still held for you until Sunday, March 1, 2026 at 6:00 PM GMT+5:30');
    expect(mail.text).toContain('https://meridian.example/checkout/test/cs_test_local_abc');
    expect(mail.text).toContain('Whichever booking is paid first is the one that counts');
    expect(mail.text).toContain('MTA-7Q2K9');
    expect(mail.text).not.toContain(meetingUrl);
    const noCheckout = duplicateBookingEmail({
      ...ctx,
      holdExpiresAt: new Date(),
      checkoutUrl: null,
      secondHold: true,
    });
    expect(noCheckout.text).toContain(
      'See your earlier booking:\nhttps://meridian.example/rsvp/success?reference=MTA-7Q2K9',
    );
  });

  it('a second booking the limit per email refused: the hold is unchanged, with the way to pay for it', () => {
    const mail = duplicateBookingEmail({
      ...ctx,
      holdExpiresAt: new Date('2026-03-01T12:30:00Z'),
      checkoutUrl: null,
      secondHold: false,
    });
    expect(mail.subject).toBe('Your seat is still held: Price Action Masterclass');
    expect(mail.text).toContain('no second booking was made');
    expect(mail.text).toContain('held for you until Sunday, March 1, 2026 at 6:00 PM GMT+5:30');
    expect(mail.text).toContain('https://meridian.example/rsvp/success?reference=MTA-7Q2K9');
    expect(mail.text).not.toContain('Whichever booking is paid first');
  });

  it("waitlist offer: price, claim link and a deadline in the visitor's zone", () => {
    const mail = waitlistOfferEmail({
      ...grace,
      timeZone: 'Europe/London',
      offerUrl: 'https://meridian.example/rsvp/offer/tok123',
      expiresAt: new Date('2026-03-05T21:00:00Z'),
      amountCents: 50_000,
      currency: 'usd',
    });
    expect(mail).toMatchObject({ kind: 'rsvp.waitlist-offer', to: 'grace@example.com' });
    expect(mail.text).toContain('until Thursday, March 5, 2026 at 9:00 PM GMT');
    expect(mail.text).toContain('https://meridian.example/rsvp/offer/tok123');
    expect(mail.text).toContain('$500.00');
    expect(mail.text).not.toContain(meetingUrl);
    expect(mail.text.endsWith(footer)).toBe(true);
  });

  it('waitlist joined confirmation', () => {
    const mail = waitlistJoinedEmail({ ...grace, timeZone: 'America/New_York', offerHours: 12 });
    expect(mail.kind).toBe('rsvp.waitlist-joined');
    expect(mail.subject).toBe('You are on the waitlist for Price Action Masterclass');
    expect(mail.text).toContain('held for 12 hours');
    expect(mail.text).not.toContain(meetingUrl);
  });
});
