import { TEXT_TYPE_TO_FORMAT, TextNode, type LexicalEditor } from 'lexical';
import { $createHeadingNode, HeadingNode } from '@lexical/rich-text';
import { LinkNode } from '@lexical/link';
import { mergeRegister } from '@lexical/utils';
import { isSafeHref, MARKS } from './lexical-mapping';

const ALLOWED_FORMAT = MARKS.reduce((mask, mark) => mask | (TEXT_TYPE_TO_FORMAT[mark] ?? 0), 0);

/**
 * Keeps the editor's document within what the contract holds, whatever arrives (a paste from Word, Google
 * Docs or a web page, a drop): words keep bold, italic and underline and lose every other format and inline
 * style; a link with an address the site refuses (javascript:, data:, a relative "www…") is unwrapped to its
 * words; h1, h5 and h6 become the nearest heading allowed. Node transforms run before every render, so the
 * staff member sees exactly what will be saved. Tables, images and other foreign elements never get here:
 * the editor registers no node for them and Lexical imports their text only.
 */
export function registerCleanContent(editor: LexicalEditor): () => void {
  return mergeRegister(
    editor.registerNodeTransform(TextNode, (node) => {
      if (node.getStyle() !== '') node.setStyle('');
      const format = node.getFormat();
      if ((format & ~ALLOWED_FORMAT) !== 0) node.setFormat(format & ALLOWED_FORMAT);
    }),
    editor.registerNodeTransform(LinkNode, (node) => {
      if (!isSafeHref(node.getURL())) {
        for (const child of node.getChildren()) node.insertBefore(child);
        node.remove();
        return;
      }
      if (node.getTarget() !== null) node.setTarget(null);
      if (node.getRel() !== null) node.setRel(null);
      if (node.getTitle() !== null) node.setTitle(null);
    }),
    editor.registerNodeTransform(HeadingNode, (node) => {
      const tag = node.getTag();
      if (tag === 'h2' || tag === 'h3' || tag === 'h4') return;
      node.replace($createHeadingNode(tag === 'h1' ? 'h2' : 'h4'), true);
    }),
  );
}
