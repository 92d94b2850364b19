import { BLOG_MESSAGES } from '@meridian/contracts/blog';
import { parseVideoUrl } from '@meridian/contracts/rich-text';
import { Button, Popover, Stack, TextInput } from '@mantine/core';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { IconBrandYoutube } from '@tabler/icons-react';
import { useState } from 'react';

/** Inserts a YouTube or Vimeo video from the address a writer pastes; other sites are refused. */
export function VideoEmbedControl() {
  const { editor } = useRichTextEditorContext();
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);

  function insert() {
    const embed = parseVideoUrl(url);
    if (!embed) {
      setError(BLOG_MESSAGES.videoUrl);
      return;
    }
    editor?.chain().focus().insertContent({ type: 'videoEmbed', attrs: embed }).run();
    setOpened(false);
    setUrl('');
    setError(null);
  }

  return (
    <Popover opened={opened} onChange={setOpened} trapFocus position="bottom" withArrow shadow="md">
      <Popover.Target>
        <RichTextEditor.Control
          onClick={() => setOpened((open) => !open)}
          aria-label="Insert video"
          title="Insert video"
          active={opened}
        >
          <IconBrandYoutube size={16} stroke={1.5} aria-hidden />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={300}>
          <TextInput
            label="YouTube or Vimeo address"
            placeholder="https://www.youtube.com/watch?v=…"
            value={url}
            error={error}
            onChange={(event) => {
              setUrl(event.currentTarget.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                insert();
              }
            }}
          />
          <Button size="xs" onClick={insert}>
            Insert video
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
