import type { RichTextDoc, RichTextNode } from '@meridian/contracts/rich-text';

const FIELD = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

function fill(node: RichTextNode, values: Readonly<Record<string, string>>): RichTextNode {
  if (node.type === 'text' && node.text?.includes('{{')) {
    return { ...node, text: node.text.replace(FIELD, (token, name: string) => values[name] ?? token) };
  }
  return node.content ? { ...node, content: node.content.map((child) => fill(child, values)) } : node;
}

/**
 * The document with each `{{name}}` in its text replaced by `values[name]` (docs/product.md, FAQ and
 * Legal: merge fields); an unknown name stays as written, so a typo shows on the page rather than
 * vanishing. The stored document and its versions keep the field.
 */
export function fillMergeFields(doc: RichTextDoc, values: Readonly<Record<string, string>>): RichTextDoc {
  return { ...doc, content: doc.content.map((node) => fill(node, values)) };
}
