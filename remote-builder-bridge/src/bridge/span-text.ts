import type { RichText, TextSpan } from '@keepsake/shared/contract/website';

const replaceIn = (spans: TextSpan[], spanId: string, text: string) => spans.map((span) => (span.id === spanId ? { ...span, text } : span));

/**
 * Rich text with one run's words replaced (in-place editing in the frame): the run keeps its id and its
 * marks and link; paragraphs, headings, quotes and list items are searched alike. The same value when no
 * run has that id, so a stale edit changes nothing.
 */
export function withSpanText(content: RichText, spanId: string, text: string): RichText {
  let found = false;
  const next = content.map((block) => {
    if (block.type === 'list') {
      if (!block.items.some((item) => item.spans.some((s) => s.id === spanId))) return block;
      found = true;
      return {
        ...block,
        items: block.items.map((item) => (item.spans.some((s) => s.id === spanId) ? { ...item, spans: replaceIn(item.spans, spanId, text) } : item)),
      };
    }
    if (!block.spans.some((s) => s.id === spanId)) return block;
    found = true;
    return { ...block, spans: replaceIn(block.spans, spanId, text) };
  });
  return found ? next : content;
}

/** The words of one run, by its id (undefined when no run has it). */
export function spanTextOf(content: RichText, spanId: string): string | undefined {
  const spans = content.flatMap((block) => (block.type === 'list' ? block.items.flatMap((item) => item.spans) : block.spans));
  return spans.find((span) => span.id === spanId)?.text;
}
