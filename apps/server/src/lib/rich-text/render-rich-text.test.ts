import type { RichTextNode } from '@meridian/contracts/rich-text';
import { describe, expect, it } from 'vitest';
import { richTextToHtml } from './render-rich-text';

const doc = (...content: RichTextNode[]): RichTextNode => ({ type: 'doc', content });
const p = (...content: RichTextNode[]): RichTextNode => ({ type: 'paragraph', content });
const t = (text: string, marks?: RichTextNode['marks']): RichTextNode => ({
  type: 'text',
  text,
  ...(marks ? { marks } : {}),
});

describe('richTextToHtml', () => {
  it('renders headings, lists, quotes, code, links and images', () => {
    const html = richTextToHtml(
      doc(
        { type: 'heading', attrs: { level: 2 }, content: [t('Sizing')] },
        p(
          t('Read '),
          t('the guide', [{ type: 'link', attrs: { href: 'https://example.com/guide' } }]),
          t(' first.', [{ type: 'bold' }]),
        ),
        { type: 'bulletList', content: [{ type: 'listItem', content: [p(t('One'))] }] },
        { type: 'blockquote', content: [p(t('Plan the trade.'))] },
        { type: 'codeBlock', attrs: { language: 'ts' }, content: [t('const risk = 0.01 < 1;')] },
        { type: 'image', attrs: { src: 'https://cdn.example.com/a.png', alt: 'A chart' } },
        { type: 'videoEmbed', attrs: { provider: 'youtube', videoId: 'dQw4w9WgXcQ' } },
      ),
    );
    expect(html).toContain('<h2>Sizing</h2>');
    expect(html).toContain(
      '<a href="https://example.com/guide" rel="noopener noreferrer nofollow" target="_blank">the guide</a>',
    );
    expect(html).toContain('<strong> first.</strong>');
    expect(html).toContain('<ul><li><p>One</p></li></ul>');
    expect(html).toContain('<blockquote><p>Plan the trade.</p></blockquote>');
    expect(html).toContain('<pre><code class="language-ts">const risk = 0.01 &lt; 1;</code></pre>');
    expect(html).toContain('<img src="https://cdn.example.com/a.png" alt="A chart" loading="lazy" />');
    expect(html).toContain('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
  });

  it('keeps whatever a writer types inert: script, handlers, javascript: links, SVG, foreign frames', () => {
    const html = richTextToHtml(
      doc(
        p(t('<script>alert(1)</script><img src=x onerror=alert(1)>')),
        p(t('click', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }])),
        p(t('click', [{ type: 'link', attrs: { href: ' JaVaScRiPt:alert(1)' } }])),
        p(t('data', [{ type: 'link', attrs: { href: 'data:text/html,<script>alert(1)</script>' } }])),
        { type: 'image', attrs: { src: 'javascript:alert(1)' } },
        { type: 'image', attrs: { src: 'data:image/svg+xml,<svg onload=alert(1)>' } },
        { type: 'image', attrs: { src: 'https://x.test/a.png" onerror="alert(1)' } },
        { type: 'svg', content: [t('<svg onload=alert(1)>')] },
        { type: 'html', attrs: { html: '<script>alert(1)</script>' } },
        { type: 'videoEmbed', attrs: { provider: 'youtube', videoId: '"><script>' } },
        { type: 'videoEmbed', attrs: { provider: 'evil', videoId: 'dQw4w9WgXcQ' } },
        { type: 'heading', attrs: { level: '1 onclick=alert(1)' }, content: [t('H')] },
        { type: 'codeBlock', attrs: { language: '" onmouseover="alert(1)' }, content: [t('x')] },
      ),
    );
    expect(html).not.toMatch(/<script|<svg/i);
    // No event handler attribute on any element (attribute values, being quoted and escaped, aside).
    expect(html.replace(/"[^"]*"/g, '""')).not.toMatch(/<[^>]*\son\w+=/i);
    expect(html).not.toMatch(/(href|src)="\s*(javascript|data):/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<iframe');
    expect(html).toContain('<h2>H</h2>');
    expect(html).toContain('<img src="https://x.test/a.png&quot; onerror=&quot;alert(1)"');
  });
});
