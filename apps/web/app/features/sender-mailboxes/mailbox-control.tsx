import { Button } from '@mantine/core';
import { MAILBOX_OAUTH_RESULT_PARAM } from '@meridian/contracts/sender-mailboxes';
import { IconMail } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { notify } from '../../lib/notify';
import { useSenderMailbox } from '../../lib/use-sender-mailbox';

const CredentialsModal = lazy(() => import('./credentials-modal'));

/** What the panel says when a "Connect with …" sign-in comes back (`?mailbox=`). */
const OAUTH_OUTCOMES: Record<string, { ok: boolean; message: string }> = {
  connected: { ok: true, message: 'Your mailbox is connected. Campaigns will be sent from it.' },
  cancelled: { ok: false, message: 'The sign-in was cancelled, so no mailbox was connected.' },
  refused: { ok: false, message: 'The sign-in did not complete. Please try again.' },
  'no-address': {
    ok: false,
    message: 'The sign-in did not give access to a mailbox. Please try again and allow sending email.',
  },
  'smtp-refused': {
    ok: false,
    message: 'Signed in, but the mailbox refused to send with it. Check that SMTP sending is allowed for your mailbox.',
  },
};

/** Whether this browser session already closed the entry prompt for this user (sessionStorage). */
const dismissedKey = (userId: number) => `meridian:mailbox-prompt-dismissed:${userId}`;

function readDismissed(userId: number): boolean {
  try {
    return window.sessionStorage.getItem(dismissedKey(userId)) === '1';
  } catch {
    return false;
  }
}

function rememberDismissed(userId: number): void {
  try {
    window.sessionStorage.setItem(dismissedKey(userId), '1');
  } catch {
    // Storage can be unavailable (private mode): the prompt then stays closed until the next load.
  }
}

interface MailboxControlProps {
  userId: number;
  /** Open the modal by itself on entering the panel while no mailbox is saved (once a browser session). */
  promptOnEntry: boolean;
  /** A sending page asked for a mailbox (MailboxPrompt.connect): the modal is open until closed. */
  requested: boolean;
  onRequestClosed: () => void;
}

/**
 * The panel's "Sending mailbox" button (sidebar footer) and the credentials modal: on entry while the
 * sender has no mailbox (or it could not be looked up) when the panel prompts, once a browser session;
 * whenever a sending page asks; on demand to connect, change or remove it.
 */
export function MailboxControl({ userId, promptOnEntry, requested, onRequestClosed }: MailboxControlProps) {
  const mailbox = useSenderMailbox(userId);
  const [manage, setManage] = useState(false);
  const [dismissed, setDismissed] = useState(() => readDismissed(userId));
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const outcome = params.get(MAILBOX_OAUTH_RESULT_PARAM);

  useEffect(() => {
    const known = outcome ? OAUTH_OUTCOMES[outcome] : undefined;
    if (!outcome) return;
    if (known) (known.ok ? notify.success : notify.error)({ message: known.message });
    setParams(
      (current) => {
        current.delete(MAILBOX_OAUTH_RESULT_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [outcome, setParams]);

  const required = promptOnEntry && mailbox.status === 'missing' && !dismissed;
  const opened = required || manage || requested;
  const close = () => {
    setManage(false);
    if (required) rememberDismissed(userId);
    setDismissed(true);
    if (requested) onRequestClosed();
  };

  return (
    <>
      <Button
        variant="subtle"
        fullWidth
        justify="flex-start"
        leftSection={<IconMail size={16} aria-hidden />}
        onClick={() => setManage(true)}
        mb="xs"
      >
        Sending mailbox
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <CredentialsModal opened userId={userId} saved={mailbox.saved} returnTo={pathname} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
