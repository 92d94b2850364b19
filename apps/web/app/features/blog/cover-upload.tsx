import { BLOG_COVER_MAX_BYTES, BLOG_IMAGE_TYPES, BLOG_MESSAGES, generatePresignedUrl } from '@meridian/contracts/blog';
import { Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { errorMessage } from '../../lib/error-message';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';

const UPLOAD_FAILED = 'The image did not finish uploading; check your connection and choose it again';

interface CoverUploadProps {
  /** The cover shown now (the saved one, or the one just uploaded). */
  url: string | null;
  onUploaded: (key: string, previewUrl: string) => void;
  onRemove: () => void;
  error?: string | null;
}

/**
 * The post's cover: the browser asks for a presigned upload (type and size checked by the server
 * with the same messages as here), PUTs the file straight to storage, and the form keeps its key;
 * the server checks the bytes when the post is saved.
 */
export function CoverUpload({ url, onUploaded, onRemove, error }: CoverUploadProps) {
  const presign = useEndpointMutation(generatePresignedUrl);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();
  const shown = problem ?? error ?? null;

  async function upload(file: File | null) {
    if (!file) return;
    setProblem(null);
    if (!(BLOG_IMAGE_TYPES as readonly string[]).includes(file.type)) return setProblem(BLOG_MESSAGES.imageType);
    if (file.size > BLOG_COVER_MAX_BYTES) return setProblem(BLOG_MESSAGES.imageTooLarge);
    if (file.size === 0) return setProblem(BLOG_MESSAGES.imageEmpty);
    setUploading(true);
    try {
      const target = await presign.mutateAsync({
        body: { contentType: file.type as (typeof BLOG_IMAGE_TYPES)[number], sizeBytes: file.size },
      });
      const answer = await fetch(target.url, { method: target.method, headers: target.headers, body: file });
      if (!answer.ok) throw new Error(UPLOAD_FAILED);
      onUploaded(target.key, URL.createObjectURL(file));
    } catch (failure) {
      setProblem(errorMessage(failure, UPLOAD_FAILED));
    } finally {
      setUploading(false);
    }
  }

  return (
    <Input.Wrapper
      label="Cover image"
      description="JPEG, PNG, WebP or GIF, up to 5 MB. Shown on the post, in the directory and on share cards."
      error={shown}
      errorProps={{ id: errorId }}
    >
      <Stack gap="xs" mt={4}>
        {url ? <Image src={url} alt="" radius="sm" mah={220} w="auto" fit="contain" /> : null}
        <Group gap="sm">
          <FileButton onChange={(file) => void upload(file)} accept={BLOG_IMAGE_TYPES.join(',')}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconPhotoUp size={16} aria-hidden />}
                loading={uploading}
                aria-describedby={shown ? errorId : undefined}
              >
                {url ? 'Replace image' : 'Upload image'}
              </Button>
            )}
          </FileButton>
          {url ? (
            <Button variant="outline" color="red.9" onClick={onRemove} disabled={uploading}>
              Remove cover
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              No cover yet
            </Text>
          )}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
