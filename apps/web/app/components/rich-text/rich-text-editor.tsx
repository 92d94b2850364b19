import '@mantine/tiptap/styles.layer.css';
import { Input } from '@mantine/core';
import { RichTextEditor as MantineEditor } from '@mantine/tiptap';
import type { Content, Editor, Extensions } from '@tiptap/react';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, type ReactNode } from 'react';
import classes from './rich-text-editor.module.css';

export interface RichTextEditorProps {
  label: string;
  description?: string;
  /** HTML (campaigns) or a Tiptap JSON document (FAQ and legal texts). */
  value: Content;
  onChange: (editor: Editor) => void;
  error?: string | null;
  /** Extensions beyond the starter kit (an image node). */
  extensions?: Extensions;
  /** Headings the toolbar offers; the page's own title is the h1. */
  headings?: readonly (2 | 3 | 4)[];
  /** Controls after the standard ones (an image address, merge fields). */
  extraControls?: ReactNode;
  minHeight?: number;
}

/**
 * The rich-text editor of the back office (Tiptap through @mantine/tiptap): campaign bodies, FAQ
 * answers and legal texts. Load it lazily: lists never need it
 * (docs/decisions/2026-11-23-campaign-editor.md). The contenteditable is the field: named by the
 * label, described by the message, invalid with it.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { label, description, value, onChange, error, extensions = [], headings = [2, 3], extraControls } = props;
  const labelId = useId();
  const errorId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } }),
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
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Link />
            <MantineEditor.Unlink />
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
