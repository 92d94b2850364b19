import type { OutgoingMail } from '../mail/mail.module';
import { compose, invitation, questions, sessionRows } from './rsvp-email-parts.mail';
import { joinLinkNote, type PaidSeatContext } from './rsvp.mail';

/**
 * An admin revoked the seat's join link (it was shared) and this is the fresh one; the invitation
 * attached updates the calendar entry, whose earlier link no longer works.
 */
export function newJoinLinkEmail(ctx: PaidSeatContext): OutgoingMail {
  return compose(ctx, {
    kind: 'rsvp.join-link',
    subject: `Your new join link: ${ctx.session.title}`,
    blocks: [
      {
        type: 'paragraph',
        text:
          `We have replaced your join link for ${ctx.session.title}. The link in our earlier emails and in your ` +
          'calendar no longer works: please use this one.',
      },
      { type: 'details', rows: [...sessionRows(ctx), ['Reference', ctx.reference]] },
      { type: 'link', label: 'Join the session', url: ctx.joinUrl },
      { type: 'paragraph', text: joinLinkNote(ctx) },
      {
        type: 'paragraph',
        text: 'The attached invitation (invitation.ics) updates the session in your calendar with the new link.',
      },
      questions(ctx),
    ],
    attachments: [invitation(ctx, 'REQUEST', ctx.joinUrl)],
  });
}
