import {
  CREATIVE_MESSAGES,
  CREATIVE_UPLOAD,
  createCreative,
  creativeInputSchema,
  listCreatives,
  presignCreativeUpload,
  updateCreative,
  type Creative,
} from '@meridian/contracts/billboard-creatives';
import { uploadProblem } from '@meridian/contracts/uploads';
import { Button, FileInput, Group, Modal, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { DiscardChangesDialog } from '../../components/discard-changes/discard-changes-dialog';
import { useDiscardGuard } from '../../components/discard-changes/use-discard-guard';
import { FormError } from '../../components/form-error';
import { UploadProgress } from '../../components/upload-progress';
import { browserTimeZone, optionalIsoInput, optionalLocalInput } from '../../lib/datetime';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { UploadFailed, useUpload } from '../../lib/upload';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';

const UPLOAD_FAILED = 'The image could not be uploaded. Please try again.';

/** What is wrong with a chosen file before anything is sent, in the API's words. */
const fileProblem = (file: File | null) => (file ? uploadProblem(CREATIVE_UPLOAD, file) : CREATIVE_MESSAGES.image);

/**
 * A creative: an image banner (uploaded here) or a text ad, with the address it links to and an
 * optional schedule. Editing keeps the current image unless another is chosen; a change to what
 * visitors see sends an approved creative back to review (the note says so). Closing it with changes
 * asks first (the discard guard).
 */
export function CreativeFormModal({ creative, onClose }: { creative?: Creative; onClose: () => void }) {
  const form = useContractForm(creativeInputSchema, {
    initialValues: {
      format: creative?.format ?? 'image',
      name: creative?.name ?? '',
      headline: creative?.headline ?? '',
      line: creative?.line ?? '',
      altText: creative?.altText ?? '',
      targetUrl: creative?.targetUrl ?? '',
      uploadKey: '',
      startsAt: optionalLocalInput(creative?.startsAt),
      endsAt: optionalLocalInput(creative?.endsAt),
    },
    toInput: (values) => ({
      ...values,
      startsAt: optionalIsoInput(values.startsAt),
      endsAt: optionalIsoInput(values.endsAt),
    }),
  });
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const { upload, progress } = useUpload();
  const create = useEndpointMutation(createCreative, { invalidates: [listCreatives] });
  const update = useEndpointMutation(updateCreative, { invalidates: [listCreatives] });
  const isImage = form.values.format === 'image';
  const hasImage = !!creative && creative.format === 'image' && Object.keys(creative.images).length > 0;
  const title = creative ? 'Edit creative' : 'New creative';
  const guard = useDiscardGuard(onClose);
  const { setDirty } = guard;
  useEffect(() => setDirty(form.dirty || file !== null), [setDirty, form.dirty, file]);

  const submit = form.onSubmit(async () => {
    const body = form.check();
    const problem = isImage && !(hasImage && !file) ? fileProblem(file) : null;
    // Beside the contract's messages (setFieldError adds to them), not instead of them.
    if (problem) form.setFieldError('uploadKey', problem);
    if (!body || problem) return;
    try {
      setUploading(true);
      // Straight to storage (lib/upload.ts); the server makes the banners when the creative is saved.
      const uploadKey =
        isImage && file
          ? await upload({
              endpoint: presignCreativeUpload,
              body: { contentType: file.type as (typeof CREATIVE_UPLOAD.contentTypes)[number], sizeBytes: file.size },
              file,
              failed: UPLOAD_FAILED,
            })
          : undefined;
      const input = { ...body, uploadKey };
      if (creative) await update.mutateAsync({ params: { id: creative.id }, body: input });
      else await create.mutateAsync({ body: input });
      setDirty(false);
      onClose();
    } catch (error) {
      if (error instanceof UploadFailed) form.showErrors({ uploadKey: error.message });
      else form.showFailure(error);
    } finally {
      setUploading(false);
    }
  });

  return (
    <>
      <Modal
        opened
        onClose={guard.requestClose}
        closeOnEscape={!guard.asking}
        title={title}
        centered
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <form ref={form.formRef} onSubmit={submit} noValidate>
          <Stack>
            <SegmentedControl
              aria-label="Format"
              data={[
                { value: 'image', label: 'Image banner' },
                { value: 'text', label: 'Text ad' },
              ]}
              {...form.getInputProps('format')}
            />
            <TextInput
              label="Name"
              description="For you; visitors never see it"
              maxLength={80}
              {...form.getInputProps('name')}
            />
            {isImage ? (
              <>
                <FileInput
                  label="Banner image"
                  description={`JPEG, PNG or WebP, at least 728 × 90 pixels, at most 5 MB; cropped into every slot size${hasImage ? '. Leave empty to keep the current banner' : ''}`}
                  accept={CREATIVE_UPLOAD.contentTypes.join(',')}
                  value={file}
                  onChange={(chosen) => {
                    setFile(chosen);
                    form.setFieldError('uploadKey', null);
                  }}
                  error={form.errors.uploadKey}
                  clearable
                />
                <UploadProgress value={progress} label="Banner image upload" />
                <TextInput label="Image description" maxLength={150} {...form.getInputProps('altText')} />
              </>
            ) : (
              <>
                <TextInput label="Headline" maxLength={60} {...form.getInputProps('headline')} />
                <TextInput label="Line" maxLength={120} {...form.getInputProps('line')} />
              </>
            )}
            <TextInput label="Target URL" placeholder="https://" inputMode="url" {...form.getInputProps('targetUrl')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                type="datetime-local"
                label="Show from"
                description={`Optional · ${browserTimeZone()}`}
                {...form.getInputProps('startsAt')}
              />
              <TextInput
                type="datetime-local"
                label="Show until"
                description={`Optional · ${browserTimeZone()}`}
                {...form.getInputProps('endsAt')}
              />
            </SimpleGrid>
            {creative && creative.status !== 'draft' ? (
              <Text size="sm" c="dimmed">
                Changing the text, image or link sends the creative to review again; it leaves the site until it is
                approved. A new name or schedule alone keeps it as it is.
              </Text>
            ) : null}
            <FormError message={form.formError} />
            <Group justify="flex-end">
              <Button variant="default" onClick={guard.requestClose}>
                Cancel
              </Button>
              <Button type="submit" loading={uploading}>
                {creative ? 'Save changes' : 'Save as draft'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <DiscardChangesDialog {...guard.dialogProps} />
    </>
  );
}
