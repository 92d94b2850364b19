import { Button, Menu } from '@mantine/core';
import { useRichTextEditorContext } from '@mantine/tiptap';
import { IconBraces, IconChevronDown } from '@tabler/icons-react';
import { MERGE_FIELDS } from './merge-fields';

/** "Merge field": puts `{{firstName|there}}`, `{{lastName}}` or `{{email}}` where the cursor is. */
export function MergeFieldMenu() {
  const { editor } = useRichTextEditorContext();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconBraces size={14} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          Merge field
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {MERGE_FIELDS.map((field) => (
          <Menu.Item key={field.token} onClick={() => editor?.chain().focus().insertContent(field.token).run()}>
            {field.label}: {field.token}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
