import { $getRoot, $isTextNode, createEditor, PASTE_COMMAND, type LexicalEditor } from 'lexical';
import { registerRichText } from '@lexical/rich-text';
import { richTextSchema, type RichText } from '@keepsake/shared/contract/website';
import { registerCleanContent } from './clean-content';
import { keepIds } from './keep-ids';
import { $exportRichText, $importRichText, RICH_TEXT_NODES } from './lexical-mapping';

// jsdom has no drag or clipboard events; Lexical's paste path asks whether an event is one.
beforeAll(() => {
  for (const name of ['DragEvent', 'ClipboardEvent']) if (!(name in globalThis)) Object.assign(globalThis, { [name]: class extends Event {} });
});

function makeEditor(): LexicalEditor {
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
  registerCleanContent(editor);
  return editor;
}

const load = (editor: LexicalEditor, content: RichText) => editor.update(() => $importRichText(content), { discrete: true });
const read = (editor: LexicalEditor, previous: RichText = []) => keepIds(previous, editor.getEditorState().read($exportRichText));

// Every kind of block and every mark, a link with a bold word inside it, and a list of each kind.
const EVERYTHING: RichText = [
  { id: 'b1', type: 'heading', level: 2, spans: [{ id: 's1', text: 'Our promise' }] },
  { id: 'b2', type: 'heading', level: 3, spans: [{ id: 's2', text: 'Smaller' }] },
  { id: 'b3', type: 'heading', level: 4, spans: [{ id: 's3', text: 'Smallest' }] },
  {
    id: 'b4',
    type: 'paragraph',
    spans: [
      { id: 's4', text: 'We are here ' },
      { id: 's5', text: 'day', marks: ['bold'] },
      { id: 's6', text: ' and ' },
      { id: 's7', text: 'night', marks: ['bold', 'italic', 'underline'] },
      { id: 's8', text: ', call ' },
      { id: 's9', text: 'our ', href: 'tel:{{phone}}' },
      { id: 's10', text: 'desk', marks: ['bold'], href: 'tel:{{phone}}' },
      { id: 's11', text: ' or read ' },
      { id: 's12', text: 'about us', marks: ['underline'], href: '/about' },
      { id: 's13', text: '.' },
    ],
  },
  { id: 'b5', type: 'quote', spans: [{ id: 's14', text: 'They listened.', marks: ['italic'] }] },
  {
    id: 'b6',
    type: 'list',
    ordered: false,
    items: [
      { id: 'i1', spans: [{ id: 's15', text: 'Burial' }] },
      { id: 'i2', spans: [{ id: 's16', text: 'Cremation', marks: ['bold'] }] },
    ],
  },
  { id: 'b7', type: 'list', ordered: true, items: [{ id: 'i3', spans: [{ id: 's17', text: 'Call us', href: 'mailto:care@example.com' }] }] },
];

describe('the editor ⇄ the contract’s rich text', () => {
  it('round-trips every block kind and mark, links included, with every id', () => {
    const editor = makeEditor();
    load(editor, EVERYTHING);
    expect(read(editor, EVERYTHING)).toEqual(EVERYTHING);
    expect(richTextSchema.safeParse(read(editor, EVERYTHING)).success).toBe(true);
  });

  it('bolding one word splits its run; the runs whose words did not change keep their ids', () => {
    const editor = makeEditor();
    const before: RichText = [{ id: 'p', type: 'paragraph', spans: [{ id: 'a', text: 'We are here day and night.' }] }];
    load(editor, before);
    editor.update(
      () => {
        const selection = $getRoot().getFirstDescendant();
        if (!$isTextNode(selection)) throw new Error('no text');
        const [, day] = selection.splitText(12, 15);
        day?.toggleFormat('bold');
      },
      { discrete: true },
    );
    const after = read(editor, before);
    expect(after).toEqual([
      {
        id: 'p',
        type: 'paragraph',
        spans: [
          { id: 'a', text: 'We are here ' },
          { id: expect.any(String), text: 'day', marks: ['bold'] },
          { id: expect.any(String), text: ' and night.' },
        ],
      },
    ]);
    // Typing into a run keeps its id (the frame addresses runs by id); an untouched run keeps its own.
    const typed = keepIds(after, [
      {
        type: 'paragraph',
        spans: [{ text: 'We are always here ' }, { text: 'day', marks: ['bold'] }, { text: ' and night.' }],
      },
    ]);
    expect(typed[0]).toMatchObject({ id: 'p', spans: after[0]?.type === 'paragraph' ? after[0].spans.map((s) => ({ id: s.id })) : [] });
  });

  it('a block added above the others does not take their ids', () => {
    const before: RichText = [{ id: 'p1', type: 'paragraph', spans: [{ id: 's1', text: 'First' }] }];
    const next = keepIds(before, [
      { type: 'heading', level: 2, spans: [{ text: 'New heading' }] },
      { type: 'paragraph', spans: [{ text: 'First' }] },
    ]);
    expect(next[1]).toEqual(before[0]);
    expect(next[0]?.id).not.toBe('p1');
  });

  it('a paste of rich HTML (Word, Google Docs, a web page) keeps text, bold, italic, links and lists, and nothing else', async () => {
    const editor = makeEditor();
    load(editor, []);
    editor.update(() => $getRoot().selectEnd(), { discrete: true });
    const html = `
      <meta charset="utf-8"><style>p { color: red }</style>
      <h1 style="font-family: Comic Sans">Welcome</h1>
      <p class="MsoNormal" style="color:#ff0000;font-size:40px">Plain <b>bold</b> <i>italic</i> <s>struck</s> <code>code</code>
        <a href="https://example.com/care" target="_blank" title="x">a link</a>
        <a href="javascript:alert(1)">a trap</a>
        <span style="background:yellow;font-weight:700">docs bold</span><img src="x.png" alt="picture"><script>alert(1)</script></p>
      <ul><li>One</li><li>Two<ul><li>Nested</li></ul></li></ul>
      <table><tr><td>Cell</td></tr></table>`;
    const data = {
      getData: (type: string) => (type === 'text/html' ? html : type === 'text/plain' ? 'plain' : ''),
      types: ['text/html', 'text/plain'],
      files: [],
    };
    editor.dispatchCommand(PASTE_COMMAND, { clipboardData: data, preventDefault: () => undefined } as unknown as ClipboardEvent);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const pasted = read(editor);
    expect(richTextSchema.safeParse(pasted).success).toBe(true);
    const json = JSON.stringify(pasted);
    for (const foreign of ['script', 'alert', 'javascript', 'style', 'color', 'target', 'x.png', 'MsoNormal', 'Comic']) expect(json).not.toContain(foreign);
    expect(pasted[0]).toMatchObject({ type: 'heading', level: 2, spans: [{ text: 'Welcome' }] });
    const paragraph = pasted.find((b) => b.type === 'paragraph' && b.spans.some((s) => s.text.includes('Plain')));
    if (paragraph?.type !== 'paragraph') throw new Error(`no paragraph in ${json}`);
    const spans = paragraph.spans;
    expect(spans.find((s) => s.text === 'bold')?.marks).toEqual(['bold']);
    expect(spans.find((s) => s.text === 'italic')?.marks).toEqual(['italic']);
    expect(spans.find((s) => s.text.includes('struck'))?.marks).toBeUndefined();
    expect(spans.find((s) => s.text.includes('code'))?.marks).toBeUndefined();
    expect(spans.find((s) => s.text === 'a link')).toMatchObject({ href: 'https://example.com/care' });
    expect(spans.find((s) => s.text.includes('a trap'))?.href).toBeUndefined();
    expect(spans.filter((s) => s.href !== undefined)).toHaveLength(1);
    const list = pasted.find((b) => b.type === 'list');
    expect(list).toMatchObject({ type: 'list', ordered: false });
    expect(list?.type === 'list' && list.items.map((item) => item.spans.map((s) => s.text).join(''))).toEqual(['One', 'Two', 'Nested']);
    expect(json).toContain('Cell');
  });
});
