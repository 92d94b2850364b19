import { Button, Popover, Stack, TextInput } from '@mantine/core';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import type { Editor } from '@tiptap/react';
import { useState, type ReactNode } from 'react';

export interface InsertByAddressControlProps {
  /** What the control inserts, e.g. "image": the button reads "Insert image". */
  what: string;
  icon: ReactNode;
  addressLabel: string;
  placeholder: string;
  /** Asks for a description too (an image's alt text). */
  withDescription?: boolean;
  width?: number;
  /** Inserts into the editor, or answers the message to show under the address. */
  insert: (editor: Editor, address: string, description: string) => string | null;
}

/** A toolbar button whose popover takes an address (and a description) and inserts what it names. */
export function InsertByAddressControl(props: InsertByAddressControlProps) {
  const { what, icon, addressLabel, placeholder, withDescription = false, width = 280 } = props;
  const { editor } = useRichTextEditorContext();
  const [opened, setOpened] = useState(false);
  const [address, setAddress] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);

  function insert() {
    if (!editor) return;
    const refused = props.insert(editor, address.trim(), description.trim());
    if (refused) {
      setError(refused);
      return;
    }
    setOpened(false);
    setAddress('');
    setDescription('');
    setError(null);
  }

  return (
    <Popover opened={opened} onChange={setOpened} trapFocus position="bottom" withArrow shadow="md">
      <Popover.Target>
        <RichTextEditor.Control
          onClick={() => setOpened((open) => !open)}
          aria-label={`Insert ${what}`}
          title={`Insert ${what}`}
          active={opened}
        >
          {icon}
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={width}>
          <TextInput
            label={addressLabel}
            placeholder={placeholder}
            value={address}
            error={error}
            onChange={(event) => {
              setAddress(event.currentTarget.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                insert();
              }
            }}
          />
          {withDescription ? (
            <TextInput
              label="Description (alt text)"
              value={description}
              onChange={(event) => setDescription(event.currentTarget.value)}
            />
          ) : null}
          <Button size="xs" onClick={insert}>
            Insert {what}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
