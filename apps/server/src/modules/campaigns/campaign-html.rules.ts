import sanitizeHtml from 'sanitize-html';
import { decodeEntities, escapeHtml, RICH_TEXT_SANITIZE, RICH_TEXT_TAGS } from '../../lib/html-text';

export { decodeEntities, escapeHtml };

/**
 * Campaign bodies (docs/product.md, Email marketing): what the editor saves is sanitised once, on
 * save — no scripts, no event handlers, no `javascript:` or other URL schemes than http(s) and
 * mailto — keeping images, links, basic formatting and a short list of inline styles. The plain-text
 * part is built from the sanitised HTML.
 */

const STYLE_VALUE = [/^[#\w\s.,%()-]{1,64}$/];

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  ...RICH_TEXT_SANITIZE,
  allowedTags: [...RICH_TEXT_TAGS, 'table', 'thead', 'tbody', 'tr', 'td', 'th'],
  allowedAttributes: {
    ...RICH_TEXT_SANITIZE.allowedAttributes,
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    '*': ['style'],
  },
  allowedStyles: {
    '*': Object.fromEntries(
      [
        'color',
        'background-color',
        'text-align',
        'font-size',
        'font-weight',
        'font-style',
        'text-decoration',
        'line-height',
        'margin',
        'padding',
        'width',
        'max-width',
        'height',
        'border',
        'border-radius',
      ].map((property) => [property, STYLE_VALUE]),
    ),
  },
  transformTags: {
    // Links open in a new tab from web mail; no opener access.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, ...(/^https?:\/\//i.test(attribs.href ?? '') ? { target: '_blank' } : {}) },
    }),
  },
};

/** Sanitised HTML; U+E000 (a private-use character) is dropped, as message templates use it as a marker. */
export function sanitizeCampaignHtml(html: string): string {
  return sanitizeHtml(html.replace(/\uE000/g, ''), SANITIZE_OPTIONS).trim();
}

/** `<a … href="…"` in sanitised HTML (sanitize-html always writes attributes double-quoted). */
const LINK_HREF = /(<a\b[^>]*?\shref=")([^"]*)(")/gi;
const TRACKABLE = /^https?:\/\//i;

/** The http(s) links of a sanitised body, each once, in order of first appearance. */
export function campaignLinks(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(LINK_HREF)) {
    const url = decodeEntities(match[2] ?? '');
    if (TRACKABLE.test(url)) urls.add(url);
  }
  return [...urls];
}

/** The body with each http(s) link's href replaced by `hrefFor(its index in campaignLinks)` (HTML-escaped). */
export function rewriteLinks(html: string, links: readonly string[], hrefFor: (index: number) => string): string {
  return html.replace(LINK_HREF, (whole, start: string, href: string, end: string) => {
    const index = links.indexOf(decodeEntities(href));
    return index < 0 ? whole : `${start}${escapeHtml(hrefFor(index))}${end}`;
  });
}

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, '');
}

/** The plain-text part: paragraphs and lines kept, list items dashed, links as `text (url)`. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<hr\b[^>]*>/gi, '\n\n---\n\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/(p|div|h[1-6]|blockquote|pre|ul|ol|table|tr)>/gi, '\n\n')
    .replace(/<\/t[dh]>/gi, '  ')
    .replace(/<img\b[^>]*\balt="([^"]+)"[^>]*>/gi, '[$1]')
    .replace(/<a\b[^>]*?\shref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_whole, href: string, inner: string) => {
      const label = stripTags(inner).trim();
      const url = href.replace(/^mailto:/i, '');
      return label === '' || decodeEntities(label) === decodeEntities(url) ? url : `${label} (${url})`;
    });
  return decodeEntities(stripTags(text))
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export interface MergeData {
  firstName: string;
  lastName: string;
  email: string;
}

const MERGE_FIELD = /\{\{\s*(firstName|lastName|email)\s*(?:\|([^}]*))?\}\}/g;

/** The recipient's value of a merge field, or its fallback (after the bar) when the value is empty. */
function mergeValue(data: MergeData, field: keyof MergeData, fallback: string | undefined) {
  const value = data[field].trim();
  return value === '' ? { text: (fallback ?? '').trim(), isFallback: true } : { text: value, isFallback: false };
}

/**
 * Fills `{{firstName}}`, `{{lastName}}` and `{{email}}`, with the fallback after a bar when the value
 * is empty (`{{firstName|there}}`). In HTML the value is escaped (the fallback already is, being
 * sanitised text); in text it is inserted as is.
 */
export function mergeFields(template: string, data: MergeData, mode: 'html' | 'text'): string {
  return template.replace(MERGE_FIELD, (_whole, field: keyof MergeData, fallback: string | undefined) => {
    const { text, isFallback } = mergeValue(data, field, fallback);
    return mode === 'html' && !isFallback ? escapeHtml(text) : text;
  });
}

/**
 * A link with its merge fields filled for one recipient, each value (or fallback) URL-encoded, so
 * `?e={{email}}` arrives as `?e=ada%40example.com` and no value can change where the link goes
 * (docs/product.md, Email marketing). The click redirect fills a tracked link this way.
 */
export function mergeLinkFields(url: string, data: MergeData): string {
  return url.replace(MERGE_FIELD, (_whole, field: keyof MergeData, fallback: string | undefined) =>
    encodeURIComponent(mergeValue(data, field, fallback).text),
  );
}
