import {
  CONTACT_REQUEST_STATUS_LABELS,
  contactReplyFormSchema,
  listContactRequests,
  replyToContactRequest,
  setContactRequestStatus,
  type ContactRequest,
} from '@meridian/contracts/contact-requests';
import { Anchor, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { GuardedFormModal } from '../../components/discard-changes/guarded-form-modal';
import { FormError } from '../../components/form-error';
import { browserTimeZone, formatSessionStart } from '../../lib/datetime';
import { errorMessage } from '../../lib/error-message';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { notify } from '../../lib/notify';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { DetailField } from '../../components/detail-field';

const KIND_LABELS = { consultation: 'Consultation', support: 'Support' } as const;

/** One contact request: the message, the replies sent so far, a reply by email, and close/reopen. */
export default function ContactRequestModal({
  target,
  onClose,
}: {
  target: ContactRequest | null;
  onClose: () => void;
}) {
  return (
    <GuardedFormModal
      opened={target !== null}
      onClose={onClose}
      title={target ? `${KIND_LABELS[target.kind]}: ${target.topic}` : ''}
      size="lg"
    >
      {(guard) =>
        target ? (
          <RequestThread
            key={target.id}
            initial={target}
            onDirtyChange={guard.setDirty}
            onCancel={guard.requestClose}
          />
        ) : null
      }
    </GuardedFormModal>
  );
}

function Message({ heading, sentAt, body }: { heading: string; sentAt: string; body: string }) {
  return (
    <Paper withBorder radius="sm" p="sm">
      <Text size="sm" fw={600}>
        {heading}
      </Text>
      <Text size="xs" c="dimmed" mb={4}>
        {formatSessionStart(sentAt, browserTimeZone())}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {body}
      </Text>
    </Paper>
  );
}

interface ThreadProps {
  initial: ContactRequest;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
}

function RequestThread({ initial, onDirtyChange, onCancel }: ThreadProps) {
  const [request, setRequest] = useState(initial);
  const form = useContractForm(contactReplyFormSchema, { initialValues: { body: '' } });
  const reply = useEndpointMutation(replyToContactRequest, { invalidates: [listContactRequests] });
  const status = useEndpointMutation(setContactRequestStatus, { invalidates: [listContactRequests] });
  const closed = request.status === 'closed';

  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  async function send(event: FormEvent) {
    event.preventDefault();
    const data = form.check();
    if (!data) return;
    try {
      setRequest(await reply.mutateAsync({ params: { id: request.id }, body: data }));
      form.reset();
      onDirtyChange(false);
      notify.success({ message: `Your reply is on its way to ${request.email}.` });
    } catch (error) {
      form.showFailure(error, { describe: () => 'The reply could not be sent. Please try again.' });
    }
  }

  async function move(next: 'closed' | 'new') {
    try {
      setRequest(await status.mutateAsync({ params: { id: request.id }, body: { status: next } }));
    } catch (error) {
      notify.error({ title: 'Contact request', message: errorMessage(error, 'The status could not be changed.') });
    }
  }

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-start" style={{ columnGap: 'var(--mantine-spacing-xl)' }}>
        <DetailField label="From">{request.name}</DetailField>
        <DetailField label="Email">
          <Anchor href={`mailto:${request.email}`}>{request.email}</Anchor>
        </DetailField>
        <DetailField label="Phone">{request.phone || 'Not given'}</DetailField>
      </Group>
      <Message heading={`${request.name} wrote`} sentAt={request.createdAt} body={request.message} />
      {request.replies.map((sent) => (
        <Message key={sent.id} heading={`Reply from ${sent.authorName}`} sentAt={sent.sentAt} body={sent.body} />
      ))}
      {closed ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            This request is closed ({CONTACT_REQUEST_STATUS_LABELS.closed}). Reopen it to reply.
          </Text>
          <Button variant="default" loading={status.isPending} onClick={() => void move('new')}>
            Reopen
          </Button>
        </Group>
      ) : (
        <form ref={form.formRef} noValidate onSubmit={(event) => void send(event)}>
          <Stack gap="sm">
            <Title order={3} size="h5">
              Reply by email
            </Title>
            <FormError message={form.formError} />
            <Textarea
              label="Your reply"
              description={`Sent to ${request.email} from the site's address, with their message quoted below it.`}
              required
              autosize
              minRows={4}
              maxRows={12}
              {...form.getInputProps('body')}
            />
            <Group justify="space-between">
              <Button variant="subtle" loading={status.isPending} onClick={() => void move('closed')}>
                Close request
              </Button>
              <Group gap="sm">
                <Button variant="default" onClick={onCancel}>
                  Cancel
                </Button>
                <Button type="submit" loading={reply.isPending}>
                  Send reply
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
