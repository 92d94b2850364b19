import { describe, expect, it } from 'vitest';
import {
  campaignLinks,
  htmlToText,
  mergeFields,
  mergeLinkFields,
  rewriteLinks,
  sanitizeCampaignHtml,
} from './campaign-html.rules';
import { prepareTemplate, renderMessage } from './campaign-message.rules';
import { createTrackingTokens } from './tracking-tokens.service';

describe('campaign HTML', () => {
  it('strips scripts, event handlers and javascript: URLs, keeping images, links and basic formatting', () => {
    const dirty = [
      '<h2 onclick="steal()">Spring webinar</h2>',
      '<script>alert(1)</script>',
      '<p style="color: #1c7ed6; position: fixed; background-image: url(javascript:alert(1))">Hi <strong>{{firstName|there}}</strong>,',
      ' <a href="javascript:alert(1)">bad</a> <a href="https://meridian.example/webinar?a=1&b=2" onmouseover="x()">Join</a></p>',
      '<img src="https://cdn.example/banner.png" alt="Banner" onerror="x()"><img src="data:image/png;base64,AAAA" alt="inline">',
      '<iframe src="https://evil.example"></iframe><style>p{}</style><form action="/x"><input name="q"></form>',
      '<a href="//evil.example/x">protocol-relative</a><a href="mailto:ana@example.com">Mail me</a>',
    ].join('');
    const clean = sanitizeCampaignHtml(dirty);
    expect(clean).not.toMatch(
      /script|onclick|onerror|onmouseover|javascript:|iframe|<style|<form|<input|position|url\(/i,
    );
    expect(clean).toContain('<h2>Spring webinar</h2>');
    expect(clean).toContain('<p style="color:#1c7ed6">Hi <strong>{{firstName|there}}</strong>,');
    expect(clean).toContain('<a href="https://meridian.example/webinar?a=1&amp;b=2" target="_blank">Join</a>');
    expect(clean).toContain('<img src="https://cdn.example/banner.png" alt="Banner" />');
    expect(clean).not.toContain('data:image');
    expect(clean).not.toContain('//evil.example');
    expect(clean).toContain('<a href="mailto:ana@example.com">Mail me</a>');
    expect(clean).toContain('<a>bad</a>');
  });

  it('lists http(s) links once each, and rewrites exactly those', () => {
    const html = sanitizeCampaignHtml(
      '<p><a href="https://a.example/x?y=1&z=2">A</a> <a href="mailto:m@example.com">M</a> <a href="https://b.example">B</a> <a href="https://a.example/x?y=1&z=2">A again</a></p>',
    );
    const links = campaignLinks(html);
    expect(links).toEqual(['https://a.example/x?y=1&z=2', 'https://b.example']);
    const rewritten = rewriteLinks(html, links, (index) => `https://t.example/c/${index}?k=1&v=2`);
    expect(rewritten).toContain('href="https://t.example/c/0?k=1&amp;v=2"');
    expect(rewritten).toContain('href="https://t.example/c/1?k=1&amp;v=2"');
    expect(rewritten).toContain('href="mailto:m@example.com"');
    expect(rewritten.match(/t\.example\/c\/0/g)).toHaveLength(2);
  });

  it('builds the plain-text part: paragraphs, list items, links with their address, entities decoded', () => {
    const html = sanitizeCampaignHtml(
      '<h1>Big &amp; bold</h1><p>Line one<br>line two</p><ul><li>First</li><li>Second</li></ul><p>Read <a href="https://meridian.example/a">the guide</a> or <a href="https://meridian.example/b">https://meridian.example/b</a>.</p><img src="https://cdn.example/x.png" alt="Chart">',
    );
    expect(htmlToText(html)).toBe(
      'Big & bold\n\nLine one\nline two\n\n- First\n- Second\n\nRead the guide (https://meridian.example/a) or https://meridian.example/b.\n\n[Chart]',
    );
  });

  it('fills merge fields with fallbacks, escaping values in HTML only', () => {
    const data = { firstName: '<Ana>', lastName: '', email: 'ana@example.com' };
    expect(mergeFields('Hi {{firstName}} {{ lastName | friend }} ({{email}})', data, 'html')).toBe(
      'Hi &lt;Ana&gt; friend (ana@example.com)',
    );
    expect(mergeFields('Hi {{firstName|there}}', data, 'text')).toBe('Hi <Ana>');
    expect(mergeFields('Hi {{firstName|there}}, {{lastName}}.', { ...data, firstName: ' ' }, 'text')).toBe(
      'Hi there, .',
    );
    expect(mergeFields('{{unknown}} stays', data, 'text')).toBe('{{unknown}} stays');
  });
});

describe('merge fields in links', () => {
  const html = sanitizeCampaignHtml(
    '<p><a href="https://partner.example/o?e={{email}}&amp;n={{firstName|friend}}">Offer</a></p>',
  );
  const links = campaignLinks(html);
  const template = prepareTemplate({
    campaignId: 7,
    subject: 'Offer',
    preheader: '',
    html,
    links,
    from: 'ana@desk.example',
    reason: 'You receive this email because you are a contact of Ana.',
    postalAddress: '1 Market St',
  });

  it('fills them URL-encoded, the fallback too', () => {
    expect(mergeLinkFields(links[0] ?? '', { email: 'a+b@x.example', firstName: 'Ada L', lastName: '' })).toBe(
      'https://partner.example/o?e=a%2Bb%40x.example&n=Ada%20L',
    );
    expect(mergeLinkFields(links[0] ?? '', { email: 'c@x.example', firstName: ' ', lastName: '' })).toBe(
      'https://partner.example/o?e=c%40x.example&n=friend',
    );
  });

  it('fills the links of a test send, which are not tracked', () => {
    const message = renderMessage(
      template,
      {
        email: 'a+b@x.example',
        firstName: 'Ada',
        lastName: '',
        messageId: 0,
        messageIdHeader: '<t@x>',
        to: 'a+b@x.example',
      },
      {
        tokens: createTrackingTokens({ sign: () => 'A'.repeat(22), verify: () => true }),
        baseUrl: 'https://meridian.example',
        track: false,
      },
    );
    expect(message.html).toContain('href="https://partner.example/o?e=a%2Bb%40x.example&amp;n=Ada"');
    expect(message.text).toContain('https://partner.example/o?e=a%2Bb%40x.example&n=Ada');
  });
});
