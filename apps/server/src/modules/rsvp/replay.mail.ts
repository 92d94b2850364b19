import type { OutgoingMail } from '../mail/mail.module';
import { compose, questions, sessionRows } from './rsvp-email-parts.mail';
import { displayZone, formatDateTime } from './rsvp-email-format.mail';
import type { PaidSeatContext } from './rsvp.mail';

export interface ReplayMailContext extends PaidSeatContext {
  /** When the replay stops being available. */
  expiresAt: Date;
  /** The seat joined or was marked attended: thanked for coming, else told we missed them. */
  attended: boolean;
}

/**
 * The session's replay is ready: once per paid seat and replay window, attended or not, with the
 * seat's personal link (which now opens the replay) and when the replay stops being available.
 */
export function replayEmail(ctx: ReplayMailContext): OutgoingMail {
  const until = formatDateTime(ctx.expiresAt, displayZone(ctx.timeZone, ctx.session.timezone));
  const opening = ctx.attended
    ? `Thank you for joining us for ${ctx.session.title}. The replay is ready, so you can watch it again at your own pace.`
    : `We missed you at ${ctx.session.title}, so we kept the replay for you: watch it whenever suits you.`;
  return compose(ctx, {
    kind: 'rsvp.replay',
    subject: `The replay is ready: ${ctx.session.title}`,
    blocks: [
      { type: 'paragraph', text: opening },
      { type: 'details', rows: [...sessionRows(ctx), ['Replay available until', until], ['Reference', ctx.reference]] },
      { type: 'link', label: 'Watch the replay', url: ctx.joinUrl },
      {
        type: 'paragraph',
        text:
          `Your personal join link now opens the replay, until ${until}. It is just for you, so please keep it ` +
          'to yourself.',
      },
      questions(ctx),
    ],
  });
}
