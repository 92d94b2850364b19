import { renderMail, type MailBlock } from '../../lib/mail-layout';
import type { OutgoingMail, StoredAttachment } from '../mail/mail.module';
import { buildInvitation } from './ics.rules';
import { formatDuration, formatSessionTime } from './rsvp-email-format.mail';
import type { SeatEmailContext, WaitlistContext } from './rsvp.mail';

// Building blocks shared by the RSVP emails in rsvp.mail.ts.

/** SEQUENCE grows with time, so a later update or cancellation always supersedes an earlier invitation. */
const SEQUENCE_EPOCH_MS = Date.UTC(2024, 0, 1);

/** The seat's calendar entry; a REQUEST carries the personal `joinUrl`, a CANCEL none. */
export function invitation(
  ctx: SeatEmailContext,
  method: 'REQUEST' | 'CANCEL',
  joinUrl: string | null,
): StoredAttachment {
  const sequence = Math.max(0, Math.floor((ctx.now.getTime() - SEQUENCE_EPOCH_MS) / 1000));
  const content = buildInvitation({
    uid: `rsvp-${ctx.registrationId}-session-${ctx.session.id}@${new URL(ctx.publicUrl).hostname}`,
    title: ctx.session.title,
    // The personal join link goes only into a paid attendee's invitation, never into a cancellation.
    description:
      method === 'REQUEST' && joinUrl
        ? `${ctx.session.title} with ${ctx.siteName}.\nYour personal join link (keep it to yourself): ${joinUrl}\nReference: ${ctx.reference}`
        : `Your registration for ${ctx.session.title} with ${ctx.siteName} has been cancelled.\nReference: ${ctx.reference}`,
    startsAt: ctx.session.startsAt,
    durationMinutes: ctx.session.durationMinutes,
    // The attendee's own zone: the invitation reads in their local time even where a calendar ignores TZID.
    timeZone: ctx.timeZone,
    organizerName: ctx.siteName,
    organizerEmail: ctx.organizerEmail,
    attendeeName: `${ctx.firstName} ${ctx.lastName}`.trim(),
    attendeeEmail: ctx.email,
    url: method === 'REQUEST' ? joinUrl : null,
    now: ctx.now,
    method,
    sequence: method === 'CANCEL' ? sequence + 1 : sequence,
  });
  return {
    filename: method === 'CANCEL' ? 'cancellation.ics' : 'invitation.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content,
  };
}

export function sessionRows(ctx: WaitlistContext): [string, string][] {
  return [
    ['Session', ctx.session.title],
    ['When', formatSessionTime(ctx.session.startsAt, ctx.timeZone, ctx.session.timezone)],
    ['Length', formatDuration(ctx.session.durationMinutes)],
  ];
}

export function compose(
  ctx: WaitlistContext,
  mail: { kind: string; subject: string; blocks: MailBlock[]; attachments?: StoredAttachment[] },
): OutgoingMail {
  const { text, html } = renderMail({
    siteName: ctx.siteName,
    publicUrl: ctx.publicUrl,
    greeting: `Hi ${ctx.firstName},`,
    blocks: mail.blocks,
  });
  return { kind: mail.kind, to: ctx.email, subject: mail.subject, text, html, attachments: mail.attachments ?? [] };
}

export const questions = (ctx: SeatEmailContext): MailBlock => ({
  type: 'paragraph',
  text: `Questions? Write to us at ${ctx.organizerEmail} and quote your reference, ${ctx.reference}.`,
});
