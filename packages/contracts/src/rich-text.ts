import { z } from 'zod';

/**
 * Rich text as the editor (Tiptap) saves it: a ProseMirror document in JSON. The server renders it to
 * HTML through an allow-list of node and mark types (docs/product.md, FAQ and Legal); anything else in
 * a stored document is dropped on rendering, its text kept.
 */
export interface RichTextMark {
  type: string;
  attrs?: Record<string, unknown>;
}

export interface RichTextNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: RichTextNode[];
  marks?: RichTextMark[];
  text?: string;
}

export interface RichTextDoc {
  type: 'doc';
  content: RichTextNode[];
}

/** The largest document accepted, as JSON text (a long legal document is about 60,000 characters). */
export const RICH_TEXT_MAX_CHARS = 400_000;

const nodeSchema: z.ZodType<RichTextNode> = z.lazy(() =>
  z.object({
    type: z.string().max(40),
    attrs: z.record(z.string(), z.unknown()).optional(),
    content: z.array(nodeSchema).optional(),
    marks: z
      .array(z.object({ type: z.string().max(40), attrs: z.record(z.string(), z.unknown()).optional() }))
      .optional(),
    text: z.string().optional(),
  }),
);

/** The text of a document: blocks on their own lines, for search, summaries and the emptiness check. */
export function richTextPlain(node: RichTextNode | RichTextDoc): string {
  if (node.type === 'text') return (node as RichTextNode).text ?? '';
  if (node.type === 'hardBreak') return '\n';
  const inner = (node.content ?? []).map(richTextPlain);
  const isBlockParent = (node.content ?? []).some((child) => child.type !== 'text' && child.type !== 'hardBreak');
  return inner.join(isBlockParent ? '\n' : '');
}

/** A required rich-text field: a document with some text in it, within the size limit. */
export function richTextField(messages: { required: string; tooLong: string }) {
  return z
    .object(
      { type: z.literal('doc', { error: messages.required }), content: z.array(nodeSchema) },
      { error: messages.required },
    )
    .refine((doc) => richTextPlain(doc).trim() !== '', messages.required)
    .refine((doc) => JSON.stringify(doc).length <= RICH_TEXT_MAX_CHARS, messages.tooLong) as z.ZodType<RichTextDoc>;
}

/** A paragraph per block of plain text (blank lines apart), line breaks kept. */
export function plainTextToRichText(text: string): RichTextDoc {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter((block) => block !== '');
  return {
    type: 'doc',
    content: blocks.map((block) => ({
      type: 'paragraph',
      content: block
        .split('\n')
        .flatMap((line, index): RichTextNode[] => [
          ...(index > 0 ? [{ type: 'hardBreak' }] : []),
          ...(line === '' ? [] : [{ type: 'text', text: line }]),
        ]),
    })),
  };
}
