import '@mantine/tiptap/styles.layer.css';
import { Input } from '@mantine/core';
import { RichTextEditor as MantineEditor } from '@mantine/tiptap';
import type { Content, Editor, Extensions } from '@tiptap/react';
import Image from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, type ReactNode } from 'react';
import { ImageUrlControl } from './image-url-control';
import classes from './rich-text-editor.module.css';

export interface RichTextEditorProps {
  label: string;
  description?: ReactNode;
  /** HTML or a Tiptap JSON document; read once, when the editor starts. */
  value: Content;
  /** Called with the editor on every change; the caller reads HTML or JSON from it. */
  onChange: (editor: Editor) => void;
  error?: string | null;
  /** Nodes beyond the shared set (StarterKit, Image). */
  extensions?: Extensions;
  /** Controls after the shared ones (a merge-field menu, a video control). */
  controls?: ReactNode;
}

/**
 * The site's rich-text editor (Tiptap through @mantine/tiptap): bold, italic, headings 2 and 3 (the
 * page owns the h1), lists, quote, code, links (http, https, mailto), images by address, undo and
 * redo. Campaigns and blog posts use it; each caller lazy-loads it as a chunk of its own.
 * The contenteditable is the field: named by the label, described by the message, invalid with it.
 */
export function RichTextEditor({
  label,
  description,
  value,
  onChange,
  error,
  extensions = [],
  controls,
}: RichTextEditorProps) {
  const labelId = useId();
  const errorId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } }),
      Image.configure({ inline: false }),
      ...extensions,
    ],
    content: value,
    immediatelyRender: false,
    onUpdate: ({ editor: current }) => onChange(current),
  });

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
      label={label}
      labelProps={{ id: labelId }}
      labelElement="div"
      description={description}
      error={error}
      errorProps={{ id: errorId }}
    >
      <MantineEditor editor={editor} mt={4} classNames={{ content: classes.content }}>
        <MantineEditor.Toolbar>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Bold />
            <MantineEditor.Italic />
            <MantineEditor.H2 />
            <MantineEditor.H3 />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.BulletList />
            <MantineEditor.OrderedList />
            <MantineEditor.Blockquote />
            <MantineEditor.CodeBlock />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Link />
            <MantineEditor.Unlink />
            <ImageUrlControl />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Undo />
            <MantineEditor.Redo />
          </MantineEditor.ControlsGroup>
          {controls}
        </MantineEditor.Toolbar>
        <MantineEditor.Content mih={240} />
      </MantineEditor>
    </Input.Wrapper>
  );
}
