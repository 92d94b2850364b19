import { z } from 'zod';
import { nestingDepth } from './fields';

/**
 * Rich text as the editor (Tiptap) saves it: a ProseMirror document in JSON, for blog posts, FAQ
 * answers and legal texts. The server renders it to HTML through an allow-list
 * (apps/server/src/lib/rich-text/render-rich-text.ts); anything it does not know is dropped, so
 * nothing a writer types can run script on a reader's page.
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
/** Nodes inside each other, the document counting as one: quotes in lists in quotes… */
export const RICH_TEXT_MAX_DEPTH = 20;
/**
 * Arrays and objects inside each other in the JSON: two per node, and room for a deepest node's
 * marks and attributes. Measured before the node schema recurses, so no input can overflow it.
 */
const MAX_JSON_DEPTH = 2 * RICH_TEXT_MAX_DEPTH + 8;

const markSchema = z.object({ type: z.string().max(40), attrs: z.record(z.string(), z.unknown()).optional() });
const nodeSchema: z.ZodType<RichTextNode> = z.lazy(() =>
  z.object({
    type: z.string().max(40),
    attrs: z.record(z.string(), z.unknown()).optional(),
    content: z.array(nodeSchema).max(5000).optional(),
    marks: z.array(markSchema).max(20).optional(),
    text: z.string().optional(),
  }),
);

/** How many nodes sit inside each other (the document is 1), counted without recursion. */
function nodeDepth(doc: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[doc, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    if (node === null || typeof node !== 'object') continue;
    deepest = Math.max(deepest, depth);
    const content = (node as { content?: unknown }).content;
    if (Array.isArray(content)) for (const child of content) pending.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * `document` behind a depth check that runs first (docs/product.md, Input and messages): a
 * document nested past the limit is refused with `tooDeep`, and the node schema, which recurses,
 * never sees it.
 */
function shallowFirst<T extends z.ZodType>(document: T, tooDeep: string) {
  return z
    .unknown()
    .refine(
      (value) => nestingDepth(value, MAX_JSON_DEPTH) <= MAX_JSON_DEPTH && nodeDepth(value) <= RICH_TEXT_MAX_DEPTH,
      tooDeep,
    )
    .pipe(document);
}

/** A document field that may be empty (a draft post's body); `label` names it in the messages. */
export function richTextDocSchema(label: string) {
  const invalid = `${label} could not be read; reload the page and try again`;
  const document = z
    .object(
      { type: z.literal('doc', { error: invalid }), content: z.array(nodeSchema, { error: invalid }).default([]) },
      { error: invalid },
    )
    .refine((doc) => JSON.stringify(doc).length <= RICH_TEXT_MAX_CHARS, `${label} is too long; split it in two`);
  return shallowFirst(document, richTextTooDeep(label)) as unknown as z.ZodType<
    z.output<typeof document>,
    z.input<typeof document>
  >;
}

/** The message of a document nested past the limit; `label` names it ("The post"). */
export function richTextTooDeep(label: string): string {
  return `${label} nests lists and quotes too deeply; take some of them out of the others`;
}

/** A required rich-text field: a document with some text in it, within the size and depth limits. */
export function richTextField(messages: { required: string; tooLong: string; tooDeep: string }) {
  const document = z
    .object(
      { type: z.literal('doc', { error: messages.required }), content: z.array(nodeSchema) },
      { error: messages.required },
    )
    .refine((doc) => richTextPlain(doc).trim() !== '', messages.required)
    .refine((doc) => JSON.stringify(doc).length <= RICH_TEXT_MAX_CHARS, messages.tooLong);
  return shallowFirst(document, messages.tooDeep) as unknown as z.ZodType<RichTextDoc>;
}

export const EMPTY_RICH_TEXT: RichTextNode = { type: 'doc', content: [] };

/** The text of a document: blocks on their own lines, for search, summaries and the emptiness check. */
export function richTextPlain(node: RichTextNode | RichTextDoc): string {
  if (node.type === 'text') return (node as RichTextNode).text ?? '';
  if (node.type === 'hardBreak') return '\n';
  const inner = (node.content ?? []).map(richTextPlain);
  const isBlockParent = (node.content ?? []).some((child) => child.type !== 'text' && child.type !== 'hardBreak');
  return inner.join(isBlockParent ? '\n' : '');
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

/** Video hosts a post may embed, by the address a writer pastes. */
export type VideoProvider = 'youtube' | 'vimeo';
export interface VideoEmbed {
  provider: VideoProvider;
  videoId: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

/** The allow-listed video an address points at, or null (any other host, or not a video). */
export function parseVideoUrl(address: string): VideoEmbed | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'youtu.be') id = parts[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id =
      parts[0] === 'watch'
        ? (url.searchParams.get('v') ?? undefined)
        : ['embed', 'shorts', 'live'].includes(parts[0] ?? '')
          ? parts[1]
          : undefined;
  }
  if (id !== undefined) return YOUTUBE_ID.test(id) ? { provider: 'youtube', videoId: id } : null;
  if (host === 'vimeo.com') id = parts[0];
  else if (host === 'player.vimeo.com' && parts[0] === 'video') id = parts[1];
  return id !== undefined && VIMEO_ID.test(id) ? { provider: 'vimeo', videoId: id } : null;
}

/** Whether an embed's attributes name an allowed provider and a well-formed id. */
export function isVideoEmbed(value: { provider?: unknown; videoId?: unknown }): value is VideoEmbed {
  return (
    (value.provider === 'youtube' && typeof value.videoId === 'string' && YOUTUBE_ID.test(value.videoId)) ||
    (value.provider === 'vimeo' && typeof value.videoId === 'string' && VIMEO_ID.test(value.videoId))
  );
}

/** The player address of an embed (privacy-enhanced YouTube; Vimeo's player without tracking). */
export function videoEmbedSrc(embed: VideoEmbed): string {
  return embed.provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${embed.videoId}`
    : `https://player.vimeo.com/video/${embed.videoId}?dnt=1`;
}

/** Origins of the players (the Content-Security-Policy's frame-src). */
export const VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];
