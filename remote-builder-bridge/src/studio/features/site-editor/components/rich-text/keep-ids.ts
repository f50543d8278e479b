import type { RichBlock, RichText, TextSpan } from '@keepsake/shared/contract/website';
import { newId } from '../../state/schema-walk';

// The editor knows nothing of the contract's ids: what it writes is matched against what was there, so a
// block, list item or run of words whose text did not change keeps its id (the frame's in-place editing and
// web:update-module-value address runs by id), and one being typed into keeps the id of the one it replaces.

/** Rich text as the editor wrote it: the same shape, ids not yet given. */
export type FreshSpan = Omit<TextSpan, 'id'>;
export type FreshBlock =
  | { type: 'paragraph' | 'quote'; spans: FreshSpan[] }
  | { type: 'heading'; level: 2 | 3 | 4; spans: FreshSpan[] }
  | { type: 'list'; ordered: boolean; items: { spans: FreshSpan[] }[] };

const spansOfBlock = (block: RichBlock | FreshBlock): { spans: (TextSpan | FreshSpan)[] }[] => (block.type === 'list' ? block.items : [block]);
const textOf = (parts: { spans: { text: string }[] }[]) => parts.map((part) => part.spans.map((s) => s.text).join('')).join('\n');

/**
 * Gives each part of `next` an id: the id of a part of `previous` with the same words (first unused, in
 * order), else of the unused part at the same place, else a new one.
 */
function matchIds<P, N>(previous: P[], next: N[], idOf: (p: P) => string, same: (p: P, n: N) => boolean, prefix: string): string[] {
  const used = new Set<number>();
  const ids: (string | null)[] = next.map((item) => {
    const index = previous.findIndex((p, i) => !used.has(i) && same(p, item));
    if (index < 0) return null;
    used.add(index);
    return idOf(previous[index] as P);
  });
  return ids.map((found, i) => {
    if (found) return found;
    if (i < previous.length && !used.has(i)) {
      used.add(i);
      return idOf(previous[i] as P);
    }
    return newId(prefix);
  });
}

function spansWithIds(previous: TextSpan[], next: FreshSpan[]): TextSpan[] {
  const ids = matchIds(
    previous,
    next,
    (s) => s.id,
    (p, n) => p.text === n.text,
    'span',
  );
  return next.map((span, i) => ({ id: ids[i] as string, ...span }));
}

export function keepIds(previous: RichText, next: FreshBlock[]): RichText {
  const blockIds = matchIds(
    previous,
    next,
    (b) => b.id,
    (p, n) => textOf(spansOfBlock(p)) === textOf(spansOfBlock(n)),
    'block',
  );
  return next.map((block, b): RichBlock => {
    const id = blockIds[b] as string;
    const before = previous.find((p) => p.id === id);
    if (block.type === 'list') {
      const items = before?.type === 'list' ? before.items : before ? [{ id: newId('item'), spans: before.spans }] : [];
      const itemIds = matchIds(
        items,
        block.items,
        (item) => item.id,
        (p, n) => textOf([p]) === textOf([n]),
        'item',
      );
      return {
        id,
        type: 'list',
        ordered: block.ordered,
        items: block.items.map((item, i) => {
          const itemId = itemIds[i] as string;
          return { id: itemId, spans: spansWithIds(items.find((p) => p.id === itemId)?.spans ?? [], item.spans) };
        }),
      };
    }
    const spans = spansWithIds(before ? spansOfBlock(before).flatMap((part) => part.spans as TextSpan[]) : [], block.spans);
    return block.type === 'heading' ? { id, type: 'heading', level: block.level, spans } : { id, type: block.type, spans };
  });
}
