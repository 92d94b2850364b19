import type { NewsletterSender } from '@meridian/contracts/newsletter-issues';
import { useEffect } from 'react';
import { MailboxMissingAlert } from '../../components/mailbox-missing-alert';
import { useMailboxPrompt } from '../../lib/mailbox-prompt';
import { useSenderMailbox } from '../../lib/use-sender-mailbox';

interface NewsletterSenderNoticeProps {
  sender: NewsletterSender;
  /** The signed-in admin: when they are the sender, the notice offers to connect their mailbox. */
  userId: number;
  /** Asks for the sender again once their mailbox is connected (the From comes with it). */
  onConnected: () => void;
}

/** Why issues cannot go out yet: the newsletter sender has no connected mailbox. Null while they have one. */
export function NewsletterSenderNotice({ sender, userId, onConnected }: NewsletterSenderNoticeProps) {
  const prompt = useMailboxPrompt();
  const own = sender.userId === userId;
  const mailbox = useSenderMailbox(own && !sender.from ? userId : null);

  useEffect(() => {
    if (mailbox.status === 'saved') onConnected();
  }, [mailbox.status, onConnected]);

  if (sender.from) return null;
  return (
    <MailboxMissingAlert onConnect={own ? prompt?.connect : null}>
      {own
        ? 'Issues go out from the newsletter sender’s own mailbox. You are the sender and have not connected one yet: connect it to send a test, schedule or send.'
        : `Issues go out from the newsletter sender’s own mailbox, and ${sender.name || 'the newsletter sender'} has not connected one. They connect it from “Sending mailbox” in their panel, or you can choose another sender.`}
    </MailboxMissingAlert>
  );
}
