import { RichTextEditor } from '../../components/rich-text/rich-text-editor';
import { MergeFieldMenu } from './merge-field-menu';

export interface CampaignEditorProps {
  value: string;
  onChange: (html: string) => void;
  error?: string | null;
}

/**
 * The campaign body's editor: the shared rich-text editor with images and merge fields, saving HTML.
 * A lazy chunk of its own: the campaign list never loads it (docs/decisions/2026-11-23-campaign-editor.md).
 */
export default function CampaignEditor({ value, onChange, error }: CampaignEditorProps) {
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
