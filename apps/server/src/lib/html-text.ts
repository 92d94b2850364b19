import type sanitizeHtml from 'sanitize-html';

/**
 * HTML helpers every rich-text output shares (campaign mail, blog posts): escaping, entity decoding
 * and the allow-list of tags and URL schemes writers' text may use. Each output adds what it needs
 * (inline styles for mail, video players for the blog) on top.
 */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** What an HTML parser takes for a tag, comment or declaration: `<` and a letter, `/`, `!` or `?`, to `>` or the end. */
const TAG_LIKE = /<[a-z/!?][^>]*(?:>|$)/gi;

/**
 * The plain text of `markup`, for places whose readers may render text as HTML (the blog's RSS
 * descriptions, docs/product.md Blog): tags removed and entities decoded, again until nothing
 * changes, so markup hidden behind entities goes too (each round shortens the text, so it ends);
 * runs of white space become one space. Escape the result for where it goes.
 */
export function plainText(markup: string): string {
  let text = markup;
  for (let next = decodeEntities(text.replace(TAG_LIKE, ' ')); next !== text; ) {
    text = next;
    next = decodeEntities(text.replace(TAG_LIKE, ' '));
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** Formatting, structure, links and images: what any rich text may contain. */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'img',
  'h1',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'hr',
  'span',
  'div',
  'code',
  'pre',
] as const;

/** The base of every sanitiser: no scripts, handlers or URL schemes but http(s) and mailto (images: http(s)). */
export const RICH_TEXT_SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    a: ['href', 'title', 'target'],
    img: ['src', 'alt', 'width', 'height', 'title'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** Whether a link target is safe to write: http(s), mailto, or a path on this site. */
export function isSafeHref(href: string): boolean {
  // No spaces, quotes or angle brackets: an address that needs them is not one a writer meant.
  if (/[\s<>"\\]/.test(href)) return false;
  return /^(https?:\/\/|mailto:)/i.test(href) || /^\/(?!\/)/.test(href);
}
