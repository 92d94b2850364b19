import {
  getRsvpHoldLimits,
  rsvpHoldLimitsSchema,
  updateRsvpHoldLimits,
  type RsvpHoldLimits,
} from '@meridian/contracts/rsvp-admin';
import { Stack, Text, TextInput } from '@mantine/core';
import { GuardedFormModal } from '../../components/discard-changes/guarded-form-modal';
import { ModalFormActions, useModalFormSubmit, type ModalFormProps } from '../../components/discard-changes/modal-form';
import { FormError } from '../../components/form-error';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';

interface HoldLimitsModalProps {
  opened: boolean;
  limits: RsvpHoldLimits;
  onClose: () => void;
}

/** "Seat hold limits": how many unpaid seats one visitor may hold at once (docs/product.md, Webinar seats). */
export default function HoldLimitsModal({ opened, limits, onClose }: HoldLimitsModalProps) {
  return (
    <GuardedFormModal opened={opened} onClose={onClose} title="Seat hold limits">
      {(guard) => (
        <HoldLimitsForm
          limits={limits}
          onDirtyChange={guard.setDirty}
          onCancel={guard.requestClose}
          onSaved={onClose}
        />
      )}
    </GuardedFormModal>
  );
}

function HoldLimitsForm({ limits, ...modal }: { limits: RsvpHoldLimits } & ModalFormProps) {
  const form = useContractForm(rsvpHoldLimitsSchema, {
    initialValues: {
      perAddressInSession: String(limits.perAddressInSession),
      perEmailInSession: String(limits.perEmailInSession),
      perAddress: String(limits.perAddress),
    },
  });
  const save = useEndpointMutation(updateRsvpHoldLimits, { invalidates: [getRsvpHoldLimits] });
  const submit = useModalFormSubmit(
    form,
    modal,
    async (body) => {
      const saved = await save.mutateAsync({ body });
      return `Seat hold limits saved: ${saved.perAddressInSession} per address and ${saved.perEmailInSession} per email in a session, ${saved.perAddress} per address in all.`;
    },
    'The seat hold limits could not be saved. Please try again.',
  );

  return (
    <form ref={form.formRef} noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          A seat is held while its visitor pays. These limits keep one visitor from holding many seats unpaid; a paid
          seat never counts. They apply to the next booking.
        </Text>
        <FormError message={form.formError} />
        <TextInput
          label="Unpaid holds per address in a session"
          description="From one internet connection (an IPv6 network counts as one)"
          inputMode="numeric"
          {...form.getInputProps('perAddressInSession')}
        />
        <TextInput
          label="Unpaid holds per email in a session"
          description="A second booking with the same email is refused, and the holder is emailed the way to pay"
          inputMode="numeric"
          {...form.getInputProps('perEmailInSession')}
        />
        <TextInput
          label="Unpaid holds per address in all sessions"
          inputMode="numeric"
          {...form.getInputProps('perAddress')}
        />
        <ModalFormActions mt="xs" busy={save.isPending} submitLabel="Save limits" onCancel={modal.onCancel} />
      </Stack>
    </form>
  );
}
