import '@mantine/tiptap/styles.layer.css';
import { Input } from '@mantine/core';
import { RichTextEditor as MantineEditor } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import type { Content, Editor, Extensions } from '@tiptap/react';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, type ReactNode } from 'react';
import { ImageUrlControl } from './image-url-control';
import classes from './rich-text-editor.module.css';

export interface RichTextEditorProps {
  label: string;
  description?: ReactNode;
  /** HTML (campaigns) or a Tiptap JSON document (posts, FAQ and legal texts); read once, when the editor starts. */
  value: Content;
  onChange: (editor: Editor) => void;
  error?: string | null;
  /** Images by address (campaigns, posts): the image node and its toolbar control. */
  images?: boolean;
  /** Extensions beyond the starter kit (a video node). */
  extensions?: Extensions;
  /** Headings the toolbar offers; the page's own title is the h1. */
  headings?: readonly (2 | 3 | 4)[];
  /** Controls after the standard ones (merge fields, a video). */
  extraControls?: ReactNode;
  minHeight?: number;
}

/**
 * The rich-text editor of the back office (Tiptap through @mantine/tiptap): campaign bodies, blog
 * posts, FAQ answers and legal texts: bold, italic, headings (the page owns the h1), lists, quote,
 * code, links (http, https, mailto), images when asked, undo and redo. Load it lazily: lists never need it
 * (docs/decisions/2026-11-23-campaign-editor.md). The contenteditable is the field: named by the
 * label, described by the message, invalid with it.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const {
    label,
    description,
    value,
    onChange,
    error,
    images = false,
    extensions = [],
    headings = [2, 3],
    extraControls,
  } = props;
  const labelId = useId();
  const errorId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } }),
      ...(images ? [Image.configure({ inline: false })] : []),
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
            {headings.includes(2) ? <MantineEditor.H2 /> : null}
            {headings.includes(3) ? <MantineEditor.H3 /> : null}
            {headings.includes(4) ? <MantineEditor.H4 /> : null}
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
            {images ? <ImageUrlControl /> : null}
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Undo />
            <MantineEditor.Redo />
          </MantineEditor.ControlsGroup>
          {extraControls}
        </MantineEditor.Toolbar>
        <MantineEditor.Content mih={props.minHeight ?? 240} />
      </MantineEditor>
    </Input.Wrapper>
  );
}
