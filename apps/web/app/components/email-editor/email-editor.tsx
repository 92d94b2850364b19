import { RichTextEditor } from '../rich-text/rich-text-editor';
import { MergeFieldMenu } from './merge-field-menu';

export interface EmailEditorProps {
  value: string;
  onChange: (html: string) => void;
  error?: string | null;
}

/**
 * The body editor of a campaign or a newsletter issue: the shared rich-text editor with images and
 * merge fields, saving HTML. A lazy chunk of its own: the lists never load it
 * (docs/decisions/2026-11-23-campaign-editor.md).
 */
export default function EmailEditor({ value, onChange, error }: EmailEditorProps) {
  return (
    <RichTextEditor
      label="Message"
      description="Merge fields such as {{firstName|there}} are filled in for each recipient."
      value={value}
      onChange={(editor) => onChange(editor.isEmpty ? '' : editor.getHTML())}
      error={error}
      images
      extraControls={<MergeFieldMenu />}
    />
  );
}
