import { describe, expect, it } from 'vitest';
import { fillMergeFields } from './merge-fields';

describe('fillMergeFields', () => {
  it('fills known fields in every text, keeps marks, and leaves an unknown field as written', () => {
    const doc = {
      type: 'doc' as const,
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Held for {{seatHold}}, ' },
            { type: 'text', text: '{{ seatHold }}', marks: [{ type: 'bold' }] },
            { type: 'text', text: ' and {{nope}}.' },
          ],
        },
      ],
    };
    expect(fillMergeFields(doc, { seatHold: '45 minutes' }).content[0]?.content).toEqual([
      { type: 'text', text: 'Held for 45 minutes, ' },
      { type: 'text', text: '45 minutes', marks: [{ type: 'bold' }] },
      { type: 'text', text: ' and {{nope}}.' },
    ]);
    expect(doc.content[0]?.content[0]?.text).toBe('Held for {{seatHold}}, ');
  });
});
