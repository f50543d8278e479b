import { startSelectionReports } from './use-text-selection-report';

function page(): void {
  document.body.innerHTML = [
    '<section data-builder-module="t1"><p><span data-span="a">We serve </span><span data-span="b"><strong>every</strong></span></p></section>',
    '<section data-builder-module="h1"><h2><span data-span="h">Our story</span></h2></section>',
  ].join('');
}

function select(node: Node, from: number, to: number): void {
  const range = document.createRange();
  range.setStart(node, from);
  range.setEnd(node, to);
  const selection = document.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  document.dispatchEvent(new Event('selectionchange'));
}

describe('startSelectionReports', () => {
  let send: jest.Mock;
  let stop: () => void;
  beforeEach(() => {
    jest.useFakeTimers();
    page();
    send = jest.fn();
    stop = startSelectionReports(document, send, (id) => id === 't1', 250);
  });
  afterEach(() => {
    stop();
    jest.useRealTimers();
    document.body.replaceChildren();
  });

  it('reports the settled selection in a text module once, after the pause', () => {
    const bold = document.querySelector('strong')!.firstChild!;
    select(bold, 0, 2);
    select(bold, 0, 5);
    jest.advanceTimersByTime(249);
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({
      type: 'web:update-module-text-mark-state',
      payload: { moduleId: 't1', marks: { bold: true, italic: false, underline: false }, selection: { field: 'content', start: 9, end: 14, text: 'every' } },
    });
    document.dispatchEvent(new Event('selectionchange'));
    jest.advanceTimersByTime(250);
    expect(send).toHaveBeenCalledTimes(1); // the same selection is not reported twice
  });

  it('reports the marks all the selected words have: bold only when every one is', () => {
    const plain = document.querySelector('[data-span="a"]')!.firstChild!;
    const bold = document.querySelector('strong')!.firstChild!;
    const range = document.createRange();
    range.setStart(plain, 3);
    range.setEnd(bold, 5);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
    document.dispatchEvent(new Event('selectionchange'));
    jest.advanceTimersByTime(250);
    expect(send).toHaveBeenCalledWith({
      type: 'web:update-module-text-mark-state',
      payload: {
        moduleId: 't1',
        marks: { bold: false, italic: false, underline: false },
        selection: { field: 'content', start: 3, end: 14, text: 'serve every' },
      },
    });
  });

  it('stays silent outside text modules, for a caret, and while words are edited in place', () => {
    select(document.querySelector('[data-span="h"]')!.firstChild!, 0, 3);
    jest.advanceTimersByTime(250);
    const run = document.querySelector<HTMLElement>('[data-span="a"]')!;
    select(run.firstChild!, 2, 2);
    jest.advanceTimersByTime(250);
    run.setAttribute('contenteditable', 'plaintext-only'); // as the in-place editor sets it
    select(run.firstChild!, 0, 2);
    jest.advanceTimersByTime(250);
    expect(send).not.toHaveBeenCalled();
  });

  it('stops listening when stopped', () => {
    stop();
    select(document.querySelector('strong')!.firstChild!, 0, 5);
    jest.advanceTimersByTime(500);
    expect(send).not.toHaveBeenCalled();
  });
});
