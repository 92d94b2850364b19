import { REPLAY_UPLOAD, replayUploadTarget } from '@meridian/contracts/rsvp-replays';
import { uploadProblem } from '@meridian/contracts/uploads';
import { Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { UploadProgress } from '../../components/upload-progress';
import { errorMessage } from '../../lib/error-message';
import { formatFileSize } from '../../lib/format';
import { useUpload } from '../../lib/upload';

const UPLOAD_FAILED = 'The recording did not finish uploading; check your connection and choose it again';

interface ReplayFileFieldProps {
  sessionId: number;
  /** What is chosen now: the saved file or the one just uploaded (null for none). */
  chosen: string | null;
  onUploaded: (key: string, name: string) => void;
  onBusy: (busy: boolean) => void;
  error?: string | null;
}

/**
 * A replay's recording: checked against the contract's rules first, then uploaded straight to
 * private storage with its progress (lib/upload.ts); the form keeps its key and the server checks
 * the bytes when the replay is saved.
 */
export function ReplayFileField({ sessionId, chosen, onUploaded, onBusy, error }: ReplayFileFieldProps) {
  const { upload, progress } = useUpload();
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();
  const shown = problem ?? error ?? null;

  async function choose(file: File | null) {
    if (!file) return;
    const refused = uploadProblem(REPLAY_UPLOAD, file);
    setProblem(refused);
    if (refused) return;
    onBusy(true);
    try {
      const key = await upload({
        endpoint: replayUploadTarget,
        body: {
          sessionId,
          contentType: file.type as (typeof REPLAY_UPLOAD.contentTypes)[number],
          sizeBytes: file.size,
        },
        file,
        failed: UPLOAD_FAILED,
      });
      onUploaded(key, `${file.name} (${formatFileSize(file.size)})`);
    } catch (failure) {
      setProblem(errorMessage(failure, UPLOAD_FAILED));
    } finally {
      onBusy(false);
    }
  }

  return (
    <Input.Wrapper
      label="Recording"
      description={`MP4 or WebM, up to ${formatFileSize(REPLAY_UPLOAD.maxBytes)}. Only attendees with a paid seat can play it.`}
      error={shown}
      errorProps={{ id: errorId }}
    >
      <Stack gap="xs" mt={4}>
        <Group gap="sm">
          <FileButton onChange={(file) => void choose(file)} accept={REPLAY_UPLOAD.contentTypes.join(',')}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconUpload size={16} aria-hidden />}
                loading={progress !== null}
                aria-describedby={shown ? errorId : undefined}
              >
                {chosen ? 'Choose another file' : 'Choose a file'}
              </Button>
            )}
          </FileButton>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {chosen ?? 'No file yet'}
          </Text>
        </Group>
        <UploadProgress value={progress} label="Recording upload" />
      </Stack>
    </Input.Wrapper>
  );
}
