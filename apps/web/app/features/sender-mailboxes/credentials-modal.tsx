import { Modal, Stack, Text } from '@mantine/core';
import type { MarketingCredentials } from '@meridian/contracts/sender-mailboxes';
import { CredentialsForm } from './credentials-form';
import { SavedMailbox } from './saved-mailbox';

export interface CredentialsModalProps {
  opened: boolean;
  userId: number | null;
  /** The saved mailbox when the sender opened it to change or remove it; null while none is saved. */
  saved: MarketingCredentials | null;
  /** The panel page the "Connect with …" sign-in comes back to. */
  returnTo: string;
  onClose: () => void;
}

/**
 * "Email Credentials Required" (docs/product.md, Email marketing from the sender's own mailbox): the
 * seed's texts, shown while a Sales or Email Marketing user has no mailbox, and from "Sending mailbox"
 * to change or remove the saved one. Loaded only when needed.
 */
export default function CredentialsModal({ opened, userId, saved, returnTo, onClose }: CredentialsModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={saved ? 'Sending Mailbox' : 'Email Credentials Required'}
      size="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <div>
          <Text fw={600}>
            {saved ? 'The mailbox your marketing emails are sent from' : 'Setup required to send marketing emails'}
          </Text>
          <Text size="sm" c="dimmed" mt={4}>
            Marketing emails are sent from your own email address. Sign in with an app password: a separate password
            your email provider creates for apps like this one, which is different from your normal email password.
          </Text>
        </div>
        {saved && userId !== null ? <SavedMailbox userId={userId} saved={saved} /> : null}
        {saved ? <Text fw={600}>Use another mailbox</Text> : null}
        <CredentialsForm userId={userId} returnTo={returnTo} onSaved={onClose} />
      </Stack>
    </Modal>
  );
}
