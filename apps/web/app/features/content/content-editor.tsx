import { refundPolicyLine } from '@meridian/contracts/settings-refund-policy';
import type { RichTextDoc } from '@meridian/contracts/rich-text';
import type { JSONContent } from '@tiptap/react';
import { RichTextEditor } from '../../components/rich-text/rich-text-editor';
import { formatMinutesInWords } from '../../lib/datetime';
import { useSiteConfig } from '../../lib/use-site-config';

export interface ContentEditorProps {
  label: string;
  description?: string;
  value: RichTextDoc;
  onChange: (doc: RichTextDoc) => void;
  error?: string | null;
  minHeight?: number;
}

/**
 * FAQ answers and legal texts: the shared rich-text editor, saving the document as JSON, which the
 * server renders through its allow-list, filling its merge fields (`{{seatHold}}`, `{{refundPolicy}}`). A lazy chunk:
 * the lists never load it.
 */
export default function ContentEditor({ label, description, value, onChange, error, minHeight }: ContentEditorProps) {
  const { seatHoldMinutes, refundPolicy } = useSiteConfig();
  const fields =
    `Where the text says how long a seat is held while paying, type {{seatHold}}: the page shows the current setting (${formatMinutesInWords(seatHoldMinutes)}). ` +
    `Where it states the refund policy, type {{refundPolicy}}: the page shows the Site settings policy (${refundPolicyLine(refundPolicy)})`;
  return (
    <RichTextEditor
      label={label}
      description={description ? `${description} ${fields}` : fields}
      value={value as JSONContent}
      onChange={(editor) => onChange(editor.getJSON() as RichTextDoc)}
      error={error}
      headings={[2, 3, 4]}
      minHeight={minHeight}
    />
  );
}
