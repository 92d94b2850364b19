import type { OutgoingMail } from '../mail/mail.module';
import { compose, invitation, questions, sessionRows } from './rsvp-email-parts.mail';
import type { SeatEmailContext } from './rsvp.mail';

/**
 * The holder cancelled their own seat outside the refund policy: the seat is released and no money
 * moves (inside the policy the refund email says it instead).
 */
export function selfCancelledEmail(ctx: SeatEmailContext): OutgoingMail {
  return compose(ctx, {
    kind: 'rsvp.self-cancelled',
    subject: `You cancelled your seat for ${ctx.session.title}`,
    blocks: [
      { type: 'paragraph', text: `As you asked, we have cancelled your seat for ${ctx.session.title}.` },
      { type: 'details', rows: [...sessionRows(ctx), ['Reference', ctx.reference]] },
      {
        type: 'paragraph',
        text:
          'The refund window had closed, so no refund was made. The seat has gone back on sale; the attached ' +
          'calendar update removes the session from your calendar.',
      },
      { type: 'link', label: 'Choose another session', url: `${ctx.publicUrl}/rsvp` },
      questions(ctx),
    ],
    attachments: [invitation(ctx, 'CANCEL', null)],
  });
}
