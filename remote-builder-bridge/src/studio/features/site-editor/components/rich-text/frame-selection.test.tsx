import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RichText } from '@keepsake/shared/contract/website';
import { ThemeProvider } from '@keepsake/shared/theme';
import RichTextEditor from './rich-text-editor';

const VALUE: RichText = [
  {
    id: 'p',
    type: 'paragraph',
    spans: [
      { id: 'a', text: 'We serve ' },
      { id: 'b', text: 'every', marks: ['italic'] },
      { id: 'c', text: ' family.' },
    ],
  },
];

// jsdom draws nothing: the editor scrolls the words it selects into view, and a range has no box here.
beforeAll(() => {
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

// The words the frame reported (the selection of web:update-module-text-mark-state) are selected in the editor; Bold applies to exactly them.
it('selects the words reported by the frame, and the toolbar formats exactly them', async () => {
  const onChange = jest.fn();
  await act(async () => {
    render(
      <ThemeProvider>
        <RichTextEditor label="Text" value={VALUE} onChange={onChange} pages={[]} locations={[]} select={{ start: 3, end: 8, text: 'serve', seq: 1 }} />
      </ThemeProvider>,
    );
  });
  // The editor takes the focus (from the frame, where the words were selected): the keys act on the words.
  expect(screen.getByRole('textbox', { name: 'Text' })).toHaveFocus();
  expect(document.getSelection()?.getRangeAt(0).toString()).toBe('serve');
  await userEvent.click(await screen.findByRole('button', { name: /^Bold/ }));
  const last = onChange.mock.calls.at(-1)?.[0] as RichText;
  expect(last[0]).toMatchObject({
    spans: [{ text: 'We ' }, { text: 'serve', marks: ['bold'] }, { text: ' ' }, { text: 'every', marks: ['italic'] }, { text: ' family.' }],
  });
});
