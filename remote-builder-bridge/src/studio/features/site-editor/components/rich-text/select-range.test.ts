import { $getSelection, $isRangeSelection, createEditor, FORMAT_TEXT_COMMAND, type LexicalEditor } from 'lexical';
import { registerRichText } from '@lexical/rich-text';
import type { RichText } from '@keepsake/shared/contract/website';
import { keepIds } from './keep-ids';
import { $exportRichText, $importRichText, RICH_TEXT_NODES } from './lexical-mapping';
import { $selectPlainTextRange } from './select-range';

function makeEditor(content: RichText): LexicalEditor {
  const editor = createEditor({
    namespace: 'test',
    nodes: RICH_TEXT_NODES,
    onError: (error) => {
      throw error;
    },
  });
  const root = document.createElement('div');
  root.contentEditable = 'true';
  document.body.append(root);
  editor.setRootElement(root);
  registerRichText(editor);
  editor.update(() => $importRichText(content), { discrete: true });
  return editor;
}

// Already formatted words, a link, and a list: the offsets are those the frame counts in the rendered text.
const CONTENT: RichText = [
  {
    id: 'p',
    type: 'paragraph',
    spans: [
      { id: 'a', text: 'We serve ' },
      { id: 'b', text: 'every', marks: ['italic'] },
      { id: 'c', text: ' family.' },
    ],
  },
  {
    id: 'l',
    type: 'list',
    ordered: false,
    items: [
      { id: 'i1', spans: [{ id: 'd', text: 'Burial' }] },
      { id: 'i2', spans: [{ id: 'e', text: 'Cremation', href: '/services' }] },
    ],
  },
];

function selectAndBold(editor: LexicalEditor, start: number, end: number, words: string): { ok: boolean; selected: string } {
  let ok = false;
  let selected = '';
  editor.update(
    () => {
      ok = $selectPlainTextRange(start, end, words);
      const selection = $getSelection();
      selected = $isRangeSelection(selection) ? selection.getTextContent() : '';
      // The toolbar's Bold, in the same update so the selection is the one just placed.
      if (ok) editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold');
    },
    { discrete: true },
  );
  return { ok, selected };
}

const read = (editor: LexicalEditor) => keepIds(CONTENT, editor.getEditorState().read($exportRichText));

describe('$selectPlainTextRange', () => {
  afterEach(() => document.body.replaceChildren());

  it('selects words inside one run, and Bold applies to exactly them', () => {
    const editor = makeEditor(CONTENT);
    expect(selectAndBold(editor, 3, 8, 'serve')).toEqual({ ok: true, selected: 'serve' });
    const [paragraph] = read(editor);
    expect(paragraph).toMatchObject({
      spans: [{ text: 'We ' }, { text: 'serve', marks: ['bold'] }, { text: ' ' }, { text: 'every', marks: ['italic'] }, { text: ' family.' }],
    });
  });

  it('selects across formatted words and keeps their own marks', () => {
    const editor = makeEditor(CONTENT);
    expect(selectAndBold(editor, 9, 21, 'every family')).toEqual({ ok: true, selected: 'every family' });
    const [paragraph] = read(editor);
    expect(paragraph).toMatchObject({
      spans: [{ text: 'We serve ' }, { text: 'every', marks: expect.arrayContaining(['bold', 'italic']) }, { text: ' family', marks: ['bold'] }, { text: '.' }],
    });
  });

  it('counts list items and links like the frame does', () => {
    const editor = makeEditor(CONTENT);
    // "We serve every family." is 22 characters, then "\n", "Burial", "\n".
    expect(selectAndBold(editor, 30, 35, 'Crema')).toEqual({ ok: true, selected: 'Crema' });
    const list = read(editor)[1];
    expect(list).toMatchObject({
      items: [
        { spans: [{ text: 'Burial' }] },
        {
          spans: [
            { text: 'Crema', marks: ['bold'], href: '/services' },
            { text: 'tion', href: '/services' },
          ],
        },
      ],
    });
  });

  it('selects nothing when the words at the offsets are not the reported ones', () => {
    const editor = makeEditor(CONTENT);
    expect(selectAndBold(editor, 3, 8, 'every')).toEqual({ ok: false, selected: '' });
    expect(selectAndBold(editor, 40, 45, 'later')).toEqual({ ok: false, selected: '' });
    expect(read(editor)).toEqual(CONTENT);
  });
});
