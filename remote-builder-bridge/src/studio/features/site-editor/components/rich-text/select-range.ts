import {
  $createRangeSelection,
  $getRoot,
  $isElementNode,
  $isLineBreakNode,
  $isTextNode,
  $setSelection,
  type ElementNode,
  type LexicalNode,
  type TextNode,
} from 'lexical';
import { $isListNode } from '@lexical/list';

type Piece = { node: TextNode; from: number };

// The editor's words counted as the frame counts the rendered ones (ADR 117): blocks and list items joined
// by "\n", a text node's words as they are (marks and links do not count), a line break as one space.
function $plainText(): { text: string; pieces: Piece[] } {
  let text = '';
  const pieces: Piece[] = [];
  const walk = (node: LexicalNode) => {
    if ($isTextNode(node)) {
      pieces.push({ node, from: text.length });
      text += node.getTextContent();
    } else if ($isLineBreakNode(node)) text += ' ';
    else if ($isElementNode(node)) node.getChildren().forEach(walk);
  };
  const blocks = $getRoot()
    .getChildren()
    .flatMap((block) => ($isListNode(block) ? block.getChildren() : [block]));
  blocks.forEach((block, index) => {
    if (index > 0) text += '\n';
    if ($isElementNode(block)) (block as ElementNode).getChildren().forEach(walk);
  });
  return { text, pieces };
}

/**
 * Selects the words at [start, end) of the editor's plain text, when they are exactly `words` (the frame's
 * report of what was selected); false, selecting nothing, when they are not (a stale report, or a fact such
 * as {{phone}} that renders differently in the frame). Call inside editor.update.
 */
export function $selectPlainTextRange(start: number, end: number, words: string): boolean {
  const { text, pieces } = $plainText();
  if (start < 0 || end <= start || text.slice(start, end) !== words) return false;
  // The start falls in the first text node that holds the character at it; the end in the last that holds the one before it.
  const first = pieces.find((p) => start >= p.from && start < p.from + p.node.getTextContentSize());
  const last = [...pieces].reverse().find((p) => end > p.from && end <= p.from + p.node.getTextContentSize());
  if (!first || !last) return false;
  const selection = $createRangeSelection();
  selection.anchor.set(first.node.getKey(), start - first.from, 'text');
  selection.focus.set(last.node.getKey(), end - last.from, 'text');
  $setSelection(selection);
  return true;
}
