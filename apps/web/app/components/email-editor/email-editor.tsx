import '@mantine/tiptap/styles.layer.css';
import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import classes from './email-editor.module.css';
import { ImageUrlControl } from './image-url-control';
import { MergeFieldMenu } from './merge-field-menu';

export interface EmailEditorProps {
  value: string;
  onChange: (html: string) => void;
  error?: string | null;
}

/**
 * The body editor of a campaign or a newsletter issue (Tiptap through @mantine/tiptap). A lazy chunk
 * of its own: the lists never load it (docs/decisions/2026-11-23-campaign-editor.md).
 */
export default function EmailEditor({ value, onChange, error }: EmailEditorProps) {
  const labelId = useId();
  const errorId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } }),
      Image.configure({ inline: false }),
    ],
    content: value,
    immediatelyRender: false,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // The contenteditable is the field: named by the label, described by the message, invalid with it.
  useEffect(() => {
    if (!editor) return;
    editor.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          'aria-invalid': error ? 'true' : 'false',
          ...(error ? { 'aria-describedby': errorId } : {}),
        },
      },
    });
  }, [editor, error, labelId, errorId]);

  return (
    <Input.Wrapper
      label="Message"
      labelProps={{ id: labelId }}
      labelElement="div"
      description="Merge fields such as {{firstName|there}} are filled in for each recipient."
      error={error}
      errorProps={{ id: errorId }}
    >
      <RichTextEditor editor={editor} mt={4} classNames={{ content: classes.content }}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <ImageUrlControl />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
          <MergeFieldMenu />
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={240} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
