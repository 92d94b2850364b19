import { listAdvertisers } from '@meridian/contracts/billboard-advertisers';
import {
  listAdminCreatives,
  reviewCreative,
  reviewCreativeSchema,
  type AdminCreative,
} from '@meridian/contracts/billboard';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { FormError } from '../../components/form-error';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { notify } from '../../lib/notify';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';

/** The admin rejects a creative with the reason its advertiser will read. */
export function RejectCreativeModal({ creative, onClose }: { creative: AdminCreative; onClose: () => void }) {
  const form = useContractForm(reviewCreativeSchema, { initialValues: { decision: 'reject', reason: '' } });
  const review = useEndpointMutation(reviewCreative, { invalidates: [listAdminCreatives, listAdvertisers] });

  const submit = form.onSubmit(() => {
    const body = form.check();
    if (!body) return;
    review.mutate(
      { params: { id: creative.id }, body },
      {
        onSuccess: () => {
          notify.success({ title: 'Digital Billboard', message: `“${creative.name}” was rejected.` });
          onClose();
        },
        onError: (error) => form.showFailure(error),
      },
    );
  });

  return (
    <Modal opened onClose={onClose} title={`Reject “${creative.name}”`} centered>
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{creative.ownerName} sees this reason and can change the creative and submit it again.</Text>
          <Textarea
            label="Reason"
            autosize
            minRows={3}
            maxLength={500}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <FormError message={form.formError} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red.9" loading={review.isPending}>
              Reject
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
