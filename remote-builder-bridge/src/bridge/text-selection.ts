import type { SelectedText, TextMarkState } from '@keepsake/shared/contract/website';

/** The runs of words (data-span, from the rich text renderer) of one module, in reading order. */
const runsOf = (root: Element) => Array.from(root.querySelectorAll<HTMLElement>('[data-span]'));

/**
 * Where a DOM selection falls in a text module's rendered text: the runs' words in order, each block (its
 * paragraph, heading, quote or list item — the run's parent element) joined to the next by "\n", as the
 * studio's editor counts (ADR 117). Null when the selection is collapsed or does not touch the module's words.
 * The ends are clamped to the module's words, so a drag that starts outside the module still counts.
 */
export function selectionInModule(range: Range, root: Element): { start: number; end: number; text: string } | null {
  if (range.collapsed) return null;
  let text = '';
  let start = -1;
  let end = -1;
  let block: Element | null = null;
  for (const run of runsOf(root)) {
    if (block && run.parentElement !== block) text += '\n';
    block = run.parentElement;
    const walker = document.createTreeWalker(run, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // The part of this text node inside the range: from the range's start if it lies here, to its end if it does.
      if (range.intersectsNode(node)) {
        const from = node === range.startContainer ? range.startOffset : 0;
        const to = node === range.endContainer ? range.endOffset : (node.nodeValue?.length ?? 0);
        if (start < 0) start = text.length + from;
        end = text.length + to;
      }
      text += node.nodeValue ?? '';
    }
  }
  if (start < 0 || end <= start) return null;
  return { start, end, text: text.slice(start, end) };
}

/** The words of a selection in a text module's field, or null (a collapsed selection reports nothing). */
export function selectedText(range: Range, root: Element, field: string): SelectedText | null {
  const found = selectionInModule(range, root);
  return found ? { field, ...found } : null;
}

/**
 * The marks every selected word has (rich text renders them as strong/em/u around a run's words): bold only
 * when all of the selected words are bold, as a mail program's toolbar shows it.
 */
export function marksOfSelection(range: Range, root: Element): TextMarkState {
  const marks = { bold: true, italic: true, underline: true };
  let any = false;
  for (const run of runsOf(root)) {
    const walker = document.createTreeWalker(run, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!range.intersectsNode(node) || !node.nodeValue) continue;
      any = true;
      const tags = new Set<string>();
      for (let element = node.parentElement; element && element !== root; element = element.parentElement) tags.add(element.tagName);
      marks.bold &&= tags.has('STRONG') || tags.has('B');
      marks.italic &&= tags.has('EM') || tags.has('I');
      marks.underline &&= tags.has('U');
    }
  }
  return any ? marks : { bold: false, italic: false, underline: false };
}
