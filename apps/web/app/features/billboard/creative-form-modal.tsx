import {
  CREATIVE_MESSAGES,
  CREATIVE_UPLOAD,
  createCreative,
  creativeInputSchema,
  listCreatives,
  presignCreativeUpload,
} from '@meridian/contracts/billboard';
import { Button, FileInput, Group, Modal, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '../../components/form-error';
import { callEndpoint } from '../../lib/api-client';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';

const UPLOAD_FAILED = 'The image could not be uploaded. Please try again.';

/** What is wrong with a chosen file before anything is sent, in the API's words. */
function fileProblem(file: File | null): string | null {
  if (!file) return CREATIVE_MESSAGES.image;
  if (!(CREATIVE_UPLOAD.contentTypes as readonly string[]).includes(file.type)) return CREATIVE_MESSAGES.contentType;
  if (file.size > CREATIVE_UPLOAD.maxBytes) return CREATIVE_MESSAGES.tooLarge;
  return null;
}

/** Sends the image straight to storage through a presigned PUT; resolves its key. */
async function upload(file: File): Promise<string> {
  const target = await callEndpoint(presignCreativeUpload, {
    body: { contentType: file.type as 'image/png', sizeBytes: file.size },
  });
  const res = await fetch(target.url, { method: 'PUT', headers: target.headers, body: file });
  if (!res.ok) throw new Error(UPLOAD_FAILED);
  return target.key;
}

/** A new creative: an image banner (uploaded here) or a text ad, with the address it links to. */
export function CreativeFormModal({ onClose }: { onClose: () => void }) {
  const form = useContractForm(creativeInputSchema, {
    initialValues: { format: 'image', name: '', headline: '', line: '', altText: '', targetUrl: '', uploadKey: '' },
  });
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const create = useEndpointMutation(createCreative, { invalidates: [listCreatives] });
  const isImage = form.values.format === 'image';

  const submit = form.onSubmit(async () => {
    const body = form.check();
    const problem = isImage ? fileProblem(file) : null;
    // Beside the contract's messages (setFieldError adds to them), not instead of them.
    if (problem) form.setFieldError('uploadKey', problem);
    if (!body || problem) return;
    try {
      setUploading(true);
      const uploadKey = isImage && file ? await upload(file) : undefined;
      await create.mutateAsync({ body: { ...body, ...(uploadKey ? { uploadKey } : {}) } });
      onClose();
    } catch (error) {
      form.showFailure(error);
    } finally {
      setUploading(false);
    }
  });

  return (
    <Modal opened onClose={onClose} title="New creative" centered size="lg">
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
                description="JPEG, PNG or WebP, at least 728 × 90 pixels, at most 5 MB; cropped into every slot size"
                accept={CREATIVE_UPLOAD.contentTypes.join(',')}
                value={file}
                onChange={(chosen) => {
                  setFile(chosen);
                  form.setFieldError('uploadKey', null);
                }}
                error={form.errors.uploadKey}
                clearable
              />
              <TextInput label="Image description" maxLength={150} {...form.getInputProps('altText')} />
            </>
          ) : (
            <>
              <TextInput label="Headline" maxLength={60} {...form.getInputProps('headline')} />
              <TextInput label="Line" maxLength={120} {...form.getInputProps('line')} />
            </>
          )}
          <TextInput label="Target URL" placeholder="https://" inputMode="url" {...form.getInputProps('targetUrl')} />
          <FormError message={form.formError} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={uploading}>
              Save as draft
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
