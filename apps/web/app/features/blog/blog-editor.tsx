import type { RichTextNode } from '@meridian/contracts/rich-text';
import { RichTextEditor } from '../../components/rich-text/rich-text-editor';
import { VideoEmbed } from './video-embed';
import { VideoEmbedControl } from './video-embed-control';

export interface BlogEditorProps {
  value: RichTextNode;
  onChange: (doc: RichTextNode) => void;
  error?: string | null;
}

/** A post's body: the shared rich-text editor plus YouTube and Vimeo videos, saved as Tiptap JSON. A lazy chunk. */
export default function BlogEditor({ value, onChange, error }: BlogEditorProps) {
  return (
    <RichTextEditor
      label="Body"
      description="Headings, lists, quotes, code, links, images and YouTube or Vimeo videos."
      value={value}
      onChange={(editor) => onChange(editor.getJSON() as RichTextNode)}
      error={error}
      images
      extensions={[VideoEmbed]}
      extraControls={<VideoEmbedControl />}
    />
  );
}
