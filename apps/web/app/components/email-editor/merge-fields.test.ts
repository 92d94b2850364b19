import { describe, expect, it } from 'vitest';
import { fillMergeFields, renderMergeFields, SAMPLE_RECIPIENT } from './merge-fields';

describe('merge fields', () => {
  it('fills each field with the recipient’s value, else its fallback, else nothing', () => {
    const recipient = { firstName: '', lastName: 'Lovelace', email: 'ada@example.com' };
    expect(fillMergeFields('Hi {{firstName|there}} {{ lastName }} <{{email}}>{{nickname}}', recipient)).toBe(
      'Hi there Lovelace <ada@example.com>',
    );
    expect(fillMergeFields('Hi {{firstName|there}}', SAMPLE_RECIPIENT)).toBe('Hi Ada');
  });

  it('escapes values put into HTML, and leaves text that only looks like a field alone', () => {
    const html = renderMergeFields('<p>{{firstName}} {{ not a field }}</p>', { firstName: '<b>Bo & Co</b>' });
    expect(html).toBe('<p>&lt;b&gt;Bo &amp; Co&lt;/b&gt; {{ not a field }}</p>');
  });
});
