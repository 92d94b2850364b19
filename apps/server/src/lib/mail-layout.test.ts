import { describe, expect, it } from 'vitest';
import { escapeHtml, renderMail } from './mail-layout';

describe('renderMail', () => {
  const layout = {
    siteName: 'Meridian <Trading> Academy',
    publicUrl: 'https://meridian.example',
    greeting: 'Hi "Ada" & co,',
    blocks: [
      { type: 'paragraph', text: 'Line one\nLine <two>' },
      {
        type: 'details',
        rows: [
          ['When', 'Today\nTomorrow'],
          ['Reference', 'A&B'],
        ],
      },
      { type: 'link', label: 'Open', url: 'https://example.com/?a=1&b=2' },
      { type: 'link', label: 'Not a web link', url: 'javascript:alert(1)' },
      { type: 'code', value: '123456' },
    ],
  } as const;

  it('writes aligned plain text with a footer', () => {
    const { text } = renderMail(layout);
    expect(text).toBe(
      [
        'Hi "Ada" & co,',
        'Line one\nLine <two>',
        'When:      Today\n           Tomorrow\nReference: A&B',
        'Open:\nhttps://example.com/?a=1&b=2',
        'Not a web link:\njavascript:alert(1)',
        '    123456',
        'The Meridian <Trading> Academy team',
        '-- \nMeridian <Trading> Academy\nhttps://meridian.example\n',
      ].join('\n\n'),
    );
  });

  it('escapes every value in the HTML and links only web addresses', () => {
    const { html } = renderMail(layout);
    expect(html).toContain(
      '<p style="margin:0 0 16px;font-size:16px;line-height:1.5">Hi &quot;Ada&quot; &amp; co,</p>',
    );
    expect(html).toContain('Line one<br>Line &lt;two&gt;');
    expect(html).toContain('<th scope="row"');
    expect(html).toContain('>A&amp;B</td>');
    expect(html).toContain('href="https://example.com/?a=1&amp;b=2"');
    expect(html).not.toContain('href="javascript');
    expect(html).toContain('<title>Meridian &lt;Trading&gt; Academy</title>');
    expect(html).not.toMatch(/<Trading>/);
  });

  it('escapes the five HTML special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
