import { $createParagraphNode, $createTextNode, $getRoot, $isElementNode, $isLineBreakNode, $isTextNode, type ElementNode, type LexicalNode } from 'lexical';
import { $createHeadingNode, $createQuoteNode, $isHeadingNode, $isQuoteNode, HeadingNode, QuoteNode } from '@lexical/rich-text';
import { $createListItemNode, $createListNode, $isListItemNode, $isListNode, ListItemNode, ListNode } from '@lexical/list';
import { $createLinkNode, $isLinkNode, LinkNode } from '@lexical/link';
import { hrefSchema, type RichText, type TextMark, type TextSpan } from '@keepsake/shared/contract/website';
import type { FreshBlock, FreshSpan } from './keep-ids';

// The editor's document and the contract's rich text (ADR 104) are mapped both ways here, and only here:
// paragraphs, headings 2–4, quotes and flat lists of runs of words, each run bold, italic, underlined and/or
// a link. The editor registers exactly these nodes, so nothing else can be typed or pasted into it.
export const RICH_TEXT_NODES = [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode];

export const MARKS: readonly TextMark[] = ['bold', 'italic', 'underline'];

/** A link the contract takes (a site path, https, mailto, tel); anything else is no link. */
export const isSafeHref = (href: string) => hrefSchema.safeParse(href).success;

/** Replaces the editor's document with the rich text (inside editor.update). */
export function $importRichText(content: RichText): void {
  const root = $getRoot();
  root.clear();
  for (const block of content) {
    if (block.type === 'list') {
      const list = $createListNode(block.ordered ? 'number' : 'bullet');
      for (const item of block.items) list.append($appendSpans($createListItemNode(), item.spans));
      root.append(list);
    } else if (block.type === 'heading') {
      root.append($appendSpans($createHeadingNode(`h${block.level}`), block.spans));
    } else if (block.type === 'quote') {
      root.append($appendSpans($createQuoteNode(), block.spans));
    } else {
      root.append($appendSpans($createParagraphNode(), block.spans));
    }
  }
  if (root.getChildrenSize() === 0) root.append($createParagraphNode());
}

function $appendSpans<T extends ElementNode>(parent: T, spans: TextSpan[]): T {
  let link: LinkNode | null = null;
  for (const span of spans) {
    if (!span.text) continue;
    const text = $createTextNode(span.text);
    for (const mark of span.marks ?? []) if (!text.hasFormat(mark)) text.toggleFormat(mark);
    if (span.href === undefined) {
      link = null;
      parent.append(text);
      continue;
    }
    // Neighbouring runs with one address are one link (bold words inside a link stay inside it).
    if (!link || link.getURL() !== span.href) {
      link = $createLinkNode(span.href);
      parent.append(link);
    }
    link.append(text);
  }
  return parent;
}

/** The editor's document as rich text without ids (keep-ids.ts gives them), inside editor.read/update. */
export function $exportRichText(): FreshBlock[] {
  const blocks: FreshBlock[] = [];
  for (const node of $getRoot().getChildren()) {
    if ($isListNode(node)) {
      const items = $listItems(node)
        .map((spans) => ({ spans }))
        .filter((item) => item.spans.length > 0);
      if (items.length) blocks.push({ type: 'list', ordered: node.getListType() === 'number', items });
      continue;
    }
    if (!$isElementNode(node)) continue;
    const spans = $spansOf(node);
    if (spans.length === 0) continue;
    if ($isHeadingNode(node)) blocks.push({ type: 'heading', level: headingLevel(node.getTag()), spans });
    else if ($isQuoteNode(node)) blocks.push({ type: 'quote', spans });
    else blocks.push({ type: 'paragraph', spans });
  }
  return blocks;
}

// h1 is the page's title and h5/h6 are below what a page needs: they become the nearest level allowed.
const headingLevel = (tag: string): 2 | 3 | 4 => (tag === 'h3' ? 3 : tag === 'h4' || tag === 'h5' || tag === 'h6' ? 4 : 2);

// A list nested in an item (pasted from a document) joins its parent list: the contract's lists are flat.
function $listItems(list: ListNode): FreshSpan[][] {
  const items: FreshSpan[][] = [];
  for (const child of list.getChildren()) {
    if (!$isListItemNode(child)) continue;
    const own = $spansOf(child);
    if (own.length) items.push(own);
    for (const inner of child.getChildren().filter($isListNode)) items.push(...$listItems(inner));
  }
  return items;
}

/** The runs of words of a block: neighbours with the same marks and link are one run; empty ones go. */
export function $spansOf(element: ElementNode): FreshSpan[] {
  const spans: FreshSpan[] = [];
  const push = (text: string, marks: TextMark[], href: string | undefined) => {
    if (!text) return;
    const last = spans[spans.length - 1];
    if (last && last.href === href && (last.marks ?? []).join() === marks.join()) {
      last.text += text;
      return;
    }
    spans.push({ text, ...(marks.length ? { marks } : {}), ...(href !== undefined ? { href } : {}) });
  };
  const walk = (node: LexicalNode, href: string | undefined) => {
    if ($isTextNode(node))
      push(
        node.getTextContent(),
        MARKS.filter((mark) => node.hasFormat(mark)),
        href,
      );
    else if ($isLineBreakNode(node)) push(' ', [], href);
    else if ($isLinkNode(node)) {
      const url = node.getURL();
      for (const child of node.getChildren()) walk(child, isSafeHref(url) ? url : href);
    } else if ($isElementNode(node) && !$isListNode(node)) for (const child of node.getChildren()) walk(child, href);
  };
  for (const child of element.getChildren()) walk(child, undefined);
  // A run of nothing but spaces at either end of a block is not words.
  return spans.filter((span, i) => span.text.trim() !== '' || (i > 0 && i < spans.length - 1));
}
