import { richTextPlain, type RichTextDoc, type RichTextMark, type RichTextNode } from '@meridian/contracts/rich-text';
import { escapeHtml } from '../mail-layout';

/**
 * Rich text (Tiptap JSON) to HTML on the server, through an allow-list (docs/product.md, FAQ and
 * Legal). Only the node and mark types below produce tags; every text is escaped; a link keeps its
 * address only when it is http(s), mailto or a path on this site. Anything else (script or iframe
 * nodes, event-handler or style attributes, `javascript:` and `data:` links, SVG) never reaches the
 * output: an unknown node is replaced by its children's text, an unknown mark or attribute is dropped.
 */

const BLOCKS: Record<string, string> = {
  paragraph: 'p',
  bulletList: 'ul',
  listItem: 'li',
  blockquote: 'blockquote',
};

const MARKS: Record<string, string> = {
  bold: 'strong',
  italic: 'em',
  underline: 'u',
  strike: 's',
  code: 'code',
};

/** An address a link may keep: http(s), mailto, or a path on this site (not protocol-relative). */
export function safeHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const href = value.trim();
  if (/^(https?:\/\/|mailto:)/i.test(href) && !/[\s<>"]/.test(href)) return href;
  if (/^\/(?!\/)[^\s<>"\\]*$/.test(href)) return href;
  return null;
}

function openLink(attrs: Record<string, unknown> | undefined): string | null {
  const href = safeHref(attrs?.href);
  if (href === null) return null;
  const external = /^https?:\/\//i.test(href);
  return `<a href="${escapeHtml(href)}"${external ? ' target="_blank" rel="noopener noreferrer nofollow"' : ''}>`;
}

function renderText(node: RichTextNode): string {
  let html = escapeHtml(node.text ?? '');
  for (const mark of node.marks ?? []) html = wrapMark(mark, html);
  return html;
}

function wrapMark(mark: RichTextMark, inner: string): string {
  if (mark.type === 'link') {
    const open = openLink(mark.attrs);
    return open ? `${open}${inner}</a>` : inner;
  }
  const tag = MARKS[mark.type];
  return tag ? `<${tag}>${inner}</${tag}>` : inner;
}

function headingLevel(attrs: Record<string, unknown> | undefined): number {
  const level = typeof attrs?.level === 'number' ? Math.trunc(attrs.level) : 2;
  // The page's own title is the h1; the document's headings start at h2.
  return Math.min(4, Math.max(2, level));
}

function renderNode(node: RichTextNode): string {
  const children = () => (Array.isArray(node.content) ? node.content : []).map(renderNode).join('');
  switch (node.type) {
    case 'text':
      return renderText(node);
    case 'hardBreak':
      return '<br>';
    case 'horizontalRule':
      return '<hr>';
    case 'heading': {
      const tag = `h${headingLevel(node.attrs)}`;
      return `<${tag}>${children()}</${tag}>`;
    }
    case 'orderedList': {
      const start = typeof node.attrs?.start === 'number' ? Math.trunc(node.attrs.start) : 1;
      return `<ol${start > 1 && start < 100_000 ? ` start="${start}"` : ''}>${children()}</ol>`;
    }
    default: {
      const tag = BLOCKS[node.type];
      return tag ? `<${tag}>${children()}</${tag}>` : children();
    }
  }
}

/** The HTML of a stored document; a value that is not a document renders as nothing. */
export function renderRichText(doc: RichTextDoc | null | undefined): string {
  if (!doc || doc.type !== 'doc' || !Array.isArray(doc.content)) return '';
  return doc.content.map(renderNode).join('');
}

/** The text of each block (paragraph, heading, list item, quote line) in order, for comparing versions. */
export function richTextBlocks(doc: RichTextDoc): string[] {
  const blocks: string[] = [];
  const walk = (node: RichTextNode): void => {
    const content = Array.isArray(node.content) ? node.content : [];
    if (['bulletList', 'orderedList', 'blockquote', 'listItem', 'doc'].includes(node.type)) {
      content.forEach(walk);
      return;
    }
    const text = richTextPlain(node).trim();
    if (text !== '') blocks.push(text);
  };
  walk(doc as RichTextNode);
  return blocks;
}
