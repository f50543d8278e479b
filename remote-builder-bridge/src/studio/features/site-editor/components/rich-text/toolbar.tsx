import { useEffect, useState, type KeyboardEvent } from 'react';
import {
  $createParagraphNode,
  $getSelection,
  $isRangeSelection,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_LOW,
  FORMAT_TEXT_COMMAND,
  REDO_COMMAND,
  UNDO_COMMAND,
  type ElementNode,
} from 'lexical';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createHeadingNode, $createQuoteNode, $isHeadingNode, $isQuoteNode } from '@lexical/rich-text';
import { $isListNode, INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, REMOVE_LIST_COMMAND } from '@lexical/list';
import { $isLinkNode } from '@lexical/link';
import { $setBlocksType } from '@lexical/selection';
import { $findMatchingParent, mergeRegister } from '@lexical/utils';
import { FACT_KINDS, FACT_LABELS, factToken } from '@keepsake/shared/rules';
import { type TextMark } from '@keepsake/shared/contract/website';
import { useTheme } from '@keepsake/shared/theme';
import { controlStyles } from '@keepsake/shared/ui';
import { selectableButton, toolButton } from '../editor-styles';

type BlockKind = 'paragraph' | 'h2' | 'h3' | 'h4' | 'quote' | 'bullet' | 'number';
const BLOCK_KINDS: { value: Exclude<BlockKind, 'bullet' | 'number'>; label: string }[] = [
  { value: 'paragraph', label: 'Paragraph' },
  { value: 'h2', label: 'Heading' },
  { value: 'h3', label: 'Smaller heading' },
  { value: 'h4', label: 'Smallest heading' },
  { value: 'quote', label: 'Quote' },
];

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const MOD = IS_MAC ? '⌘' : 'Ctrl+';
const MARK_BUTTONS: { mark: TextMark; label: string; key: string }[] = [
  { mark: 'bold', label: 'Bold', key: 'B' },
  { mark: 'italic', label: 'Italic', key: 'I' },
  { mark: 'underline', label: 'Underline', key: 'U' },
];

interface SelectionState {
  marks: Record<TextMark, boolean>;
  block: BlockKind;
  link: boolean;
}

const EMPTY: SelectionState = { marks: { bold: false, italic: false, underline: false }, block: 'paragraph', link: false };

function $readSelection(): SelectionState {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return EMPTY;
  const anchor = selection.anchor.getNode();
  const top = anchor.getKey() === 'root' ? null : anchor.getTopLevelElement();
  const block: BlockKind = $isListNode(top)
    ? top.getListType() === 'number'
      ? 'number'
      : 'bullet'
    : $isHeadingNode(top)
      ? (top.getTag() as BlockKind)
      : $isQuoteNode(top)
        ? 'quote'
        : 'paragraph';
  return {
    marks: { bold: selection.hasFormat('bold'), italic: selection.hasFormat('italic'), underline: selection.hasFormat('underline') },
    block,
    link: Boolean($findMatchingParent(anchor, $isLinkNode)),
  };
}

/**
 * The editor's toolbar: its buttons name themselves and say whether they are on (aria-pressed), the arrow
 * keys move along it (WAI-ARIA toolbar), and every action has a shortcut named in its title.
 */
export function Toolbar({ onLink, locations }: { onLink: () => void; locations: { id: string; name: string }[] }) {
  const theme = useTheme();
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState<SelectionState>(EMPTY);
  const [canUndo, setCanUndo] = useState(false);
  const [canRedo, setCanRedo] = useState(false);

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) => setState(editorState.read($readSelection))),
        editor.registerCommand(
          CAN_UNDO_COMMAND,
          (can) => {
            setCanUndo(can);
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          CAN_REDO_COMMAND,
          (can) => {
            setCanRedo(can);
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor],
  );

  const setBlock = (kind: BlockKind) => {
    editor.update(() => {
      const create = (): ElementNode =>
        kind === 'quote' ? $createQuoteNode() : kind === 'h2' || kind === 'h3' || kind === 'h4' ? $createHeadingNode(kind) : $createParagraphNode();
      $setBlocksType($getSelection(), create);
    });
    editor.focus();
  };
  const toggleList = (kind: 'bullet' | 'number') => {
    if (state.block === kind) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else editor.dispatchCommand(kind === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined);
    editor.focus();
  };
  const insertFact = (token: string) => {
    if (!token) return;
    editor.update(() => {
      const selection = $getSelection();
      if ($isRangeSelection(selection)) selection.insertText(token);
    });
    editor.focus();
  };

  // Arrow keys, Home and End move between the toolbar's controls (a list box keeps Home and End; its value
  // changes with Up and Down, so Left and Right leave it).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys = event.target instanceof HTMLSelectElement ? ['ArrowLeft', 'ArrowRight'] : ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
    if (!keys.includes(event.key)) return;
    const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('button:not(:disabled), select')];
    const at = controls.indexOf(event.target as HTMLElement);
    const next =
      event.key === 'Home' ? 0 : event.key === 'End' ? controls.length - 1 : (at + (event.key === 'ArrowRight' ? 1 : -1) + controls.length) % controls.length;
    controls[next]?.focus();
    event.preventDefault();
  };

  const pressed = selectableButton(theme, 'xs');
  const select = [controlStyles(theme), { width: 'auto', minHeight: '2.25rem', padding: `0 ${theme.space.xs}` }];
  const facts = [
    ...FACT_KINDS.map((kind) => ({ token: factToken(kind), label: FACT_LABELS[kind] })),
    ...locations.flatMap((location) => [
      { token: factToken('phone', location.id), label: `${location.name}: phone` },
      { token: factToken('address', location.id), label: `${location.name}: address` },
    ]),
  ];
  // Keeps the editor's selection while a toolbar button is pressed with the pointer.
  const keepSelection = (event: { preventDefault: () => void }) => event.preventDefault();

  return (
    <div
      role="toolbar"
      aria-label="Text formatting"
      onKeyDown={onKeyDown}
      css={{ display: 'flex', gap: theme.space.xxs, flexWrap: 'wrap', alignItems: 'center' }}
    >
      {MARK_BUTTONS.map(({ mark, label, key }) => (
        <button
          key={mark}
          type="button"
          css={pressed}
          aria-pressed={state.marks[mark]}
          title={`${label} (${MOD}${key})`}
          aria-keyshortcuts={`Control+${key} Meta+${key}`}
          onMouseDown={keepSelection}
          onClick={() => {
            editor.dispatchCommand(FORMAT_TEXT_COMMAND, mark);
            editor.focus();
          }}
        >
          {label}
        </button>
      ))}
      <button
        type="button"
        css={pressed}
        aria-pressed={state.link}
        title={`Link (${MOD}K)`}
        aria-keyshortcuts="Control+K Meta+K"
        onMouseDown={keepSelection}
        onClick={onLink}
      >
        Link
      </button>
      <button type="button" css={pressed} aria-pressed={state.block === 'bullet'} onMouseDown={keepSelection} onClick={() => toggleList('bullet')}>
        Bulleted list
      </button>
      <button type="button" css={pressed} aria-pressed={state.block === 'number'} onMouseDown={keepSelection} onClick={() => toggleList('number')}>
        Numbered list
      </button>
      <select
        aria-label="Kind of block"
        css={select}
        value={state.block === 'bullet' || state.block === 'number' ? '' : state.block}
        onChange={(event) => setBlock(event.target.value as BlockKind)}
      >
        {state.block === 'bullet' || state.block === 'number' ? <option value="">List</option> : null}
        {BLOCK_KINDS.map((kind) => (
          <option key={kind.value} value={kind.value}>
            {kind.label}
          </option>
        ))}
      </select>
      <select aria-label="Insert a fact of the home" css={select} value="" onChange={(event) => insertFact(event.target.value)}>
        <option value="">Insert a fact…</option>
        {facts.map((fact) => (
          <option key={fact.token} value={fact.token}>
            {fact.label}
          </option>
        ))}
      </select>
      <button
        type="button"
        css={toolButton(theme, 'xs')}
        disabled={!canUndo}
        title={`Undo (${MOD}Z)`}
        onMouseDown={keepSelection}
        onClick={() => editor.dispatchCommand(UNDO_COMMAND, undefined)}
      >
        Undo
      </button>
      <button
        type="button"
        css={toolButton(theme, 'xs')}
        disabled={!canRedo}
        title={`Redo (${MOD}Shift+Z)`}
        onMouseDown={keepSelection}
        onClick={() => editor.dispatchCommand(REDO_COMMAND, undefined)}
      >
        Redo
      </button>
    </div>
  );
}
