import { BLOG_COVER_UPLOAD, generatePresignedUrl } from '@meridian/contracts/blog';
import { uploadProblem } from '@meridian/contracts/uploads';
import { Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { UploadProgress } from '../../components/upload-progress';
import { errorMessage } from '../../lib/error-message';
import { useUpload } from '../../lib/upload';

const UPLOAD_FAILED = 'The image did not finish uploading; check your connection and choose it again';

interface CoverUploadProps {
  /** The cover shown now (the saved one, or the one just uploaded). */
  url: string | null;
  onUploaded: (key: string, previewUrl: string) => void;
  onRemove: () => void;
  error?: string | null;
}

/**
 * The post's cover: checked against the contract's rules first, then uploaded straight to storage
 * (lib/upload.ts: the server checks type and size again with the same messages), and the form keeps
 * its key; the server checks the bytes when the post is saved.
 */
export function CoverUpload({ url, onUploaded, onRemove, error }: CoverUploadProps) {
  const { upload, progress } = useUpload();
  const uploading = progress !== null;
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();
  const shown = problem ?? error ?? null;

  async function choose(file: File | null) {
    if (!file) return;
    const refused = uploadProblem(BLOG_COVER_UPLOAD, file);
    setProblem(refused);
    if (refused) return;
    try {
      const key = await upload({
        endpoint: generatePresignedUrl,
        body: { contentType: file.type as (typeof BLOG_COVER_UPLOAD.contentTypes)[number], sizeBytes: file.size },
        file,
        failed: UPLOAD_FAILED,
      });
      onUploaded(key, URL.createObjectURL(file));
    } catch (failure) {
      // The API's message for a refused request; UPLOAD_FAILED (UploadFailed's) for the rest.
      setProblem(errorMessage(failure, UPLOAD_FAILED));
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
          <FileButton onChange={(file) => void choose(file)} accept={BLOG_COVER_UPLOAD.contentTypes.join(',')}>
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
        <UploadProgress value={progress} label="Cover image upload" />
      </Stack>
    </Input.Wrapper>
  );
}
