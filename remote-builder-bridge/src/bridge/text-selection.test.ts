import { selectionInModule } from './text-selection';

// The DOM the rich text renderer writes: runs (data-span) inside blocks, marks and links inside runs.
function moduleDom(): HTMLElement {
  const root = document.createElement('section');
  root.innerHTML = [
    '<h2 class="title">Not counted</h2>',
    '<div><p><span data-span="a">We serve </span><span data-span="b"><strong>every</strong></span><span data-span="c"> family.</span></p>',
    '<ul><li><span data-span="d">Burial</span></li><li><span data-span="e"><a href="/x"><em>Cremation</em></a></span></li></ul></div>',
  ].join('');
  document.body.append(root);
  return root;
}

const text = (el: Element | null) => el!.firstChild!;

function range(startNode: Node, startOffset: number, endNode: Node, endOffset: number): Range {
  const r = document.createRange();
  r.setStart(startNode, startOffset);
  r.setEnd(endNode, endOffset);
  return r;
}

describe('selectionInModule', () => {
  afterEach(() => document.body.replaceChildren());

  it('counts words inside one run', () => {
    const root = moduleDom();
    const run = text(root.querySelector('[data-span="a"]'));
    expect(selectionInModule(range(run, 3, run, 8), root)).toEqual({ start: 3, end: 8, text: 'serve' });
  });

  it('counts across runs with marks, and joins blocks and list items with a line break', () => {
    const root = moduleDom();
    const bold = text(root.querySelector('strong'));
    const italic = text(root.querySelector('em'));
    expect(selectionInModule(range(bold, 0, bold, 5), root)).toEqual({ start: 9, end: 14, text: 'every' });
    expect(selectionInModule(range(bold, 2, italic, 4), root)).toEqual({ start: 11, end: 34, text: 'ery family.\nBurial\nCrem' });
  });

  it('clamps a drag that starts outside the words to the first word', () => {
    const root = moduleDom();
    const title = text(root.querySelector('.title'));
    const run = text(root.querySelector('[data-span="a"]'));
    expect(selectionInModule(range(title, 2, run, 2), root)).toEqual({ start: 0, end: 2, text: 'We' });
  });

  it('reports nothing for a caret or a selection outside the words', () => {
    const root = moduleDom();
    const run = text(root.querySelector('[data-span="c"]'));
    const title = text(root.querySelector('.title'));
    expect(selectionInModule(range(run, 3, run, 3), root)).toBeNull();
    expect(selectionInModule(range(title, 0, title, 3), root)).toBeNull();
  });
});
