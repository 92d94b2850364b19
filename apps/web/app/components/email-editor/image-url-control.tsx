import { Button, Popover, Stack, TextInput } from '@mantine/core';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';

const IMAGE_URL_MESSAGE = 'Enter the full address of the image, starting with https://';

/** Inserts an image by its address (campaign images are hosted elsewhere; mail carries no attachments). */
export function ImageUrlControl() {
  const { editor } = useRichTextEditorContext();
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState('');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);

  function insert() {
    const address = url.trim();
    if (!/^https?:\/\/\S+$/i.test(address)) {
      setError(IMAGE_URL_MESSAGE);
      return;
    }
    editor?.chain().focus().setImage({ src: address, alt: alt.trim() }).run();
    setOpened(false);
    setUrl('');
    setAlt('');
    setError(null);
  }

  return (
    <Popover opened={opened} onChange={setOpened} trapFocus position="bottom" withArrow shadow="md">
      <Popover.Target>
        <RichTextEditor.Control
          onClick={() => setOpened((open) => !open)}
          aria-label="Insert image"
          title="Insert image"
          active={opened}
        >
          <IconPhoto size={16} stroke={1.5} aria-hidden />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={280}>
          <TextInput
            label="Image address"
            placeholder="https://"
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
          <TextInput
            label="Description (alt text)"
            value={alt}
            onChange={(event) => setAlt(event.currentTarget.value)}
          />
          <Button size="xs" onClick={insert}>
            Insert image
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
