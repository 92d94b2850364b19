import { Box, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { fillMergeFields, renderMergeFields, SAMPLE_RECIPIENT } from './merge-fields';

const WIDTHS = { desktop: 640, mobile: 360 } as const;
type PreviewWidth = keyof typeof WIDTHS;

const FRAME_STYLE =
  'body{margin:0;padding:16px;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:16px;line-height:1.5;color:#1a1b1e;word-wrap:break-word}img{max-width:100%;height:auto}a{color:#1c4f9c}blockquote{margin:0 0 0 4px;padding-left:12px;border-left:3px solid #ced4da;color:#495057}';

interface EmailPreviewProps {
  subject: string;
  preheader: string;
  html: string;
  from: string;
}

/**
 * The message as a recipient sees it, merge fields filled with a sample contact, at a desktop or a
 * phone width. Rendered in a sandboxed frame without scripts: nothing in the body runs, and its
 * styles and the page's stay apart.
 */
export function EmailPreview({ subject, preheader, html, from }: EmailPreviewProps) {
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const body = renderMergeFields(html, SAMPLE_RECIPIENT);
  const document = `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${FRAME_STYLE}</style></head><body>${
    body || '<p style="color:#495057">Your message will appear here.</p>'
  }</body></html>`;

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center">
        <Title order={2} size="h4">
          Preview
        </Title>
        <SegmentedControl
          aria-label="Preview width"
          size="xs"
          value={width}
          onChange={(value) => setWidth(value as PreviewWidth)}
          data={[
            { value: 'desktop', label: 'Desktop' },
            { value: 'mobile', label: 'Mobile' },
          ]}
        />
      </Group>
      <Text size="sm" c="dimmed">
        As {SAMPLE_RECIPIENT.firstName} {SAMPLE_RECIPIENT.lastName} ({SAMPLE_RECIPIENT.email}) would see it.
      </Text>
      <Paper withBorder radius="md" p={0} maw={WIDTHS[width]} w="100%" style={{ overflow: 'hidden' }}>
        <Box p="sm" bg="gray.0" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          <Text size="sm" c="dimmed" truncate>
            From: {from}
          </Text>
          <Text fw={700} truncate data-testid="preview-subject">
            {fillMergeFields(subject, SAMPLE_RECIPIENT) || 'No subject yet'}
          </Text>
          {preheader ? (
            <Text size="sm" c="dimmed" truncate>
              {fillMergeFields(preheader, SAMPLE_RECIPIENT)}
            </Text>
          ) : null}
        </Box>
        <iframe
          title="Message preview"
          sandbox="allow-scripts"
          srcDoc={document}
          style={{ display: 'block', width: '100%', height: 420, border: 0, background: '#fff' }}
        />
      </Paper>
    </Stack>
  );
}
