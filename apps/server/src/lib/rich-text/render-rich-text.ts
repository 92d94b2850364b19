import {
  isVideoEmbed,
  richTextPlain,
  videoEmbedSrc,
  type RichTextDoc,
  type RichTextMark,
  type RichTextNode,
} from '@meridian/contracts/rich-text';
import sanitizeHtml from 'sanitize-html';
import { escapeHtml, isSafeHref, RICH_TEXT_SANITIZE, RICH_TEXT_TAGS } from '../html-text';

/**
 * Renders a Tiptap document (packages/contracts rich-text.ts: posts, FAQ answers, legal texts; see
 * docs/product.md, Blog and FAQ and Legal) to HTML through an allow-list: only the
 * nodes and marks below are written, each with attributes it validates (links: http(s), mailto or a
 * path here; images: http(s); videos: an allow-listed player built from a provider and an id, never
 * an address the writer typed). Unknown nodes are dropped. The result then goes through
 * sanitize-html with the same allow-list as a second fence. Headings start at h2: the page's title
 * is its h1.
 */
const SAFE_CLASS = /^[a-z0-9-]{1,24}$/;
const attr = (node: { attrs?: Record<string, unknown> }, name: string) => {
  const value = node.attrs?.[name];
  return typeof value === 'string' ? value : undefined;
};

function markOpen(mark: RichTextMark): [string, string] | null {
  switch (mark.type) {
    case 'bold':
      return ['<strong>', '</strong>'];
    case 'italic':
      return ['<em>', '</em>'];
    case 'underline':
      return ['<u>', '</u>'];
    case 'strike':
      return ['<s>', '</s>'];
    case 'code':
      return ['<code>', '</code>'];
    case 'link': {
      const href = attr(mark, 'href')?.trim() ?? '';
      if (!isSafeHref(href)) return null;
      const external = /^https?:\/\//i.test(href);
      const rel = external ? ' rel="noopener noreferrer nofollow" target="_blank"' : '';
      return [`<a href="${escapeHtml(href)}"${rel}>`, '</a>'];
    }
    default:
      return null;
  }
}

function text(node: RichTextNode): string {
  let html = escapeHtml(node.text ?? '');
  for (const mark of node.marks ?? []) {
    const tags = markOpen(mark);
    if (tags) html = `${tags[0]}${html}${tags[1]}`;
  }
  return html;
}

function video(node: RichTextNode): string {
  const embed = { provider: node.attrs?.provider, videoId: node.attrs?.videoId };
  if (!isVideoEmbed(embed)) return '';
  const title = embed.provider === 'youtube' ? 'YouTube video' : 'Vimeo video';
  return (
    `<div class="video-embed"><iframe src="${escapeHtml(videoEmbedSrc(embed))}" title="${title}" loading="lazy" ` +
    'allow="encrypted-media; picture-in-picture; fullscreen" allowfullscreen ' +
    'referrerpolicy="strict-origin-when-cross-origin"></iframe></div>'
  );
}

function image(node: RichTextNode): string {
  const src = attr(node, 'src')?.trim() ?? '';
  if (!/^https?:\/\//i.test(src)) return '';
  const alt = attr(node, 'alt') ?? '';
  return `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" loading="lazy" />`;
}

function render(node: RichTextNode): string {
  const inner = () => (node.content ?? []).map(render).join('');
  switch (node.type) {
    case 'doc':
      return inner();
    case 'text':
      return text(node);
    case 'paragraph':
      return `<p>${inner()}</p>`;
    case 'heading': {
      const level = Math.min(4, Math.max(2, Number(node.attrs?.level) || 2));
      return `<h${level}>${inner()}</h${level}>`;
    }
    case 'bulletList':
      return `<ul>${inner()}</ul>`;
    case 'orderedList': {
      const start = Number(node.attrs?.start);
      return Number.isInteger(start) && start > 1 && start < 100_000
        ? `<ol start="${start}">${inner()}</ol>`
        : `<ol>${inner()}</ol>`;
    }
    case 'listItem':
      return `<li>${inner()}</li>`;
    case 'blockquote':
      return `<blockquote>${inner()}</blockquote>`;
    case 'codeBlock': {
      const language = attr(node, 'language');
      const cls = language && SAFE_CLASS.test(language) ? ` class="language-${language}"` : '';
      return `<pre><code${cls}>${(node.content ?? []).map((child) => escapeHtml(child.text ?? '')).join('')}</code></pre>`;
    }
    case 'horizontalRule':
      return '<hr />';
    case 'hardBreak':
      return '<br />';
    case 'image':
      return image(node);
    case 'videoEmbed':
      return video(node);
    default:
      return '';
  }
}

const SANITIZE: sanitizeHtml.IOptions = {
  ...RICH_TEXT_SANITIZE,
  allowedTags: [...RICH_TEXT_TAGS, 'iframe'],
  allowedAttributes: {
    ...RICH_TEXT_SANITIZE.allowedAttributes,
    a: ['href', 'rel', 'target'],
    img: ['src', 'alt', 'loading'],
    ol: ['start'],
    code: ['class'],
    div: ['class'],
    iframe: ['src', 'title', 'loading', 'allow', 'allowfullscreen', 'referrerpolicy'],
  },
  allowedClasses: { code: ['language-*'], div: ['video-embed'] },
  allowedIframeHostnames: ['www.youtube-nocookie.com', 'player.vimeo.com'],
  allowIframeRelativeUrls: false,
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
};

export function richTextToHtml(doc: RichTextNode): string {
  return sanitizeHtml(render(doc), SANITIZE);
}

/** Image addresses in a document (to check they exist, or to list what a post uses). */
export function richTextImages(doc: RichTextNode): string[] {
  if (doc.type === 'image') return [attr(doc, 'src') ?? ''].filter(Boolean);
  return (doc.content ?? []).flatMap(richTextImages);
}

/** The HTML of a stored document; a value that is not a document renders as nothing. */
export function renderRichText(doc: RichTextDoc | null | undefined): string {
  if (!doc || doc.type !== 'doc' || !Array.isArray(doc.content)) return '';
  return richTextToHtml(doc);
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
