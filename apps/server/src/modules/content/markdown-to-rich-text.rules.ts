import type { RichTextDoc, RichTextMark, RichTextNode } from '@meridian/contracts/rich-text';

/**
 * The legal texts' Markdown (as stored before rich text) to a rich-text document, for the one-time
 * conversion at start-up. It covers what those texts use: paragraphs, `##`–`####` headings, numbered
 * and bulleted lists, `[links](/path)`, `**bold**`, `*italic*` and `` `code` ``; anything else stays
 * as literal text, so nothing is lost.
 */

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|\*([^*]+)\*|`([^`]+)`/g;

function inline(text: string): RichTextNode[] {
  const nodes: RichTextNode[] = [];
  const push = (value: string, marks?: RichTextMark[]) => {
    if (value !== '') nodes.push(marks ? { type: 'text', text: value, marks } : { type: 'text', text: value });
  };
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    push(text.slice(last, match.index));
    const [, label, href, bold, italic, code] = match;
    if (label !== undefined) push(label, [{ type: 'link', attrs: { href } }]);
    else if (bold !== undefined) push(bold, [{ type: 'bold' }]);
    else if (italic !== undefined) push(italic, [{ type: 'italic' }]);
    else push(code ?? '', [{ type: 'code' }]);
    last = match.index + match[0].length;
  }
  push(text.slice(last));
  return nodes;
}

const paragraph = (text: string): RichTextNode => ({ type: 'paragraph', content: inline(text) });

const HEADING = /^(#{1,6})\s+(.*)$/;
const ORDERED = /^(\d{1,6})[.)]\s+(.*)$/;
const BULLET = /^[-*+]\s+(.*)$/;

export function markdownToRichText(markdown: string): RichTextDoc {
  const content: RichTextNode[] = [];
  let list: RichTextNode | null = null;
  let lines: string[] = [];
  const flushParagraph = () => {
    if (lines.length > 0) content.push(paragraph(lines.join(' ')));
    lines = [];
  };
  const closeList = () => {
    list = null;
  };
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    const ordered = ORDERED.exec(line);
    const bullet = BULLET.exec(line);
    if (line === '') {
      flushParagraph();
      continue;
    }
    if (heading) {
      flushParagraph();
      closeList();
      content.push({
        type: 'heading',
        attrs: { level: Math.max(2, heading[1]!.length) },
        content: inline(heading[2]!),
      });
    } else if (ordered || bullet) {
      flushParagraph();
      const type = ordered ? 'orderedList' : 'bulletList';
      const current = list as RichTextNode | null;
      if (current?.type !== type) {
        list = ordered ? { type, attrs: { start: Number(ordered[1]) }, content: [] } : { type, content: [] };
        content.push(list);
      }
      (list as unknown as RichTextNode).content!.push({
        type: 'listItem',
        content: [paragraph(ordered ? ordered[2]! : bullet![1]!)],
      });
    } else if (list && raw.startsWith('  ')) {
      // A continuation line of the last list item.
      const items = (list as RichTextNode).content!;
      const item = items[items.length - 1]!.content![0]!;
      item.content = [...(item.content ?? []), { type: 'text', text: ' ' }, ...inline(line)];
    } else {
      closeList();
      lines.push(line);
    }
  }
  flushParagraph();
  return { type: 'doc', content };
}
