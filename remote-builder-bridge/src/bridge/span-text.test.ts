/** @jest-environment node */
import type { RichText } from '@keepsake/shared/contract/website';
import { withSpanText } from './span-text';

const content: RichText = [
  {
    id: 'p',
    type: 'paragraph',
    spans: [
      { id: 'a', text: 'We are here ' },
      { id: 'b', text: 'day and night', marks: ['bold'] },
    ],
  },
  { id: 'l', type: 'list', ordered: false, items: [{ id: 'i', spans: [{ id: 'c', text: 'Grief group', href: '/grief' }] }] },
] as RichText;

describe('withSpanText (in-place editing of rich text)', () => {
  it('replaces the words of one run, keeping its marks and link, in a paragraph or a list item', () => {
    const bold = withSpanText(content, 'b', 'every hour');
    expect(bold[0]).toMatchObject({
      spans: [
        { id: 'a', text: 'We are here ' },
        { id: 'b', text: 'every hour', marks: ['bold'] },
      ],
    });
    expect(bold[1]).toBe(content[1]);
    const item = withSpanText(content, 'c', 'Grief support group');
    expect(item[1]).toMatchObject({ items: [{ spans: [{ id: 'c', text: 'Grief support group', href: '/grief' }] }] });
    expect(item[0]).toBe(content[0]);
  });

  it('changes nothing for a run that is no longer there', () => {
    expect(withSpanText(content, 'gone', 'x')).toBe(content);
  });
});
